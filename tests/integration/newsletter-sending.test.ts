/**
 * Sending newsletters through a real SMTP server (smtp-server, started here) on a real database:
 * editors (and admins, no one else) make a newsletter, written or from the digest, preview it
 * by a test mail and schedule it; each reader gets their language's edition once, with the
 * one-click unsubscribe headers and a working unsubscribe link; a sender stopped mid-send and
 * restarted sends the rest and nothing twice; temporary failures are tried again, hard bounces
 * count and three make an address inactive.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import {
  mailOutbox,
  news,
  newsletterDeliveries,
  newsletters,
  newsletterSubscribers,
  stories,
} from '~/db/schema'
import {
  claimNextDelivery,
  failInterrupted,
  sendNext,
  startNewsletterSender,
  STALE_CLAIM_MS,
} from '~/domain/newsletter/sender.server'
import { newToken } from '~/domain/newsletter/subscriptions.server'
import { createLogger } from '~/logger.server'
import * as newslettersApi from '~/routes/api/newsletters'
import * as sendApi from '~/routes/api/newsletter-send'
import * as testApi from '~/routes/api/newsletter-test'
import * as managePage from '~/routes/newsletter/manage'
import * as adminNewsletter from '~/routes/admin/newsletter'
import type { AuthState } from '~/domain/auth/auth-state'
import { addAccounts } from './support/accounts'
import {
  ADMIN,
  ANONYMOUS,
  contentApi,
  contextFor,
  EDITOR,
  ORIGIN,
  roleMatrix,
  type Json,
} from './support/content-context'
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
let inbox: SmtpInbox

beforeAll(async () => {
  database = await createTestDatabase()
  inbox = await startSmtpInbox()
  services = {
    config: parseConfig({
      NODE_ENV: 'test',
      BASE_URL: ORIGIN,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Epilepsy Cyprus <news@site.test>',
      NEWSLETTER_RATE: '200',
    }),
    database,
    logger: createLogger('silent'),
  }
  await addAccounts(database, [EDITOR, ADMIN])
})
afterAll(async () => {
  await inbox?.close()
  await database?.destroy()
})
beforeEach(async () => {
  await database.db.delete(newsletters)
  await database.db.delete(newsletterSubscribers)
  await database.db.delete(mailOutbox)
  inbox.received.length = 0
  inbox.refuse.clear()
})

const api = contentApi(() => services, { headers: { origin: ORIGIN } })

async function addReader(
  email: string,
  lang: 'en' | 'el',
  status: 'active' | 'pending' | 'unsubscribed' = 'active',
) {
  const [row] = await database.db
    .insert(newsletterSubscribers)
    .values({
      email,
      lang,
      status,
      token: newToken(),
      consentSource: 'footer',
      consentWording: 'test consent',
      consentAskedAt: new Date(),
      confirmedAt: status === 'active' ? new Date() : null,
    })
    .returning()
  return row!
}

async function create(body: Json, auth = EDITOR) {
  return api(newslettersApi.action, auth, '/api/v1/newsletters', { method: 'POST', body })
}

async function schedule(id: string, body?: Json, auth = EDITOR) {
  return api(sendApi.action, auth, `/api/v1/newsletters/${id}/send`, {
    method: 'POST',
    params: { id },
    ...(body ? { body } : {}),
  })
}

/** Runs the sender's steps until nothing is due now. */
async function drain(now = new Date()) {
  for (let step = 0; step < 100; step += 1) if (!(await sendNext(services, now))) return
  throw new Error('the queue did not drain')
}

const WRITTEN = {
  subject: 'Spring news',
  body: '<p>Hello readers</p><script>alert(1)</script>',
  subject_el: 'Νέα της άνοιξης',
  body_el: '<p>Γεια σας αναγνώστες</p>',
}

describe('making a newsletter', () => {
  it('is for editors and admins: visitors, members, authors and reviewers are refused', async () => {
    const answers = await roleMatrix(async (auth) => (await create(WRITTEN, auth))[0])
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 201,
      admin: 201,
    })
    const listed = await roleMatrix(
      async (auth) => (await api(newslettersApi.loader, auth, '/api/v1/newsletters'))[0],
    )
    expect(listed).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 200,
      admin: 200,
    })
    expect(await database.db.select().from(newsletters)).toHaveLength(2)
  })

  it('sanitises the text and refuses bad input, changing nothing', async () => {
    const [status, body] = await create(WRITTEN)
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ subject: 'Spring news', status: 'draft', send_at: null })
    expect(body.data.body).toBe('<p>Hello readers</p>')
    for (const [input, field, message] of [
      [{ body: '<p>x</p>' }, 'subject', 'Enter a subject.'],
      [{ subject: 'x' }, 'body', "Write the newsletter's text."],
      [
        { subject: 'x', body: 'y', subject_el: 'Θέμα' },
        'body_el',
        expect.stringMatching(/^A Greek edition needs both/),
      ],
      [{ digest: 'yes' }, 'digest', 'Leave "digest" out, or set it to true.'],
    ] as const) {
      const [refused, answer] = await create(input as Json)
      expect(refused).toBe(400)
      expect(answer.error.fields[field]).toEqual(message)
    }
    const [notJson] = await api(newslettersApi.action, EDITOR, '/api/v1/newsletters', {
      method: 'POST',
      rawBody: 'subject=x',
      contentType: 'text/plain',
    })
    expect(notJson).toBe(415)
    expect(await database.db.select().from(newsletters)).toHaveLength(1)
  })

  it('starts from the digest of what is new, in each language, an item without Greek marked as English', async () => {
    const since = new Date(Date.now() - 3 * 86_400_000)
    await database.db.insert(newsletters).values({
      subject: 'Last one',
      body: '<p>x</p>',
      status: 'sent',
      sendAt: since,
    })
    await database.db.insert(news).values([
      {
        title: 'Old news',
        titleEl: 'Παλιά νέα',
        date: '2026-01-01',
        createdAt: new Date(since.getTime() - 86_400_000),
      },
      {
        title: 'Research grant',
        titleEl: 'Ερευνητική υποτροφία',
        excerpt: 'A grant',
        excerptEl: 'Μια υποτροφία',
        date: '2026-11-20',
      },
      { title: 'English only news', date: '2026-11-21' },
    ])
    await database.db
      .insert(stories)
      .values({ title: 'Maria’s story', titleEl: 'Η ιστορία της Μαρίας', date: '2026-11-22' })
    const [status, body] = await create({ digest: true })
    expect(status).toBe(201)
    const { data } = body
    expect(data.subject).toBe("What's new at Epilepsy Cyprus")
    expect(data.subject_el).toBe('Τι νέο υπάρχει στην Epilepsy Cyprus')
    expect(data.body).toContain('Research grant')
    expect(data.body).toContain('English only news')
    expect(data.body).toContain('Maria’s story')
    expect(data.body).not.toContain('Old news')
    expect(data.body_el).toContain('Ερευνητική υποτροφία')
    expect(data.body_el).toContain('Η ιστορία της Μαρίας')
    expect(data.body_el).toMatch(
      /<a href="[^"]+\?lang=el" lang="en">English only news<\/a>.*<em>\(στα αγγλικά\)<\/em>/,
    )
    expect(data.body_el).not.toContain('Research grant')
    await database.db.delete(news)
    await database.db.delete(stories)
  })

  it('mails both editions to the editor as a test, and to nobody else', async () => {
    await addReader('reader@example.org', 'en')
    const [, created] = await create(WRITTEN)
    const id = created.data.id as string
    const answers = await roleMatrix(async (auth, who) => {
      if (who === 'editor' || who === 'admin') return 0
      return (
        await api(testApi.action, auth, `/api/v1/newsletters/${id}/test`, {
          method: 'POST',
          params: { id },
        })
      )[0]
    })
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 0,
      admin: 0,
    })
    const [status, body] = await api(testApi.action, EDITOR, `/api/v1/newsletters/${id}/test`, {
      method: 'POST',
      params: { id },
    })
    expect(status).toBe(202)
    expect(body).toEqual({ sent_to: 'editor@example.org' })
    expect(inbox.received.map((mail) => [mail.to, mail.subject])).toEqual([
      [['editor@example.org'], '[Test] Spring news'],
      [['editor@example.org'], '[Δοκιμή] Νέα της άνοιξης'],
    ])
    const [missing] = await api(testApi.action, EDITOR, '/api/v1/newsletters/x/test', {
      method: 'POST',
      params: { id: 'x' },
    })
    expect(missing).toBe(404)
    expect(await database.db.select().from(newsletterDeliveries)).toEqual([])
  })
})

describe('sending', () => {
  it('sends each active reader their language’s edition once, with one-click unsubscribe that works', async () => {
    await addReader('anna@example.org', 'el')
    await addReader('bob@example.org', 'en')
    await addReader('pending@example.org', 'en', 'pending')
    await addReader('gone@example.org', 'el', 'unsubscribed')
    const [, created] = await create(WRITTEN)
    const id = created.data.id as string
    const [status, scheduled] = await schedule(id)
    expect(status).toBe(202)
    expect(scheduled.data.status).toBe('scheduled')
    await drain()
    expect(inbox.received.map((mail) => mail.to[0]).sort()).toEqual([
      'anna@example.org',
      'bob@example.org',
    ])
    const anna = inbox.received.find((mail) => mail.to[0] === 'anna@example.org')!
    const bob = inbox.received.find((mail) => mail.to[0] === 'bob@example.org')!
    expect(anna.subject).toBe('Νέα της άνοιξης')
    expect(anna.text).toContain('Γεια σας αναγνώστες')
    expect(bob.subject).toBe('Spring news')
    expect(bob.text).toContain('Hello readers')
    expect(bob.html).not.toContain('<script>')
    expect(anna.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const header = anna.headers.get('list-unsubscribe') ?? ''
    const unsubscribeUrl = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1]
    expect(unsubscribeUrl).toMatch(
      /^http:\/\/site\.test\/newsletter\/unsubscribe\?token=[\w-]+&lang=el$/,
    )
    expect(anna.text).toContain(`Διαγραφή: ${unsubscribeUrl}`)
    const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, id))
    expect(row!.status).toBe('sent')
    const deliveries = await database.db.select().from(newsletterDeliveries)
    expect(deliveries.map((d) => d.status)).toEqual(['sent', 'sent'])

    // The one click: a POST to the header's address, as a mail program sends it.
    const url = new URL(unsubscribeUrl!)
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    const result = (await managePage.action({
      request,
      params: {},
      context: await contextFor(services, ANONYMOUS),
    } as never)) as Json
    expect(result).toEqual({ done: 'unsubscribed', email: 'anna@example.org' })

    // Sending it again is refused; the next newsletter skips the reader who left.
    const [again] = await schedule(id)
    expect(again).toBe(409)
    const [, next] = await create({ subject: 'Summer', body: '<p>Summer</p>' })
    await schedule(next.data.id as string)
    inbox.received.length = 0
    await drain()
    expect(inbox.received.map((mail) => mail.to[0])).toEqual(['bob@example.org'])
    // A Greek reader gets the English edition with a note when no Greek one was written.
    await addReader('eleni@example.org', 'el')
    const [, third] = await create({ subject: 'Autumn', body: '<p>Autumn</p>' })
    await schedule(third.data.id as string)
    inbox.received.length = 0
    await drain()
    const eleni = inbox.received.find((mail) => mail.to[0] === 'eleni@example.org')!
    expect(eleni.subject).toBe('Autumn')
    expect(eleni.text.split(/\r?\n/)[0]).toBe(
      'Αυτό το δελτίο δεν γράφτηκε στα ελληνικά: σας το στέλνουμε στα αγγλικά.',
    )
  })

  it('schedules for a later time: nothing goes before it; bad times and ids are refused', async () => {
    await addReader('later@example.org', 'en')
    const [, created] = await create(WRITTEN)
    const id = created.data.id as string
    const at = new Date(Date.now() + 3_600_000)
    const refusedRoles = await roleMatrix(async (auth, who) =>
      who === 'editor' || who === 'admin'
        ? 0
        : (await schedule(id, { send_at: at.toISOString() }, auth))[0],
    )
    expect(refusedRoles).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 0,
      admin: 0,
    })
    for (const sendAt of ['tomorrow', '2020-01-01T00:00:00Z', 5]) {
      const [status, body] = await schedule(id, { send_at: sendAt as never })
      expect(status).toBe(400)
      expect(body.error.fields.send_at).toMatch(/time zone/)
    }
    expect((await database.db.select().from(newsletters))[0]!.status).toBe('draft')
    const [status, body] = await schedule(id, { send_at: at.toISOString() })
    expect(status).toBe(202)
    expect(body.data).toMatchObject({ status: 'scheduled', send_at: at.toISOString() })
    await drain()
    expect(inbox.received).toEqual([])
    await drain(new Date(at.getTime() + 1000))
    expect(inbox.received.map((mail) => mail.to[0])).toEqual(['later@example.org'])
    const [missing] = await schedule('00000000-0000-4000-8000-000000000000')
    expect(missing).toBe(404)
  })

  it('sends once even when the sender is stopped mid-send and started again', async () => {
    const emails = Array.from(
      { length: 12 },
      (_, i) => `reader${String(i).padStart(2, '0')}@example.org`,
    )
    for (const [i, email] of emails.entries()) await addReader(email, i % 2 ? 'en' : 'el')
    const [, created] = await create(WRITTEN)
    await schedule(created.data.id as string)

    // A first sender runs until a few mails have gone, then stops (as on a restart); 20 mails a
    // second leave time to stop it halfway.
    const slow: Services = { ...services, config: { ...services.config, NEWSLETTER_RATE: 20 } }
    const first = startNewsletterSender(slow, services.logger, { idleCheckMs: 10 })
    await expect
      .poll(() => inbox.received.length, { timeout: 10_000, interval: 5 })
      .toBeGreaterThanOrEqual(3)
    await first.stop()
    const afterStop = inbox.received.length
    expect(afterStop).toBeLessThan(emails.length)

    // A process that died between claiming a row and recording it: that row is never sent.
    const crashed = await claimNextDelivery(database.db)
    expect(crashed).not.toBeNull()
    expect(await failInterrupted(database.db)).toBe(0)
    expect(await failInterrupted(database.db, new Date(Date.now() + STALE_CLAIM_MS + 1000))).toBe(1)

    const second = startNewsletterSender(slow, services.logger, { idleCheckMs: 10 })
    await expect
      .poll(() => inbox.received.length, { timeout: 10_000, interval: 5 })
      .toBe(emails.length - 1)
    await second.stop()

    const recipients = inbox.received.map((mail) => mail.to[0])
    expect(new Set(recipients).size).toBe(recipients.length)
    const deliveries = await database.db.select().from(newsletterDeliveries)
    expect(deliveries.filter((d) => d.status === 'sent')).toHaveLength(emails.length - 1)
    const failed = deliveries.filter((d) => d.status === 'failed')
    expect(failed).toHaveLength(1)
    expect(failed[0]!.id).toBe(crashed!.id)
    expect(failed[0]!.error).toMatch(/interrupted/)
    expect((await database.db.select().from(newsletters))[0]!.status).toBe('sent')
  })

  it('tries temporary failures again and makes an address inactive after three hard bounces', async () => {
    await addReader('busy@example.org', 'en')
    await addReader('nobody@example.org', 'en')
    inbox.refuse.set('busy@example.org', [451, 'Try again later'])
    inbox.refuse.set('nobody@example.org', [550, 'No such user'])
    const now = new Date()
    for (let round = 1; round <= 3; round += 1) {
      const [, created] = await create({ subject: `Issue ${round}`, body: '<p>x</p>' })
      await schedule(created.data.id as string)
      await drain(new Date())
      const [nobody] = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'nobody@example.org'))
      expect(nobody).toMatchObject({
        hardBounces: round,
        status: round < 3 ? 'active' : 'inactive',
      })
    }
    const busy = (await database.db.select().from(newsletterDeliveries)).filter(
      (d) => d.status === 'queued',
    )
    expect(busy).toHaveLength(3)
    expect(busy[0]!.error).toMatch(/Try again later/)
    expect(busy[0]!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime())

    // Later the busy server takes the mail: each issue once.
    inbox.refuse.delete('busy@example.org')
    await drain(new Date(Date.now() + 2 * 60_000))
    expect(inbox.received.map((mail) => mail.subject).sort()).toEqual([
      'Issue 1',
      'Issue 2',
      'Issue 3',
    ])

    // An inactive address gets no more newsletters.
    const [, fourth] = await create({ subject: 'Issue 4', body: '<p>x</p>' })
    await schedule(fourth.data.id as string)
    await drain(new Date(Date.now() + 3 * 60_000))
    const toNobody = (await database.db.select().from(newsletterDeliveries)).filter(
      (d) => d.newsletterId === fourth.data.id,
    )
    expect(toNobody).toHaveLength(1)
  })
})

describe('hard bounces', () => {
  /** Sends one newsletter to everyone and returns the reader's row after it. */
  async function issueFor(email: string, subject: string) {
    const [, created] = await create({ subject, body: '<p>x</p>' })
    await schedule(created.data.id as string)
    await drain()
    const [reader] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
    return reader!
  }

  it('counts per address across newsletters, and a delivered mail starts the count again', async () => {
    await addReader('flaky@example.org', 'en')
    inbox.refuse.set('flaky@example.org', [550, 'Mailbox full for good'])
    expect(await issueFor('flaky@example.org', 'One')).toMatchObject({ hardBounces: 1 })
    expect(await issueFor('flaky@example.org', 'Two')).toMatchObject({ hardBounces: 2 })
    // The mailbox works again: the third newsletter arrives and the count goes back to zero.
    inbox.refuse.delete('flaky@example.org')
    expect(await issueFor('flaky@example.org', 'Three')).toMatchObject({
      hardBounces: 0,
      status: 'active',
    })
    // Two more refusals are two in a row, not four: still active.
    inbox.refuse.set('flaky@example.org', [553, 'Mailbox name not allowed'])
    await issueFor('flaky@example.org', 'Four')
    expect(await issueFor('flaky@example.org', 'Five')).toMatchObject({
      hardBounces: 2,
      status: 'active',
    })
    expect(await issueFor('flaky@example.org', 'Six')).toMatchObject({
      hardBounces: 3,
      status: 'inactive',
    })
    expect(inbox.received.map((mail) => mail.subject)).toEqual(['Three'])
  })

  it('a reader who unsubscribed while the refused mail was on its way stays unsubscribed', async () => {
    const reader = await addReader('leaving@example.org', 'en')
    await database.db
      .update(newsletterSubscribers)
      .set({ hardBounces: 2 })
      .where(eq(newsletterSubscribers.id, reader.id))
    inbox.refuse.set('leaving@example.org', [550, 'No such user'])
    // The one-click unsubscribe lands while the SMTP server is answering for this address.
    inbox.beforeAnswer = async () => {
      await database.db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed' })
        .where(eq(newsletterSubscribers.id, reader.id))
    }
    try {
      const after = await issueFor('leaving@example.org', 'Last')
      expect(after).toMatchObject({ hardBounces: 3, status: 'unsubscribed' })
    } finally {
      inbox.beforeAnswer = undefined
    }
  })
})

describe('the list of newsletters', () => {
  it('shows each newsletter with how far its sending got', async () => {
    await addReader('count@example.org', 'en')
    const [, created] = await create(WRITTEN)
    await schedule(created.data.id as string)
    await drain()
    const [status, body] = await api(newslettersApi.loader, ADMIN, '/api/v1/newsletters')
    expect(status).toBe(200)
    expect(body.data[0]).toMatchObject({
      subject: 'Spring news',
      status: 'sent',
      deliveries: { queued: 0, sending: 0, sent: 1, failed: 0 },
    })
  })
})

/** The admin page's loader or action as `auth`: its status and data (a redirect's location). */
async function adminPage(auth: AuthState, url: string, form?: Record<string, string>) {
  const request = new Request(new URL(url, ORIGIN), {
    method: form ? 'POST' : 'GET',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
          body: new URLSearchParams(form),
        }
      : {}),
  })
  const handler = (form ? adminNewsletter.action : adminNewsletter.loader) as (
    args: never,
  ) => unknown
  try {
    const result = (await handler({
      request,
      params: {},
      context: await contextFor(services, auth),
    } as never)) as Response | { type?: string; data?: Json; init?: { status?: number } } | Json
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('location'), data: {} as Json }
    if (result && typeof result === 'object' && result.type === 'DataWithResponseInit')
      return { status: result.init?.status ?? 200, location: null, data: result.data as Json }
    return { status: 200, location: null, data: result as Json }
  } catch (thrown) {
    const refusal = thrown as { init?: { status?: number }; data?: Json }
    if (refusal?.init?.status)
      return { status: refusal.init.status, location: null, data: refusal.data ?? {} }
    throw thrown
  }
}

describe('the admin page (/admin/newsletter)', () => {
  it('opens for editors (without the readers) and admins (with them) only', async () => {
    await addReader('listed@example.org', 'el')
    const answers = await roleMatrix(
      async (auth) => (await adminPage(auth, '/admin/newsletter')).status,
    )
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 200,
      admin: 200,
    })
    expect((await adminPage(EDITOR, '/admin/newsletter')).data.readers).toBeNull()
    const admin = await adminPage(ADMIN, '/admin/newsletter?q=listed')
    expect(admin.data.readers.active).toEqual({ en: 0, el: 1 })
    expect(admin.data.readers.rows.map((row: Json) => row.email)).toEqual(['listed@example.org'])
  })

  it('lets editors and admins start from the digest, write, test and send; nobody else', async () => {
    const answers = await roleMatrix(
      async (auth) => (await adminPage(auth, '/admin/newsletter?intent=digest', {})).status,
    )
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 302,
      admin: 302,
    })
    expect(await database.db.select().from(newsletters)).toHaveLength(2)

    const saved = await adminPage(EDITOR, '/admin/newsletter?intent=save', {
      subject: 'Winter',
      body: '<p>Winter news</p>',
      subject_el: 'Χειμώνας',
      body_el: '<p>Χειμερινά νέα</p>',
    })
    expect(saved.status).toBe(302)
    const id = new URL(saved.location!, ORIGIN).searchParams.get('edit')!
    const opened = await adminPage(EDITOR, `/admin/newsletter?edit=${id}`)
    expect(opened.data.editor.preview.el).toEqual({
      subject: 'Χειμώνας',
      body: '<p>Χειμερινά νέα</p>',
      inEnglishForGreekReader: false,
    })
    const tested = await adminPage(EDITOR, '/admin/newsletter?intent=test', { id })
    expect(tested.data.message).toBe('Both editions were sent to editor@example.org.')
    expect(inbox.received).toHaveLength(2)

    const badTime = await adminPage(EDITOR, '/admin/newsletter?intent=send', {
      id,
      when: 'at',
      send_at: '2020-01-01T10:00',
    })
    expect(badTime.status).toBe(400)
    expect(badTime.data.fields.send_at).toBe('Choose a date and time that has not passed.')
    const sent = await adminPage(EDITOR, '/admin/newsletter?intent=send', { id, when: 'now' })
    expect(sent.status).toBe(302)
    const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, id))
    expect(row!.status).toBe('scheduled')
    // Once scheduled it is no longer a draft: a change is refused, nothing changes.
    const late = await adminPage(EDITOR, '/admin/newsletter?intent=save', {
      id,
      subject: 'Changed',
      body: '<p>x</p>',
    })
    expect(late.status).toBe(409)
    const [after] = await database.db.select().from(newsletters).where(eq(newsletters.id, id))
    expect(after!.subject).toBe('Winter')
  })

  it('refuses bad input and unknown intents, changing nothing', async () => {
    const bad = await adminPage(EDITOR, '/admin/newsletter?intent=save', { subject: '', body: '' })
    expect(bad.status).toBe(400)
    expect(bad.data.fields).toEqual({
      subject: 'Enter a subject.',
      body: "Write the newsletter's text.",
    })
    expect((await adminPage(EDITOR, '/admin/newsletter?intent=test', { id: 'nope' })).status).toBe(
      404,
    )
    expect(
      (await adminPage(EDITOR, '/admin/newsletter?intent=send', { id: 'nope', when: 'now' }))
        .status,
    ).toBe(404)
    expect((await adminPage(EDITOR, '/admin/newsletter?intent=other', {})).status).toBe(400)
    expect(await database.db.select().from(newsletters)).toEqual([])
  })

  it('deletes a reader for admins only', async () => {
    const reader = await addReader('delete-me@example.org', 'en')
    const answers = await roleMatrix(async (auth, who) =>
      who === 'admin'
        ? 0
        : (await adminPage(auth, '/admin/newsletter?intent=delete-subscriber', { id: reader.id }))
            .status,
    )
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 0,
    })
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(1)
    expect(
      (await adminPage(ADMIN, '/admin/newsletter?intent=delete-subscriber', { id: 'bad' })).status,
    ).toBe(404)
    const deleted = await adminPage(ADMIN, '/admin/newsletter?intent=delete-subscriber', {
      id: reader.id,
      email: reader.email,
    })
    expect(deleted.data.message).toBe(
      'Deleted delete-me@example.org and everything kept about them.',
    )
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([])
  })
})
