/** The outbox: mail kept in the database when no SMTP server is configured (the embedded default). */
import { desc, eq } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { mailOutbox, type MailOutboxRow } from '~/db/schema'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>
}

export async function addToOutbox(db: Db, mail: OutgoingMail): Promise<MailOutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
    })
    .returning()
  if (!row) throw new Error('outbox insert returned no row')
  return row
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 20): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit)
}

/** Newest first, only the mail to one address. */
export async function listOutboxFor(
  db: Db,
  recipient: string,
  limit = 20,
): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit)
}

const RESET_LINK = /https?:\/\/\S+\/auth\/reset-password\?\S+/g

/**
 * The text of an outbox mail as a reader may see it: a password-reset link is a key to its
 * recipient's account, so only the recipient sees it; anyone else (another admin) sees
 * `hidden` in its place.
 */
export function outboxTextFor(
  mail: Pick<MailOutboxRow, 'recipient' | 'text'>,
  reader: string,
  hidden: string,
): string {
  if (mail.recipient === reader) return mail.text
  return mail.text.replace(RESET_LINK, hidden)
}
