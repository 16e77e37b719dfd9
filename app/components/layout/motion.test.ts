import { afterEach, describe, expect, it, vi } from 'vitest'

import { preferredScrollBehavior } from './motion'

describe('preferredScrollBehavior', () => {
  afterEach(() => vi.unstubAllGlobals())

  const withReducedMotion = (reduce: boolean) =>
    vi.stubGlobal('window', {
      matchMedia: (query: string) => ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
      }),
    })

  it('scrolls smoothly only when the visitor has not asked for reduced motion', () => {
    withReducedMotion(false)
    expect(preferredScrollBehavior()).toBe('smooth')
    withReducedMotion(true)
    expect(preferredScrollBehavior()).toBe('auto')
  })

  it('jumps on the server', () => {
    expect(preferredScrollBehavior()).toBe('auto')
  })
})
