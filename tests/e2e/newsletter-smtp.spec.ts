/**
 * The newsletter through a real SMTP server (tests/support/smtp-inbox.ts) and the built server
 * started here with SMTP_URL pointing at it, as a foundation runs it:
 *
 * - a visitor on a phone, in Greek, signs up from the footer, confirms from the mail the SMTP
 *   server received, gets the Greek digest an editor sends, and unsubscribes without signing in,
 *   by the one-click POST of List-Unsubscribe (RFC 8058) or by the link in the mail;
 * - a server killed (SIGKILL) halfway through a newsletter and started again on the same data
 *   directory sends every reader exactly one copy, and records each delivery as sent;
 * - a reader whose address the SMTP server refuses permanently (5xx) three times, once per
 *   newsletter, becomes inactive and gets no more.
 *
 * These tests start servers of their own, so they run in the operations project.
 */
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test'

import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../support/smtp-inbox'
import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import {
  copyOfTemplate,
  startE2eServer,
  storageStateFile,
  type RunningServer,
} from './support/e2e-server'
import { untilHydrated } from './support/test'

const PHONE = { width: 360, height: 740 }
const MAIL_FROM = 'Epilepsy Cyprus <news@example.org>'

/** The built server over `dataDir`, mailing through `inbox`. */
function startWithSmtp(dataDir: string, inbox: SmtpInbox, env: Record<string, string> = {}) {
  return startE2eServer(dataDir, {
    env: { SMTP_URL: inbox.url, MAIL_FROM, ...env },
    timeoutMs: 90_000,
  })
}

/** The mails the inbox received for `to` (so far). */
const mailsTo = (inbox: SmtpInbox, to: string) =>
  inbox.received.filter((mail) => mail.to.includes(to))

/** The one mail to `to` with `subject`, once the SMTP server has it. */
async function mailTo(inbox: SmtpInbox, to: string, subject: string): Promise<ReceivedMail> {
  await expect
    .poll(() => mailsTo(inbox, to).filter((mail) => mail.subject === subject).length, {
      timeout: 30_000,
    })
    .toBe(1)
  return mailsTo(inbox, to).find((mail) => mail.subject === subject)!
}

/** The first address in `text` that starts with `prefix`. */
function linkIn(text: string, prefix: string) {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const found = new RegExp(`${escaped}[^\\s<>"]+`).exec(text)?.[0]
  if (!found) throw new Error(`no link starting ${prefix} in: ${text}`)
  return found
}

/** The editor's API session on `server` (the session the setup project signed in). */
function editorApi(server: RunningServer): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: server.base,
    storageState: storageStateFile('editor'),
    extraHTTPHeaders: { origin: server.base },
  })
}

/** Writes a newsletter (English and Greek) through the API and sends it now; its id. */
async function sendNewsletter(api: APIRequestContext, subject: string): Promise<string> {
  const created = await api.post('/api/v1/newsletters', {
    data: {
      subject,
      body: `<p>${subject}: news of the foundation</p>`,
      subject_el: `${subject} (ελληνικά)`,
      body_el: `<p>${subject}: νέα του ιδρύματος</p>`,
    },
  })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { data: { id: string } }).data
  const sent = await api.post(`/api/v1/newsletters/${id}/send`, { data: {} })
  expect(sent.status()).toBe(202)
  return id
}

interface Deliveries {
  queued: number
  sending: number
  sent: number
  failed: number
}

/** A newsletter's status and how its deliveries stand, as the API reports them. */
async function progress(api: APIRequestContext, id: string) {
  const response = await api.get('/api/v1/newsletters')
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as {
    data: { id: string; status: string; deliveries: Deliveries }[]
  }
  const row = data.find((newsletter) => newsletter.id === id)
  if (!row) throw new Error(`newsletter ${id} is not listed`)
  return { status: row.status, ...row.deliveries }
}

/** Signs `email` up (the public API, in Greek or English) and confirms it from the mail received. */
async function subscribe(server: RunningServer, inbox: SmtpInbox, email: string, lang: string) {
  const signUp = await fetch(`${server.base}/api/v1/newsletter/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email, lang }),
  })
  expect(signUp.status).toBe(202)
  await expect.poll(() => mailsTo(inbox, email).length, { timeout: 30_000 }).toBe(1)
  const confirm = linkIn(mailsTo(inbox, email)[0]!.text, `${server.base}/newsletter/confirm?`)
  // The confirmation page's button: a form POST to the link's own address.
  const confirmed = await fetch(confirm, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
    body: '',
  })
  expect(confirmed.status).toBe(200)
}

const inboxes: SmtpInbox[] = []
test.afterEach(async () => {
  for (const inbox of inboxes.splice(0)) await inbox.close()
})
async function newInbox() {
  const inbox = await startSmtpInbox()
  inboxes.push(inbox)
  return inbox
}

test.describe.configure({ timeout: 150_000 })

test('a Greek reader on a phone subscribes, confirms and gets the digest by SMTP, then unsubscribes with one click', async ({
  browser,
}) => {
  const inbox = await newInbox()
  const server = await startWithSmtp(copyOfTemplate('newsletter-smtp'), inbox)
  try {
    const context = await browser.newContext({ baseURL: server.base, viewport: PHONE })
    const page = await context.newPage()
    // Two readers: one leaves by the mail program's one-click POST, one by the mail's link.
    const readers = ['anagnostria-ena@example.org', 'anagnostria-dyo@example.org']
    for (const email of readers) {
      await page.goto('/?lang=el')
      await untilHydrated(page)
      const form = page.getByRole('contentinfo').getByRole('form', { name: 'Ενημερωτικό δελτίο' })
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('Γλώσσα δελτίου').selectOption('el')
      await form.getByRole('button', { name: 'Εγγραφή' }).click()
      await expect(page).toHaveURL(/\/newsletter\?lang=el$/)
      await expect(page.getByRole('main').getByRole('status')).toContainText('Ευχαριστούμε!')

      const mail = await mailTo(
        inbox,
        email,
        'Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο της Epilepsy Cyprus',
      )
      expect(mail.to).toEqual([email])
      expect(mail.headers.get('from')).toBe(MAIL_FROM)
      expect(mail.headers.get('to')).toBe(email)
      // Nothing to unsubscribe from before the address is confirmed.
      expect(mail.headers.has('list-unsubscribe')).toBe(false)
      expect(mail.text).toContain('Γεια σας,')
      expect(mail.text).toContain('μέσα σε 7 ημέρες')
      const confirm = linkIn(mail.text, `${server.base}/newsletter/confirm?token=`)
      expect(new URL(confirm).searchParams.get('lang')).toBe('el')
      expect(mail.html).toContain(`href="${confirm.replace(/&/g, '&amp;')}"`)

      await page.goto(confirm)
      await untilHydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Επιβεβαιώστε την εγγραφή σας',
      )
      await expect(page.getByRole('main')).toContainText(email)
      await page.getByRole('button', { name: 'Επιβεβαίωση εγγραφής' }).click()
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        'Η εγγραφή σας επιβεβαιώθηκε.',
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      )
      await expectNoAxeViolations(page)
    }

    // An editor starts a newsletter from the digest of what's new and sends it now.
    const editorContext = await browser.newContext({ baseURL: server.base })
    const editor = await editorContext.newPage()
    await signInAs(editor, 'editor')
    await editor.goto('/admin/newsletter?lang=en')
    await untilHydrated(editor)
    await editor.getByRole('button', { name: "Start from what's new" }).click()
    await expect(editor.getByRole('article', { name: 'Greek edition' })).toContainText(
      'Τι νέο υπάρχει στην Epilepsy Cyprus',
    )
    await editor.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(editor.getByRole('main').getByRole('status')).toContainText(
      'The newsletter is scheduled',
    )
    await editorContext.close()

    const [first, second] = await Promise.all(
      readers.map((email) => mailTo(inbox, email, 'Τι νέο υπάρχει στην Epilepsy Cyprus')),
    )
    for (const [mail, email] of [
      [first!, readers[0]!],
      [second!, readers[1]!],
    ] as const) {
      expect(mail.headers.get('from')).toBe(MAIL_FROM)
      expect(mail.text).toContain('Δείτε τι νέο δημοσιεύθηκε στον ιστότοπό μας')
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      const header = /^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1]
      expect(header).toMatch(
        new RegExp(`^${server.base}/newsletter/unsubscribe\\?token=[\\w-]+&lang=el$`),
      )
      // The same address in the text, for readers whose mail program offers no button.
      expect(mail.text).toContain(`Διαγραφή: ${header}`)
      expect(mail.text).toContain('Αλλαγή γλώσσας: ')
      expect(mailsTo(inbox, email)).toHaveLength(2)
    }

    // First reader: the mail program's one-click POST to the header's address, no session,
    // no Origin (a mail program sends none).
    const oneClickUrl = /^<([^>]+)>$/.exec(first!.headers.get('list-unsubscribe')!)![1]!
    const oneClick = await fetch(oneClickUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    await page.goto(oneClickUrl)
    await expect(
      page.getByText('Αυτή η διεύθυνση δεν λαμβάνει το δελτίο αυτή τη στιγμή.'),
    ).toBeVisible()

    // Second reader: the link at the end of the mail, opened on the phone, one button.
    await page.goto(linkIn(second!.text, `${server.base}/newsletter/unsubscribe?token=`))
    await untilHydrated(page)
    await expect(page.getByRole('main')).toContainText(readers[1]!)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Διαγραφή', exact: true }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `Η διαγραφή σας ολοκληρώθηκε: δεν θα σταλεί άλλο δελτίο στη διεύθυνση ${readers[1]}.`,
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
    await context.close()

    // The next newsletter goes to neither.
    const api = await editorApi(server)
    const id = await sendNewsletter(api, 'After both left')
    await expect.poll(async () => (await progress(api, id)).status).toBe('sent')
    await api.dispose()
    for (const email of readers) expect(mailsTo(inbox, email)).toHaveLength(2)
  } finally {
    await server.stop()
  }
})

test('a server killed mid-send and started again sends every reader exactly one copy', async () => {
  const inbox = await newInbox()
  const dataDir = copyOfTemplate('newsletter-kill')
  // One mail a second: the server sleeps a second between two mails, so a kill right after a
  // mail was recorded lands between two sends, not in the middle of one.
  const env = { NEWSLETTER_RATE: '1' }
  const readers = Array.from({ length: 5 }, (_, i) => `kill-reader-${i}@example.org`)

  const first = await startWithSmtp(dataDir, inbox, env)
  for (const [i, email] of readers.entries())
    await subscribe(first, inbox, email, i % 2 ? 'en' : 'el')
  inbox.received.length = 0
  let api = await editorApi(first)
  const id = await sendNewsletter(api, 'Kill test')
  await expect
    .poll(async () => progress(api, id), { intervals: [20], timeout: 30_000 })
    .toMatchObject({ status: 'sending', sent: 2, sending: 0 })
  expect(await first.stop('SIGKILL')).toBeNull()
  await api.dispose()
  const beforeKill = inbox.received.length
  expect(beforeKill).toBe(2)

  const second = await startWithSmtp(dataDir, inbox, env)
  try {
    api = await editorApi(second)
    await expect
      .poll(async () => progress(api, id), { timeout: 30_000 })
      .toEqual({ status: 'sent', queued: 0, sending: 0, sent: readers.length, failed: 0 })
    await api.dispose()
    for (const email of readers) expect(mailsTo(inbox, email)).toHaveLength(1)
    expect(inbox.received).toHaveLength(readers.length)
    const greek = mailsTo(inbox, readers[0]!)[0]!
    expect(greek.subject).toBe('Kill test (ελληνικά)')
  } finally {
    await second.stop()
  }
})

test('an address the SMTP server refuses permanently three times becomes inactive', async () => {
  const inbox = await newInbox()
  const server = await startWithSmtp(copyOfTemplate('newsletter-bounce'), inbox)
  try {
    const bouncing = 'no-such-reader@example.org'
    const steady = 'steady-reader@example.org'
    await subscribe(server, inbox, bouncing, 'en')
    await subscribe(server, inbox, steady, 'en')
    // The SMTP server refuses the address from now on, as a mail server does for a mailbox
    // that was closed after the sign-up.
    inbox.refuse.set(bouncing, [550, 'No such user here'])
    const api = await editorApi(server)
    for (let round = 1; round <= 4; round += 1) {
      const id = await sendNewsletter(api, `Issue ${round}`)
      // Rounds 1-3 try the address and fail; the fourth no longer queues it.
      await expect
        .poll(async () => progress(api, id), { timeout: 30_000 })
        .toEqual({
          status: 'sent',
          queued: 0,
          sending: 0,
          sent: 1,
          failed: round <= 3 ? 1 : 0,
        })
    }
    await api.dispose()
    // The confirmation, then each issue once.
    expect(mailsTo(inbox, steady).map((mail) => mail.subject)).toEqual([
      'Confirm your subscription to the Epilepsy Cyprus newsletter',
      'Issue 1',
      'Issue 2',
      'Issue 3',
      'Issue 4',
    ])
    expect(mailsTo(inbox, bouncing)).toHaveLength(1)
  } finally {
    await server.stop()
  }
})
