import { describe, expect, it } from 'vitest'

import type { NewsletterSubscriberRow } from '~/db/schema'
import { csvCell, subscribersCsv } from './subscriber-export'

const row: NewsletterSubscriberRow = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'maria@example.org',
  lang: 'el',
  name: 'Μαρία, "Μ."',
  status: 'active',
  token: 'secret-token',
  confirmTokenHash: null,
  confirmExpiresAt: null,
  consentSource: 'footer',
  consentWording: 'We will e-mail you a link to confirm.',
  consentAskedAt: new Date('2026-11-01T10:00:00Z'),
  confirmedAt: new Date('2026-11-01T10:05:00Z'),
  unsubscribedAt: null,
  hardBounces: 0,
  createdAt: new Date('2026-11-01T10:00:00Z'),
}

describe('subscribersCsv', () => {
  it('lists every reader with their consent, quoting as RFC 4180 does, without their secret', () => {
    const csv = subscribersCsv([row])
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      'email,name,lang,status,consent_source,consent_wording,consent_asked_at,confirmed_at,unsubscribed_at,hard_bounces,created_at',
    )
    expect(line).toBe(
      'maria@example.org,"Μαρία, ""Μ.""",el,active,footer,We will e-mail you a link to confirm.,2026-11-01T10:00:00.000Z,2026-11-01T10:05:00.000Z,,0,2026-11-01T10:00:00.000Z',
    )
    expect(csv).not.toContain('secret-token')
  })

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+30 22')).toBe("'+30 22")
    expect(csvCell(-1)).toBe('-1')
    expect(csvCell(null)).toBe('')
  })
})
