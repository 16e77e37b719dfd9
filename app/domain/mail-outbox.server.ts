/** The outbox: mail kept in the database when no SMTP server is configured (the embedded default). */
import { desc } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { mailOutbox, type MailOutboxRow } from '~/db/schema'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

export async function addToOutbox(db: Db, mail: OutgoingMail): Promise<MailOutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    .returning()
  if (!row) throw new Error('outbox insert returned no row')
  return row
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 20): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit)
}
