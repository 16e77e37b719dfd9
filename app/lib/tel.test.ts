import { describe, expect, it } from 'vitest'

import { telHref } from './tel'

describe('telHref', () => {
  it('keeps the digits and a leading plus of a number as written', () => {
    expect(telHref('+357 22 000-000')).toBe('tel:+35722000000')
    expect(telHref('22 123456')).toBe('tel:22123456')
  })
})
