/**
 * A newsletter as an editor writes it (API or admin form): a subject and a body in English,
 * optionally in Greek. Answers message keys per field.
 */
export const MAX_SUBJECT_LENGTH = 200
export const MAX_BODY_LENGTH = 200_000

export interface NewsletterDraft {
  subject: string
  subjectEl: string | null
  body: string
  bodyEl: string | null
}

export type NewsletterFieldKey =
  | 'newsletter.errors.subjectRequired'
  | 'newsletter.errors.subjectTooLong'
  | 'newsletter.errors.bodyRequired'
  | 'newsletter.errors.bodyTooLong'
  | 'newsletter.errors.greekHalf'
  | 'newsletter.errors.notText'

export type NewsletterDraftCheck =
  { ok: true; value: NewsletterDraft } | { ok: false; fields: Record<string, NewsletterFieldKey> }

const optional = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export function checkNewsletterDraft(input: Record<string, unknown>): NewsletterDraftCheck {
  const fields: Record<string, NewsletterFieldKey> = {}
  for (const name of ['subject', 'subject_el', 'body', 'body_el']) {
    const value = input[name]
    if (value !== undefined && value !== null && typeof value !== 'string')
      fields[name] = 'newsletter.errors.notText'
  }
  const subject = optional(input.subject)
  const subjectEl = optional(input.subject_el)
  const body = optional(input.body)
  const bodyEl = optional(input.body_el)
  if (!fields.subject && !subject) fields.subject = 'newsletter.errors.subjectRequired'
  if (subject.length > MAX_SUBJECT_LENGTH || subjectEl.length > MAX_SUBJECT_LENGTH)
    fields[subject.length > MAX_SUBJECT_LENGTH ? 'subject' : 'subject_el'] =
      'newsletter.errors.subjectTooLong'
  if (!fields.body && !body) fields.body = 'newsletter.errors.bodyRequired'
  if (body.length > MAX_BODY_LENGTH) fields.body = 'newsletter.errors.bodyTooLong'
  if (bodyEl.length > MAX_BODY_LENGTH) fields.body_el = 'newsletter.errors.bodyTooLong'
  // A Greek edition is both a subject and a body, or none (Greek readers then get the English).
  if (!fields.subject_el && !fields.body_el && Boolean(subjectEl) !== Boolean(bodyEl))
    fields[subjectEl ? 'body_el' : 'subject_el'] = 'newsletter.errors.greekHalf'
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    value: { subject, subjectEl: subjectEl || null, body, bodyEl: bodyEl || null },
  }
}

/**
 * When to send: absent or "now" is now; otherwise an ISO time with its offset, not in the past.
 * Answers the time, or null for a bad value.
 */
export function parseSendAt(value: unknown, now = new Date()): Date | null {
  if (value === undefined || value === null || value === 'now') return now
  if (typeof value !== 'string') return null
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value))
    return null
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) return null
  // A minute's grace for clocks and typing: "a minute ago" means now.
  if (at.getTime() < now.getTime() - 60_000) return null
  return at < now ? now : at
}
