/**
 * Newsletter sign-up with double opt-in, on a real database: the API and the forms' page answer
 * the same whether the address is new or known, mail a confirmation link (valid 7 days) and
 * nothing else, record the consent, are rate-limited; the confirmation page confirms on its
 * button only; the unsubscribe page unsubscribes with one click (RFC 8058) and changes the
 * language; the admins' list, export and deletion, with every role and bad input.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { authRateLimits, mailOutbox, newsletterSubscribers } from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import { listOutbox } from '~/domain/mail-outbox.server'
import { createLogger } from '~/logger.server'
import * as subscriptionsApi from '~/routes/api/newsletter-subscriptions'
import * as subscribersApi from '~/routes/api/newsletter-subscribers'
import * as subscriberApi from '~/routes/api/newsletter-subscriber'
import * as signUpPage from '~/routes/newsletter/sign-up'
import * as confirmPage from '~/routes/newsletter/confirm'
import * as managePage from '~/routes/newsletter/manage'
import {
  ADMIN,
  ANONYMOUS,
  callRoute,
  contentApi,
  contextFor,
  ORIGIN,
  roleMatrix,
  type Json,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = {
    config: parseConfig({ NODE_ENV: 'test', BASE_URL: ORIGIN, AUTH_RATE_LIMIT: '5' }),
    database,
    logger: createLogger('silent'),
  }
})
afterAll(async () => {
  await database?.destroy()
})
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers)
  await database.db.delete(mailOutbox)
  await database.db.delete(authRateLimits)
})

const api = contentApi(() => services, { headers: { origin: ORIGIN } })

function subscribe(
  body: unknown,
  options: { lang?: 'en' | 'el'; ip?: string; auth?: AuthState } = {},
) {
  return api(
    subscriptionsApi.action,
    options.auth ?? ANONYMOUS,
    '/api/v1/newsletter/subscriptions',
    {
      method: 'POST',
      body,
      lang: options.lang,
      ip: options.ip,
    },
  )
}

async function readers() {
  return database.db.select().from(newsletterSubscribers)
}

/** The confirmation link of the newest mail to `email`. */
async function confirmLink(email: string) {
  const [mail] = (await listOutbox(database.db, 50)).filter((m) => m.recipient === email)
  const link = /https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no confirmation link for ${email}`)
  return new URL(link)
}

type PageResult = { data: Json; status: number }

/** Calls a page's loader or action as React Router would; answers its data and status. */
async function page(
  handler: (args: never) => unknown,
  url: string,
  options: {
    method?: string
    form?: Record<string, string>
    lang?: 'en' | 'el'
    auth?: AuthState
  } = {},
): Promise<PageResult> {
  const request = new Request(new URL(url, ORIGIN), {
    method: options.method ?? 'GET',
    ...(options.form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
          body: new URLSearchParams(options.form),
        }
      : {}),
  })
  const result = (await handler({
    request,
    params: {},
    context: await contextFor(services, options.auth ?? ANONYMOUS, { lang: options.lang }),
  } as never)) as { init?: { status?: number }; data?: Json; type?: string } | Json
  if (
    result &&
    typeof result === 'object' &&
    'type' in result &&
    result.type === 'DataWithResponseInit'
  )
    return {
      data: result.data as Json,
      status: (result.init as { status?: number })?.status ?? 200,
    }
  return { data: result as Json, status: 200 }
}

describe('POST /api/v1/newsletter/subscriptions', () => {
  it('records a pending reader with the consent and mails only a confirmation link, valid 7 days', async () => {
    const before = Date.now()
    const [status, body] = await subscribe(
      { email: ' Eleni@Example.org ', lang: 'el', name: 'Ελένη' },
      { lang: 'el' },
    )
    expect(status).toBe(202)
    expect(body.message).toMatch(/Ευχαριστούμε/)
    const [reader] = await readers()
    expect(reader).toMatchObject({
      email: 'eleni@example.org',
      lang: 'el',
      name: 'Ελένη',
      status: 'pending',
      consentSource: 'api',
      consentWording:
        'Θα λάβετε σύνδεσμο επιβεβαίωσης· τη διεύθυνσή σας τη χρησιμοποιούμε μόνο για το δελτίο.',
      confirmedAt: null,
    })
    const days = (reader!.confirmExpiresAt!.getTime() - before) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)
    const mails = await listOutbox(database.db)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      recipient: 'eleni@example.org',
      subject: 'Επιβεβαιώστε την εγγραφή σας στο ενημερωτικό δελτίο της Epilepsy Cyprus',
    })
    const link = await confirmLink('eleni@example.org')
    expect(link.origin).toBe(ORIGIN)
    expect(link.searchParams.get('lang')).toBe('el')
    // Only the hash of the link's token is kept.
    expect(reader!.confirmTokenHash).not.toContain(link.searchParams.get('token'))
  })

  it('answers the same for a known address: a pending one gets a new link, an active one nothing', async () => {
    const [, first] = await subscribe({ email: 'known@example.org', lang: 'en' })
    const [again, second] = await subscribe({ email: 'known@example.org', lang: 'en' })
    expect(again).toBe(202)
    expect(second).toEqual(first)
    expect(await listOutbox(database.db)).toHaveLength(2)
    const link = await confirmLink('known@example.org')
    expect(
      (await page(confirmPage.action, link.pathname + link.search, { method: 'POST', form: {} }))
        .data,
    ).toEqual({
      confirmed: true,
    })
    const [active, third] = await subscribe({ email: 'known@example.org', lang: 'el' })
    expect(active).toBe(202)
    expect(third).toEqual(first)
    expect(await listOutbox(database.db)).toHaveLength(2)
    const [reader] = await readers()
    expect(reader).toMatchObject({ status: 'active', lang: 'en' })
  })

  it('answers 202 to every caller, signed in or not', async () => {
    const answers = await roleMatrix(async (auth, who) => {
      const [status] = await subscribe({ email: `${who}-reader@example.org`, lang: 'en' }, { auth })
      return status
    })
    expect(answers).toEqual({
      anonymous: 202,
      user: 202,
      author: 202,
      reviewer: 202,
      editor: 202,
      admin: 202,
    })
  })

  it('refuses bad input with a message per field and stores and mails nothing', async () => {
    const [status, body] = await subscribe({ email: 'nope', lang: 'fr', name: 'x'.repeat(101) })
    expect(status).toBe(400)
    expect(body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        email: 'Enter a valid e-mail address, like name@example.com.',
        lang: 'Choose English or Greek.',
        name: 'The name can be at most 100 characters long.',
      },
    })
    const [missing, missingBody] = await subscribe({})
    expect(missing).toBe(400)
    expect(missingBody.error.fields.email).toBe('Enter your e-mail address.')
    const [notJson] = await api(
      subscriptionsApi.action,
      ANONYMOUS,
      '/api/v1/newsletter/subscriptions',
      {
        method: 'POST',
        rawBody: 'email=a@b.cy',
        contentType: 'application/x-www-form-urlencoded',
      },
    )
    expect(notJson).toBe(415)
    const [notObject] = await subscribe(['a@b.cy'])
    expect(notObject).toBe(400)
    const [wrongMethod] = await api(
      subscriptionsApi.loader,
      ANONYMOUS,
      '/api/v1/newsletter/subscriptions',
    )
    expect(wrongMethod).toBe(405)
    expect(await readers()).toEqual([])
    expect(await listOutbox(database.db)).toEqual([])
  })

  it('refuses another site’s page (cross-site write)', async () => {
    const [status] = await api(
      subscriptionsApi.action,
      ANONYMOUS,
      '/api/v1/newsletter/subscriptions',
      {
        method: 'POST',
        body: { email: 'a@b.cy', lang: 'en' },
        headers: { origin: 'https://evil.example' },
      },
    )
    expect(status).toBe(403)
    expect(await readers()).toEqual([])
  })

  it('is rate-limited per address like sign-in, and per IP address three times as much', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (
          await subscribe({ email: 'many@example.org', lang: 'en' }, { ip: `203.0.113.${attempt}` })
        )[0],
      ).toBe(202)
    const [status, body] = await subscribe(
      { email: 'many@example.org', lang: 'en' },
      { ip: '203.0.113.99' },
    )
    expect(status).toBe(429)
    expect(body.error.code).toBe('rate_limited')
    expect(body.error.message).toMatch(/Please wait \d+ minutes/)
    expect(await listOutbox(database.db)).toHaveLength(5)

    for (let attempt = 0; attempt < 15; attempt += 1)
      expect(
        (
          await subscribe(
            { email: `ip-${attempt}@example.org`, lang: 'en' },
            { ip: '198.51.100.1' },
          )
        )[0],
      ).toBe(202)
    expect(
      (await subscribe({ email: 'ip-last@example.org', lang: 'en' }, { ip: '198.51.100.1' }))[0],
    ).toBe(429)
  })
})

describe('the sign-up form (/newsletter)', () => {
  it('takes the footer’s plain form post and records which form and wording', async () => {
    const result = await page(signUpPage.action, '/newsletter?lang=en', {
      method: 'POST',
      form: { source: 'footer', email: 'footer@example.org', lang: 'el', name: '' },
    })
    expect(result.status).toBe(200)
    expect(result.data).toMatchObject({ outcome: 'accepted' })
    expect(result.data.message).toMatch(/within 7 days/)
    const [reader] = await readers()
    expect(reader).toMatchObject({
      email: 'footer@example.org',
      lang: 'el',
      name: null,
      consentSource: 'footer',
      consentWording:
        'We will e-mail you a link to confirm, and use your address only for this newsletter.',
    })
    // The mail is in the language chosen for the newsletter, not the page's.
    expect((await listOutbox(database.db))[0]!.subject).toMatch(/^Επιβεβαιώστε/)
  })

  it('shows the errors and keeps the values of a refused form; an unknown form counts as the page’s', async () => {
    const result = await page(signUpPage.action, '/newsletter', {
      method: 'POST',
      form: { source: 'elsewhere', email: 'bad', lang: 'en', name: 'Ann' },
    })
    expect(result.status).toBe(400)
    expect(result.data).toEqual({
      outcome: 'invalid',
      errors: { email: 'Enter a valid e-mail address, like name@example.com.' },
      defaults: { email: 'bad', name: 'Ann', lang: 'en' },
    })
    await page(signUpPage.action, '/newsletter', {
      method: 'POST',
      form: { source: 'elsewhere', email: 'ok@example.org', lang: 'en' },
    })
    expect((await readers())[0]!.consentSource).toBe('newsletter-page')
  })
})

describe('the /newsletter page of a signed-in person (from the profile)', () => {
  const MEMBER: AuthState = {
    user: { id: 'm1', email: 'Member@Example.org', name: 'Member', emailVerified: true },
    role: 'user',
    isAdmin: false,
  }
  const UNVERIFIED: AuthState = {
    ...MEMBER,
    user: { ...MEMBER.user!, emailVerified: false },
  }
  const open = (auth: AuthState) => page(signUpPage.loader, '/newsletter', { auth })
  /** The Cache-Control the page's loader asks for (none: the site's default for the page). */
  async function cacheControl(auth: AuthState) {
    const result = (await signUpPage.loader({
      request: new Request(new URL('/newsletter', ORIGIN)),
      params: {},
      context: await contextFor(services, auth),
    } as never)) as { init?: { headers?: HeadersInit } }
    return new Headers(result.init?.headers).get('Cache-Control')
  }

  it('tells visitors nothing about anyone and lets caches keep the page', async () => {
    const visitor = await open(ANONYMOUS)
    expect(visitor.data.account).toBeNull()
    expect(await cacheControl(ANONYMOUS)).toBeNull()
  })

  it('fills in the address of an account that does not receive the newsletter', async () => {
    const result = await open(MEMBER)
    expect(result.data.account).toEqual({ email: 'Member@Example.org', status: 'none' })
    expect(await cacheControl(MEMBER)).toBe('private, no-store')
  })

  it('says a sign-up waits for its confirmation, and gives an active reader the preferences link', async () => {
    const [status] = await subscribe({ email: 'member@example.org', lang: 'el' })
    expect(status).toBe(202)
    expect((await open(MEMBER)).data.account).toEqual({
      email: 'Member@Example.org',
      status: 'pending',
    })
    const link = await confirmLink('member@example.org')
    await page(confirmPage.action, `${link.pathname}${link.search}`, { method: 'POST', form: {} })
    const { account } = (await open(MEMBER)).data
    const [reader] = await readers()
    expect(account).toEqual({
      email: 'Member@Example.org',
      status: 'active',
      lang: 'el',
      preferences: `/newsletter/preferences?token=${reader!.token}&lang=el`,
    })
    // The link opens the reader's own page, as the one at the end of a newsletter does.
    const preferences = await page(managePage.loader, account.preferences)
    expect(preferences.data.reader).toEqual({
      email: 'member@example.org',
      lang: 'el',
      active: true,
    })
  })

  it('gives an unverified account no secret and no status: only its address in the form', async () => {
    await subscribe({ email: 'member@example.org', lang: 'en' })
    const link = await confirmLink('member@example.org')
    await page(confirmPage.action, `${link.pathname}${link.search}`, { method: 'POST', form: {} })
    expect((await readers())[0]!.status).toBe('active')
    expect((await open(UNVERIFIED)).data.account).toEqual({
      email: 'Member@Example.org',
      status: 'none',
    })
  })
})

describe('confirmation', () => {
  it('confirms on the button, not on opening the link, and the link works once', async () => {
    await subscribe({ email: 'confirm@example.org', lang: 'en' })
    const link = await confirmLink('confirm@example.org')
    const url = link.pathname + link.search
    const opened = await page(confirmPage.loader, url)
    expect(opened.data.pending).toEqual({ email: 'confirm@example.org', lang: 'en' })
    expect((await readers())[0]!.status).toBe('pending')
    const confirmed = await page(confirmPage.action, url, { method: 'POST', form: {} })
    expect(confirmed.data).toEqual({ confirmed: true })
    const [reader] = await readers()
    expect(reader).toMatchObject({ status: 'active', confirmTokenHash: null })
    expect(reader!.confirmedAt).toBeInstanceOf(Date)
    const again = await page(confirmPage.action, url, { method: 'POST', form: {} })
    expect(again).toEqual({ status: 400, data: { confirmed: false } })
    expect((await page(confirmPage.loader, url)).data.pending).toBeNull()
  })

  it('refuses a link older than 7 days and a made-up one', async () => {
    await subscribe({ email: 'late@example.org', lang: 'en' })
    const link = await confirmLink('late@example.org')
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, 'late@example.org'))
    const url = link.pathname + link.search
    expect((await page(confirmPage.loader, url)).data.pending).toBeNull()
    expect((await page(confirmPage.action, url, { method: 'POST', form: {} })).status).toBe(400)
    expect(
      (
        await page(confirmPage.action, '/newsletter/confirm?token=made-up', {
          method: 'POST',
          form: {},
        })
      ).status,
    ).toBe(400)
    expect(
      (await page(confirmPage.action, '/newsletter/confirm', { method: 'POST', form: {} })).status,
    ).toBe(400)
    expect((await readers())[0]!.status).toBe('pending')
  })
})

async function activeReader(email: string, lang: 'en' | 'el' = 'en') {
  await subscribe({ email, lang })
  const link = await confirmLink(email)
  await page(confirmPage.action, link.pathname + link.search, { method: 'POST', form: {} })
  const [row] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
  return row!
}

describe('unsubscribe and preferences', () => {
  it('unsubscribes with a one-click POST (RFC 8058) without sign-in, and again changes nothing', async () => {
    const reader = await activeReader('leaving@example.org')
    const url = `/newsletter/unsubscribe?token=${reader.token}&lang=en`
    expect((await page(managePage.loader, url)).data.reader).toEqual({
      email: 'leaving@example.org',
      lang: 'en',
      active: true,
    })
    const result = await page(managePage.action, url, {
      method: 'POST',
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(result.data).toEqual({ done: 'unsubscribed', email: 'leaving@example.org' })
    const [row] = await readers()
    expect(row).toMatchObject({ status: 'unsubscribed' })
    expect(row!.unsubscribedAt).toBeInstanceOf(Date)
    const again = await page(managePage.action, url, {
      method: 'POST',
      form: { intent: 'unsubscribe' },
    })
    expect(again.data).toEqual({ done: 'unsubscribed', email: 'leaving@example.org' })
    expect((await page(managePage.loader, url)).data.reader.active).toBe(false)
  })

  it('changes the language by the preferences link; refuses a bad language or link', async () => {
    const reader = await activeReader('prefs@example.org')
    const url = `/newsletter/preferences?token=${reader.token}`
    const saved = await page(managePage.action, url, {
      method: 'POST',
      form: { intent: 'language', lang: 'el' },
    })
    expect(saved.data).toEqual({ done: 'language', lang: 'el' })
    expect((await readers())[0]).toMatchObject({ lang: 'el', status: 'active' })
    const bad = await page(managePage.action, url, {
      method: 'POST',
      form: { intent: 'language', lang: 'fr' },
    })
    expect(bad.status).toBe(400)
    const unknown = await page(managePage.action, '/newsletter/preferences?token=nope', {
      method: 'POST',
      form: { intent: 'language', lang: 'en' },
    })
    expect(unknown.status).toBe(404)
    const unknownUnsubscribe = await page(managePage.action, '/newsletter/unsubscribe?token=nope', {
      method: 'POST',
      form: {},
    })
    expect(unknownUnsubscribe.status).toBe(404)
    expect((await page(managePage.loader, '/newsletter/unsubscribe')).data.reader).toBeNull()
    expect((await readers())[0]).toMatchObject({ lang: 'el', status: 'active' })
  })

  it('a reader who unsubscribed signs up again through a new confirmation', async () => {
    const reader = await activeReader('back@example.org')
    await page(managePage.action, `/newsletter/unsubscribe?token=${reader.token}`, {
      method: 'POST',
      form: {},
    })
    await subscribe({ email: 'back@example.org', lang: 'el' })
    expect((await readers())[0]).toMatchObject({ status: 'pending', lang: 'el' })
    const link = await confirmLink('back@example.org')
    await page(confirmPage.action, link.pathname + link.search, { method: 'POST', form: {} })
    expect((await readers())[0]).toMatchObject({ status: 'active', unsubscribedAt: null })
  })
})

describe('the admins’ list of readers', () => {
  it('is for admins only', async () => {
    const answers = await roleMatrix(async (auth) => {
      const response = await callRoute(
        services,
        subscribersApi.loader,
        auth,
        '/api/v1/newsletter/subscribers',
      )
      return response.status
    })
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 200,
    })
  })

  it('lists readers with their consent, counts the active ones per language, searches and exports CSV', async () => {
    await activeReader('anna@example.org', 'el')
    await activeReader('bob@example.org', 'en')
    await subscribe({ email: 'pending@example.org', lang: 'el' })
    const [status, body] = await api(subscribersApi.loader, ADMIN, '/api/v1/newsletter/subscribers')
    expect(status).toBe(200)
    expect(body.meta).toEqual({ total: 3, active: { en: 1, el: 1 } })
    expect(body.data.map((row: Json) => [row.email, row.status])).toEqual([
      ['anna@example.org', 'active'],
      ['bob@example.org', 'active'],
      ['pending@example.org', 'pending'],
    ])
    expect(body.data[0]).toMatchObject({ consent_source: 'api', lang: 'el' })
    expect(body.data[0]).not.toHaveProperty('token')
    const [, found] = await api(
      subscribersApi.loader,
      ADMIN,
      '/api/v1/newsletter/subscribers?q=BOB',
    )
    expect(found.data.map((row: Json) => row.email)).toEqual(['bob@example.org'])
    const [, none] = await api(subscribersApi.loader, ADMIN, '/api/v1/newsletter/subscribers?q=%25')
    expect(none.data).toEqual([])
    const csv = await callRoute(
      services,
      subscribersApi.loader,
      ADMIN,
      '/api/v1/newsletter/subscribers?format=csv',
    )
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^anna@example\.org,,el,active,api,/)
    const [post] = await api(subscribersApi.action, ADMIN, '/api/v1/newsletter/subscribers', {
      method: 'POST',
      body: {},
    })
    expect(post).toBe(405)
  })

  it('deletes a reader and all about them on request: admins only; unknown or bad ids are 404', async () => {
    const reader = await activeReader('forget@example.org')
    const path = `/api/v1/newsletter/subscribers/${reader.id}`
    const answers = await roleMatrix(async (auth, who) => {
      if (who === 'admin') return 0
      const [status] = await api(subscriberApi.action, auth, path, {
        method: 'DELETE',
        params: { id: reader.id },
      })
      return status
    })
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 0,
    })
    expect(await readers()).toHaveLength(1)
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const [status, body] = await api(
        subscriberApi.action,
        ADMIN,
        `/api/v1/newsletter/subscribers/${id}`,
        {
          method: 'DELETE',
          params: { id },
        },
      )
      expect(status).toBe(404)
      expect(body.error.message).toBe('No such subscriber.')
    }
    expect(await readers()).toHaveLength(1)
    const response = await callRoute(services, subscriberApi.action, ADMIN, path, {
      method: 'DELETE',
      params: { id: reader.id },
      headers: { origin: ORIGIN },
    })
    expect(response.status).toBe(204)
    expect(await readers()).toEqual([])
  })
})
