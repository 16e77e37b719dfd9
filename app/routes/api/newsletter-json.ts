/** A newsletter as the API shows it. */
import type { NewsletterSummary } from '~/domain/newsletter/newsletters.server'
import type { NewsletterRow } from '~/db/schema'

export function newsletterJson(row: NewsletterRow, deliveries?: NewsletterSummary['deliveries']) {
  return {
    id: row.id,
    subject: row.subject,
    subject_el: row.subjectEl,
    body: row.body,
    body_el: row.bodyEl,
    status: row.status,
    send_at: row.sendAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...(deliveries ? { deliveries } : {}),
  }
}
