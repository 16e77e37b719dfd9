/**
 * The weekly e-mail of medical reviews that fell due, on a real database: sent once a week to
 * reviewers, editors and admins (not to authors, members or removed people), only with news,
 * in English and Greek with each article's link; a review is news once, and again when it turns
 * overdue; two instances send a round once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { appSettings, mailOutbox, profiles, user, wikiArticles, wikiCategories } from '~/db/schema'
import { sendReviewReminders } from '~/domain/review-reminders.server'
import { createLogger } from '~/logger.server'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
let categoryId: string

const TEAM = [
  { id: 'u-admin', email: 'admin@example.org', role: 'admin', member: false },
  { id: 'u-editor', email: 'editor@example.org', role: 'editor', member: true },
  { id: 'u-reviewer', email: 'reviewer@example.org', role: 'reviewer', member: true },
  { id: 'u-author', email: 'author@example.org', role: 'author', member: true },
  { id: 'u-user', email: 'user@example.org', role: 'user', member: true },
  { id: 'u-gone', email: 'gone@example.org', role: 'editor', member: true, removed: true },
] as const

beforeAll(async () => {
  database = await createTestDatabase()
  services = {
    config: parseConfig({
      NODE_ENV: 'test',
      ADMIN_EMAILS: 'admin@example.org',
      BASE_URL: 'https://epilepsy.example.org',
    }),
    database,
    logger: createLogger('silent'),
  }
  const { db } = database
  await db
    .insert(user)
    .values(TEAM.map(({ id, email }) => ({ id, email, name: email, emailVerified: true })))
  await db.insert(profiles).values(
    TEAM.map((person) => ({
      userId: person.id,
      role: person.role,
      joinedAt: person.member ? new Date('2026-01-01') : null,
      removedAt: 'removed' in person ? new Date('2026-02-01') : null,
    })),
  )
  const [category] = await db
    .insert(wikiCategories)
    .values({ name: 'Medicines', nameEl: 'Φάρμακα', slug: 'medicines', page: 1 })
    .returning({ id: wikiCategories.id })
  categoryId = category!.id
})
afterAll(async () => {
  await database?.destroy()
})
beforeEach(async () => {
  await database.db.delete(mailOutbox)
})

async function addArticle(slug: string, reviewedOn: string, nextReviewDue: string) {
  await database.db.insert(wikiArticles).values({
    title: `Article ${slug}`,
    titleEl: `Άρθρο ${slug}`,
    slug,
    categoryId,
    status: 'published',
    reviewedOn,
    nextReviewDue,
  })
}

const outbox = () =>
  database.db
    .select({ to: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)

describe('review reminders', () => {
  it('sends nothing when nothing is due, and waits a week before looking again', async () => {
    await addArticle('fine', '2026-06-01', '2029-06-01')
    expect(await sendReviewReminders(services, '2026-11-02')).toBe(0)
    expect(await outbox()).toEqual([])
    expect(await sendReviewReminders(services, '2026-11-08')).toBeNull()
  })

  it('mails what became due to reviewers, editors and admins, in English and Greek', async () => {
    await addArticle('overdue', '2023-01-01', '2026-11-05')
    await addArticle('soon', '2024-01-01', '2027-01-05')
    expect(await sendReviewReminders(services, '2026-11-09')).toBe(3)
    const mails = await outbox()
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'admin@example.org',
      'editor@example.org',
      'reviewer@example.org',
    ])
    const { subject, text } = mails[0]!
    expect(subject).toBe('Medical reviews due · Ιατρικοί έλεγχοι που πλησιάζουν')
    const [english, greek] = text.split('\n\n---\n\n')
    expect(english).toContain(
      'Past their review date\n- Article overdue (Due 5 November 2026): https://epilepsy.example.org/understanding-epilepsy/medicines/overdue',
    )
    expect(english).toContain(
      'Due within 60 days\n- Article soon (Due 5 January 2027): https://epilepsy.example.org/understanding-epilepsy/medicines/soon',
    )
    expect(english).not.toContain('Article fine')
    expect(greek).toContain(
      'Πέρασε η ημερομηνία ελέγχου\n- Άρθρο overdue (Έλεγχος έως 5 Νοεμβρίου 2026)',
    )
    expect(greek).toContain('https://epilepsy.example.org/admin/health')
  })

  it('tells of a review once, and again when it turns overdue', async () => {
    expect(await sendReviewReminders(services, '2026-11-16')).toBe(0)
    expect(await outbox()).toEqual([])
    // 2027-01-05 has passed: the coming review is now overdue.
    expect(await sendReviewReminders(services, '2027-01-06')).toBe(3)
    const [english] = (await outbox())[0]!.text.split('\n\n---\n\n')
    expect(english).toContain('Past their review date\n- Article soon (Due 5 January 2027)')
    expect(english).not.toContain('Article overdue')
    expect(english).not.toContain('Due within 60 days')
  })

  it('sends a round once when two instances check at the same time', async () => {
    await addArticle('twice', '2024-01-01', '2027-02-20')
    const rounds = await Promise.all([
      sendReviewReminders(services, '2027-01-13'),
      sendReviewReminders(services, '2027-01-13'),
    ])
    expect(rounds.sort()).toEqual([3, null])
    expect(await outbox()).toHaveLength(3)
  })

  it('starts afresh from a last round it cannot read', async () => {
    await database.db.update(appSettings).set({ value: 'not json' })
    expect(await sendReviewReminders(services, '2027-01-14')).toBe(3)
    expect((await outbox())[0]!.text).toContain('Article twice')
  })
})
