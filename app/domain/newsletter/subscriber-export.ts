/** The readers as the API and the CSV export show them (snake_case, times in ISO 8601). */
import type { NewsletterSubscriberRow } from '~/db/schema'

export function subscriberJson(row: NewsletterSubscriberRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    lang: row.lang,
    status: row.status,
    consent_source: row.consentSource,
    consent_wording: row.consentWording,
    consent_asked_at: row.consentAskedAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    hard_bounces: row.hardBounces,
    created_at: row.createdAt.toISOString(),
  }
}

const COLUMNS = [
  'email',
  'name',
  'lang',
  'status',
  'consent_source',
  'consent_wording',
  'consent_asked_at',
  'confirmed_at',
  'unsubscribed_at',
  'hard_bounces',
  'created_at',
] as const

/**
 * A cell as RFC 4180 quotes it; a text starting with =, +, - or @ gets a leading apostrophe,
 * so that a spreadsheet opening the export does not run it as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function subscribersCsv(rows: readonly NewsletterSubscriberRow[]): string {
  const lines = [COLUMNS.join(',')]
  for (const row of rows) {
    const json = subscriberJson(row)
    lines.push(COLUMNS.map((column) => csvCell(json[column])).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}
