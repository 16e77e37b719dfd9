import { describe, expect, it } from 'vitest'

import { parseSiteSettings } from './site-settings-input'

const valid = {
  contactEmail: ' info@example.org ',
  contactPhone: '+357 22 123456',
  helplinePhone: '22-123-456',
  facebookUrl: 'https://www.facebook.com/epilepsy',
  instagramUrl: 'https://www.instagram.com/epilepsy',
  instagramHandle: 'epilepsy.cy',
  whatsappInviteUrl: 'https://chat.whatsapp.com/AbC',
  analyticsDashboardUrl: 'https://analytics.example.org/share/1',
}

describe('site settings input', () => {
  it('accepts valid details, trimmed, with the handle given its @', () => {
    const result = parseSiteSettings(valid)
    expect(result).toEqual({
      ok: true,
      values: { ...valid, contactEmail: 'info@example.org', instagramHandle: '@epilepsy.cy' },
    })
  })

  it('takes empty or missing fields as not set', () => {
    const result = parseSiteSettings({ contactEmail: '   ' })
    expect(result.ok && Object.values(result.values).every((value) => value === null)).toBe(true)
  })

  it.each([
    ['contactEmail', 'not-an-address', 'admin.siteSettings.errors.email'],
    ['contactPhone', 'call me', 'admin.siteSettings.errors.phone'],
    ['helplinePhone', '12', 'admin.siteSettings.errors.phone'],
    ['facebookUrl', 'http://www.facebook.com/x', 'admin.siteSettings.errors.https'],
    ['instagramUrl', 'javascript:alert(1)', 'admin.siteSettings.errors.https'],
    ['whatsappInviteUrl', 'chat.whatsapp.com/x', 'admin.siteSettings.errors.https'],
    ['analyticsDashboardUrl', 'https://localhost', 'admin.siteSettings.errors.https'],
    ['instagramHandle', '@two words', 'admin.siteSettings.errors.handle'],
    ['contactEmail', `${'a'.repeat(500)}@example.org`, 'admin.siteSettings.errors.tooLong'],
  ] as const)('refuses %s = %j with its own message', (field, value, message) => {
    const result = parseSiteSettings({ ...valid, [field]: value })
    expect(result).toEqual({ ok: false, errors: { [field]: message } })
  })

  it('ignores values that are not text', () => {
    const result = parseSiteSettings({ contactEmail: ['a@example.org'] as unknown as string })
    expect(result.ok && result.values.contactEmail).toBeNull()
  })
})
