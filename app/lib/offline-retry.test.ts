import { describe, expect, it } from 'vitest'

import { offlineRetryScript, retryTarget } from './offline-retry'

describe('retryTarget', () => {
  it('returns the page asked for when it is a path of this site', () => {
    expect(retryTarget('?page=%2Fnews%3Flang%3Del')).toBe('/news?lang=el')
    expect(retryTarget('?page=/events/42')).toBe('/events/42')
  })

  it('returns null for no page, another site or anything but a path', () => {
    expect(retryTarget('')).toBeNull()
    expect(retryTarget('?page=')).toBeNull()
    expect(retryTarget('?page=//evil.example/')).toBeNull()
    expect(retryTarget('?page=/\\evil.example/')).toBeNull()
    expect(retryTarget('?page=https://evil.example/')).toBeNull()
    expect(retryTarget('?page=javascript:alert(1)')).toBeNull()
  })
})

describe('offlineRetryScript', () => {
  it('cannot end the script element it is written into', () => {
    expect(offlineRetryScript()).not.toContain('</')
  })
})
