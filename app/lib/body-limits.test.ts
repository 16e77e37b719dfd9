import { describe, expect, it } from 'vitest'

import { BODY_LIMITS, bodyLimitFor } from './body-limits'

describe('bodyLimitFor', () => {
  it('gives a newsletter, written in two languages, the content forms’ limits', () => {
    expect(bodyLimitFor('POST', '/admin/newsletter')).toBe(BODY_LIMITS.contentForm)
    expect(bodyLimitFor('POST', '/admin/newsletter.data')).toBe(BODY_LIMITS.contentForm)
    expect(bodyLimitFor('POST', '/api/v1/newsletters')).toBe(BODY_LIMITS.contentJson)
  })

  it('keeps the sign-up, unsubscribe and sending calls to a small form', () => {
    for (const path of [
      '/newsletter',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/api/v1/newsletter/subscriptions',
      '/api/v1/newsletters/1/send',
    ])
      expect(bodyLimitFor('POST', path)).toBe(BODY_LIMITS.form)
  })
})
