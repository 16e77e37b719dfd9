import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { lowPriorityModulePreloads } from './low-priority-module-preloads.server'

/** Streams `html` through the transform in chunks of `size` bytes and returns what comes out. */
async function through(html: string, size: number) {
  const bytes = Buffer.from(html, 'utf8')
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

const HEAD =
  '<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"/><title>Επιληψία Κύπρου</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/></head>'
const BODY = '<body><p>Κρίσεις — επιληψία</p><link rel="modulepreload" href="/assets/late.js"/></body></html>'

describe('lowPriorityModulePreloads', () => {
  it('gives every module preload of the head a low priority, and leaves the rest byte for byte', async () => {
    const expected =
      HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY
    // Every chunk size, so that tags, the head's end and Greek letters are cut at every place.
    for (let size = 1; size <= 64; size++) {
      expect(await through(HEAD + BODY, size)).toBe(expected)
    }
    expect(await through(HEAD + BODY, 1 << 16)).toBe(expected)
  })

  it('does not touch the body, and never marks a preload twice', async () => {
    const out = await through(HEAD + BODY, 7)
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2)
    expect(out).toContain('<link rel="modulepreload" href="/assets/late.js"/>')
  })

  it('passes a document without a head end through, preloads marked', async () => {
    const html = '<html><head><link rel="modulepreload" href="/a.js"/>'
    expect(await through(html, 5)).toBe('<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>')
  })
})
