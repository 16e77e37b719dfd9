import { describe, expect, it } from 'vitest'

import { createVersionedMemo } from './versioned-memo.server'

describe('versioned memo', () => {
  it('computes once per version and key, and again when the version moves', async () => {
    let version = '1'
    let reads = 0
    const memo = createVersionedMemo(() => version)
    const read = async () => `value ${++reads}`
    expect(await memo.get('settings', read)).toBe('value 1')
    expect(await memo.get('settings', read)).toBe('value 1')
    expect(await memo.get('other', read)).toBe('value 2')
    version = '2'
    expect(await memo.get('settings', read)).toBe('value 3')
    expect(await memo.get('settings', read)).toBe('value 3')
  })

  it('shares one computation between callers that ask at once', async () => {
    let reads = 0
    const memo = createVersionedMemo(async () => '7')
    // The computation stays under way until all three have asked.
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const read = async () => {
      reads++
      await held
      return reads
    }
    const answers = Promise.all([memo.get('k', read), memo.get('k', read), memo.get('k', read)])
    release()
    expect(await answers).toEqual([1, 1, 1])
    expect(reads).toBe(1)
  })

  it('keeps no failure: the next caller computes again', async () => {
    const memo = createVersionedMemo(() => '1')
    await expect(memo.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    )
    expect(await memo.get('k', async () => 'back')).toBe('back')
  })

  it('keeps only the current version’s values', async () => {
    let version = '1'
    const memo = createVersionedMemo(() => version)
    await memo.get('day 1', async () => 'a')
    version = '2'
    await memo.get('day 2', async () => 'b')
    version = '1'
    let recomputed = false
    await memo.get('day 1', async () => {
      recomputed = true
      return 'a'
    })
    expect(recomputed).toBe(true)
  })
})
