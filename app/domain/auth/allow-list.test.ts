import { describe, expect, it } from 'vitest'

import { allowedEmails, DEMO_ACCOUNTS, isAllowedEmail, normalizeEmail } from './allow-list'

const base = {
  ADMIN_EMAILS: ['ana@example.com', 'nikos@example.com'],
  SEED_DEMO: true,
  BASE_URL: undefined,
}

describe('sign-in allow-list', () => {
  it('compares addresses trimmed and lowercased', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com')
    expect(isAllowedEmail(base, '  ANA@example.com ')).toBe(true)
    expect(isAllowedEmail(base, 'someone@example.com')).toBe(false)
  })

  it('refuses empty and non-string input', () => {
    expect(isAllowedEmail(base, '')).toBe(false)
    expect(isAllowedEmail(base, '   ')).toBe(false)
    expect(isAllowedEmail(base, undefined)).toBe(false)
    expect(isAllowedEmail(base, ['ana@example.com'])).toBe(false)
  })

  it('with ADMIN_EMAILS set, the demo accounts are not allowed', () => {
    expect(isAllowedEmail(base, DEMO_ACCOUNTS[0].email)).toBe(false)
  })

  it('without ADMIN_EMAILS, only the demo accounts of a local demo install get in', () => {
    const demo = { ADMIN_EMAILS: [], SEED_DEMO: true, BASE_URL: undefined }
    expect(allowedEmails(demo)).toEqual(['admin@example.org', 'user@example.org'])
    expect(allowedEmails({ ...demo, BASE_URL: 'http://localhost:3000' })).toHaveLength(2)
    expect(allowedEmails({ ...demo, SEED_DEMO: false })).toEqual([])
    expect(allowedEmails({ ...demo, BASE_URL: 'https://epilepsy.example' })).toEqual([])
    expect(allowedEmails({ ...demo, DATABASE_URL: 'postgres://db/site' })).toEqual([])
  })
})
