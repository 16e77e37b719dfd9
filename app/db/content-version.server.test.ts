import { describe, expect, it } from 'vitest'

import { createContentVersionSource } from './content-version.server'

/** A read the test finishes by hand, to order reads and callers exactly. */
function controlledReads() {
  const reads: { resolve(value: string): void; reject(error: Error): void }[] = []
  const read = () => new Promise<string>((resolve, reject) => reads.push({ resolve, reject }))
  return { reads, read }
}

describe('createContentVersionSource', () => {
  it('reads at once when no read is under way', async () => {
    const { reads, read } = controlledReads()
    const source = createContentVersionSource(read)
    const a = source.fresh()
    expect(reads).toHaveLength(1)
    reads[0]!.resolve('7')
    expect(await a).toBe('7')
    const b = source.fresh()
    expect(reads).toHaveLength(2)
    reads[1]!.resolve('8')
    expect(await b).toBe('8')
  })

  it('never answers a caller with a read that started before it asked', async () => {
    const { reads, read } = controlledReads()
    const source = createContentVersionSource(read)
    const early = source.fresh()
    // These arrive while the first read is under way: a write may have committed since it began.
    const late1 = source.fresh()
    const late2 = source.fresh()
    expect(reads).toHaveLength(1)
    reads[0]!.resolve('1')
    expect(await early).toBe('1')
    await Promise.resolve()
    await Promise.resolve()
    expect(reads).toHaveLength(2)
    reads[1]!.resolve('2')
    expect(await late1).toBe('2')
    expect(await late2).toBe('2')
  })

  it('passes a failed read to its callers, and reads again for the next', async () => {
    const { reads, read } = controlledReads()
    const source = createContentVersionSource(read)
    const failing = source.fresh()
    reads[0]!.reject(new Error('database down'))
    await expect(failing).rejects.toThrow('database down')
    const next = source.fresh()
    reads[1]!.resolve('3')
    expect(await next).toBe('3')
  })
})
