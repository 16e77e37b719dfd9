import { describe, expect, it } from 'vitest'

import { coalescedChunks } from './coalesced-chunks.server'

function collect(stream: NodeJS.ReadableStream) {
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  return { chunks, ended: new Promise<void>((resolve) => stream.on('end', resolve)) }
}

describe('coalesced chunks', () => {
  it('hands on what was written in one turn as one chunk, and what came later on its own', async () => {
    const stream = coalescedChunks()
    const { chunks, ended } = collect(stream)
    for (const piece of ['<html>', '<head></head>', '<body>']) stream.write(Buffer.from(piece))
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    expect(chunks).toEqual(['<html><head></head><body>'])
    stream.write(Buffer.from('late part'))
    stream.end(Buffer.from('</body></html>'))
    await ended
    expect(chunks.join('')).toBe('<html><head></head><body>late part</body></html>')
    expect(chunks).toHaveLength(2)
  })

  it('keeps every byte, multi-byte characters split across pieces included', async () => {
    const text = 'Επιληψία '.repeat(2000)
    const bytes = Buffer.from(text)
    const stream = coalescedChunks()
    const out: Buffer[] = []
    stream.on('data', (chunk: Buffer) => out.push(chunk))
    const ended = new Promise((resolve) => stream.on('end', resolve))
    for (let i = 0; i < bytes.length; i += 2047) stream.write(bytes.subarray(i, i + 2047))
    stream.end()
    await ended
    expect(Buffer.concat(out).toString()).toBe(text)
  })
})
