/**
 * The JSON API of events, news and stories (docs/api.md) against a real database, for anonymous
 * callers, signed-in non-admins and admins: reads, writes, validation, errors, the contact-number
 * rule, the older story delete addresses and the sanitiser on stored HTML.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { createLogger } from '~/logger.server'
import { todayInCyprus } from '~/lib/dates'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as legacyStory from '~/routes/api/legacy-story-item'
import * as audit from '~/routes/api/audit'
import * as auditPage from '~/routes/admin/audit'
import { ADMIN, ANONYMOUS, callRoute, USER, type CallOptions } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services
const today = todayInCyprus()
const future = (() => {
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 30)
  return d.toISOString().slice(0, 10)
})()

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

/** As the router matches /api/v1/:kind/...: the kind segment becomes a route param. */
function kindParamOf(path: string): Record<string, string> {
  const match = /^\/api\/v1\/([^/?]+)/.exec(path)
  return match ? { kind: match[1]! } : {}
}

async function api(
  handler: (args: never) => Promise<Response> | Response,
  auth: AuthState,
  path: string,
  options: CallOptions = {},
) {
  const response = await callRoute(services, handler as never, auth, path, {
    ...options,
    params: { ...kindParamOf(path), ...options.params },
  })
  return [response.status, (await response.json()) as Json, response] as const
}

async function count(table: 'events' | 'news' | 'stories') {
  return rowsOf<{ n: number }>(
    await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)),
  )[0]!.n
}

const VALID = {
  events: {
    title: 'Beach clean-up',
    title_el: 'Καθαρισμός παραλίας',
    date: future,
    time: '09:30',
    location: 'Larnaca',
    capacity: 40,
    contact_number: '+357 99 000 000',
    tags: ['outdoors'],
  },
  news: {
    title: 'New clinic hours',
    date: '2026-01-15',
    content: '<p>From <strong>March</strong>.</p>',
    featured: true,
  },
  stories: { title: 'My first marathon', date: future, content: '<p>I ran.</p>', featured: true },
} as const

const ADMIN_DELETE_MESSAGE = {
  events: 'You must be an admin to delete events.',
  news: 'You must be an admin to delete news.',
  stories: 'You must be an admin to delete stories.',
}
const ADMIN_EDIT_MESSAGE = {
  events: 'You must be an admin to edit events.',
  news: 'You must be an admin to edit news.',
  stories: 'You must be an admin to edit stories.',
}

describe(`content API (${testDbKind})`, () => {
  for (const kind of ['events', 'news', 'stories'] as const) {
    describe(kind, () => {
      it('lists with ?category= and ?limit=, and refuses bad query values', async () => {
        const [status, body] = await api(collection.loader, ANONYMOUS, `/api/v1/${kind}?limit=2`)
        expect(status).toBe(200)
        expect(body.data).toHaveLength(2)
        const category = body.data[0].category
        const [, filtered] = await api(
          collection.loader,
          ANONYMOUS,
          `/api/v1/${kind}?category=${category}`,
        )
        expect(filtered.data.length).toBeGreaterThan(0)
        expect(filtered.data.every((x: Json) => x.category === category)).toBe(true)
        const [bad, error] = await api(
          collection.loader,
          ANONYMOUS,
          `/api/v1/${kind}?category=nope&limit=9999`,
        )
        expect(bad).toBe(400)
        expect(error.error.code).toBe('validation_failed')
        expect(Object.keys(error.error.fields)).toEqual(['category', 'limit'])
      })

      it('refuses writes from anonymous callers (401) and non-admins (403), changing nothing', async () => {
        const before = await count(kind)
        const [anonStatus, anon] = await api(collection.action, ANONYMOUS, `/api/v1/${kind}`, {
          method: 'POST',
          body: VALID[kind],
        })
        expect(anonStatus).toBe(401)
        expect(anon.error).toMatchObject({
          code: 'unauthorized',
          message: 'You must be logged in.',
        })
        const [userStatus, user] = await api(collection.action, USER, `/api/v1/${kind}`, {
          method: 'POST',
          body: VALID[kind],
        })
        expect(userStatus).toBe(403)
        expect(user.error.code).toBe('forbidden')
        expect(await count(kind)).toBe(before)

        const [, list] = await api(collection.loader, ANONYMOUS, `/api/v1/${kind}?limit=1`)
        const id = list.data[0].id
        const [patchStatus, patch] = await api(item.action, USER, `/api/v1/${kind}/${id}`, {
          method: 'PATCH',
          body: { title: 'Hacked' },
          params: { id },
        })
        expect(patchStatus).toBe(403)
        expect(patch.error.message).toBe(ADMIN_EDIT_MESSAGE[kind])
        const [deleteStatus, del] = await api(item.action, USER, `/api/v1/${kind}/${id}`, {
          method: 'DELETE',
          params: { id },
        })
        expect(deleteStatus).toBe(403)
        expect(del.error.message).toBe(ADMIN_DELETE_MESSAGE[kind])
        const [anonDelete, anonDel] = await api(item.action, ANONYMOUS, `/api/v1/${kind}/${id}`, {
          method: 'DELETE',
          params: { id },
        })
        expect(anonDelete).toBe(401)
        expect(anonDel.error.message).toBe('You must be logged in.')
        const [, still] = await api(item.loader, ANONYMOUS, `/api/v1/${kind}/${id}`, {
          params: { id },
        })
        expect(still.data.title).not.toBe('Hacked')
        expect(await count(kind)).toBe(before)
      })

      it('creates, reads, patches and deletes for an admin', async () => {
        const [status, created, response] = await api(collection.action, ADMIN, `/api/v1/${kind}`, {
          method: 'POST',
          body: VALID[kind],
        })
        expect(status).toBe(201)
        const id = created.data.id as string
        expect(response.headers.get('location')).toBe(`/api/v1/${kind}/${id}`)
        expect(created.data.title).toBe(VALID[kind].title)
        expect(created.data.likes_count).toBe(0)
        // A new news post or story is never featured (an admin features it by editing it); a story
        // gets '5 min read'.
        if (kind !== 'events') expect(created.data.featured).toBe(false)
        if (kind === 'stories') expect(created.data.read_time).toBe('5 min read')
        if (kind === 'events')
          expect(created.data).toMatchObject({ cost: 'Free', category: 'education', capacity: 40 })

        const [patchStatus, patched] = await api(item.action, ADMIN, `/api/v1/${kind}/${id}`, {
          method: 'PATCH',
          body: { title: 'Renamed', featured: true },
          params: { id },
        })
        expect(patchStatus).toBe(200)
        expect(patched.data).toMatchObject({ title: 'Renamed', featured: true })
        if (kind === 'stories') expect(patched.data.read_time).toBe('5 min read')

        const [deleteStatus] = await api(item.action, ADMIN, `/api/v1/${kind}/${id}`, {
          method: 'DELETE',
          params: { id },
        })
        expect(deleteStatus).toBe(200)
        const [gone] = await api(item.loader, ANONYMOUS, `/api/v1/${kind}/${id}`, {
          params: { id },
        })
        expect(gone).toBe(404)
        const [again] = await api(item.action, ADMIN, `/api/v1/${kind}/${id}`, {
          method: 'DELETE',
          params: { id },
        })
        expect(again).toBe(404)
      })

      it('answers 400 with per-field messages for bad input, in the caller language, and stores nothing', async () => {
        const before = await count(kind)
        const [status, body] = await api(collection.action, ADMIN, `/api/v1/${kind}`, {
          method: 'POST',
          body: {
            title: '',
            date: 'yesterday',
            category: 'x',
            tags: 'a'.repeat(41),
            image_url: 'javascript:alert(1)',
          },
        })
        expect(status).toBe(400)
        expect(body.error.code).toBe('validation_failed')
        expect(body.error.fields).toMatchObject({
          title: 'Title is required: give it in English, in Greek or in both.',
          date: 'Please enter a valid date.',
          category: 'Please choose one of the listed categories.',
          tags: 'Use at most 20 tags of up to 40 characters each.',
          image_url: 'This image cannot be used. Please upload it again.',
        })
        const [, greek] = await api(collection.action, ADMIN, `/api/v1/${kind}`, {
          method: 'POST',
          body: { date: future },
          lang: 'el',
        })
        expect(greek.error.fields.title).toBe(
          'Ο τίτλος είναι υποχρεωτικός: γράψτε τον στα αγγλικά, στα ελληνικά ή και στα δύο.',
        )
        expect(await count(kind)).toBe(before)
      })

      it('answers 404, 415, 400 and 413 for unknown ids and bad bodies', async () => {
        const unknown = '00000000-0000-4000-8000-000000000000'
        expect(
          (
            await api(item.loader, ANONYMOUS, `/api/v1/${kind}/${unknown}`, {
              params: { id: unknown },
            })
          )[0],
        ).toBe(404)
        expect(
          (
            await api(item.loader, ANONYMOUS, `/api/v1/${kind}/not-a-uuid`, {
              params: { id: 'not-a-uuid' },
            })
          )[0],
        ).toBe(404)
        expect(
          (
            await api(item.action, ADMIN, `/api/v1/${kind}/${unknown}`, {
              method: 'PATCH',
              body: { title: 'x' },
              params: { id: unknown },
            })
          )[0],
        ).toBe(404)
        const [typeStatus, type] = await api(collection.action, ADMIN, `/api/v1/${kind}`, {
          method: 'POST',
          rawBody: 'title=x',
          contentType: 'application/x-www-form-urlencoded',
        })
        expect(typeStatus).toBe(415)
        expect(type.error.code).toBe('unsupported_media_type')
        expect(
          (
            await api(collection.action, ADMIN, `/api/v1/${kind}`, {
              method: 'POST',
              rawBody: '{"title":',
            })
          )[0],
        ).toBe(400)
        expect(
          (
            await api(collection.action, ADMIN, `/api/v1/${kind}`, {
              method: 'POST',
              rawBody: '[1,2]',
            })
          )[0],
        ).toBe(400)
        const [bigStatus, big] = await api(collection.action, ADMIN, `/api/v1/${kind}`, {
          method: 'POST',
          rawBody: JSON.stringify({ title: 'x'.repeat(1_100_000) }),
        })
        expect(bigStatus).toBe(413)
        expect(big.error.code).toBe('payload_too_large')
      })
    })
  }

  it('refuses a write sent from another site', async () => {
    const [status] = await api(collection.action, ADMIN, '/api/v1/news', {
      method: 'POST',
      body: VALID.news,
      headers: { origin: 'https://evil.example', host: 'site.test' },
    })
    expect(status).toBe(403)
  })

  it('validates event rules: date and time, 15-minute steps, capacity, contact number, registration link', async () => {
    const [status, body] = await api(collection.action, ADMIN, '/api/v1/events', {
      method: 'POST',
      body: {
        title: 'x',
        time: '10:10',
        capacity: -1,
        contact_number: 'call me',
        registration_link: 'ftp://x.example',
      },
    })
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      date: 'Date and time are required.',
      time: 'Please choose a time in 15-minute steps, from 00:00 to 23:45.',
      capacity: 'Enter a whole number of 0 or more, or leave it empty for unlimited.',
      contact_number: 'Use only digits, spaces, hyphens and + (at most 30 characters).',
      registration_link: 'Enter a web address starting with http:// or https://.',
    })
    const [pastStatus, past] = await api(collection.action, ADMIN, '/api/v1/events', {
      method: 'POST',
      body: { title: 'x', date: '2020-01-01', time: '10:00' },
    })
    expect(pastStatus).toBe(400)
    expect(past.error.fields.date).toBe(
      'The date cannot be in the past. Please choose today or a later day.',
    )
  })

  it('never gives the contact number to a non-admin, in lists or single reads', async () => {
    for (const auth of [ANONYMOUS, USER]) {
      const [, list] = await api(collection.loader, auth, '/api/v1/events')
      expect(list.data.length).toBeGreaterThan(0)
      expect(list.data.every((e: Json) => !('contact_number' in e))).toBe(true)
      const id = list.data[0].id
      const [, one] = await api(item.loader, auth, `/api/v1/events/${id}`, { params: { id } })
      expect('contact_number' in one.data).toBe(false)
      expect(JSON.stringify(one)).not.toContain('+357 22 000 000')
    }
    const [, adminList] = await api(collection.loader, ADMIN, '/api/v1/events')
    expect(adminList.data.some((e: Json) => typeof e.contact_number === 'string')).toBe(true)
  })

  it('keeps the older story delete addresses, with the same checks', async () => {
    const [, created] = await api(collection.action, ADMIN, '/api/v1/stories', {
      method: 'POST',
      body: VALID.stories,
    })
    const id = created.data.id as string
    const [anon, anonBody] = await api(
      legacyStory.action,
      ANONYMOUS,
      `/functions/v1/content-api/stories/${id}`,
      { method: 'DELETE', params: { id } },
    )
    expect(anon).toBe(401)
    expect(anonBody.error.message).toBe('You must be logged in.')
    const [user, userBody] = await api(legacyStory.action, USER, `/content-api/stories/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    expect(user).toBe(403)
    expect(userBody.error.message).toBe('You must be an admin to delete stories.')
    const [ok] = await api(legacyStory.action, ADMIN, `/functions/v1/content-api/stories/${id}`, {
      method: 'DELETE',
      params: { id },
    })
    expect(ok).toBe(200)
    expect(
      (await api(item.loader, ANONYMOUS, `/api/v1/stories/${id}`, { params: { id } }))[0],
    ).toBe(404)
  })

  it('sanitises stored rich text and keeps plain text as text', async () => {
    const payload =
      '<p>Hi</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/embed/abcde"></iframe><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"></iframe>'
    const [status, created] = await api(collection.action, ADMIN, '/api/v1/news', {
      method: 'POST',
      body: {
        title: '<script>window.__xss=1</script>',
        date: '2026-01-01',
        content: payload,
        content_el: payload,
      },
    })
    expect(status).toBe(201)
    for (const html of [created.data.content, created.data.content_el] as string[]) {
      expect(html).not.toMatch(/<script|onerror|javascript:|evil\.example|autoplay/i)
      expect(html).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    }
    // Plain text is stored as typed; pages render it as text (checked in the browser tests).
    expect(created.data.title).toBe('<script>window.__xss=1</script>')
  })

  it('gives the audit log, page and API, to admins only: 401 signed out, 403 for others and for an admin still without two-factor', async () => {
    const refusal = async (auth: AuthState) => {
      const [status, body] = await api(audit.loader, auth, '/api/v1/audit')
      return [status, body.error?.code, body.error?.message]
    }
    expect(await refusal(ANONYMOUS)).toEqual([401, 'unauthorized', 'You must be logged in.'])
    expect(await refusal(USER)).toEqual([403, 'forbidden', 'Admin access required.'])
    const withoutTwoFactor: AuthState = { ...ADMIN, isAdmin: false, twoFactorSetupRequired: true }
    expect((await refusal(withoutTwoFactor)).slice(0, 2)).toEqual([403, 'two_factor_required'])
    const [status, body] = await api(audit.loader, ADMIN, '/api/v1/audit?limit=1')
    expect(status).toBe(200)
    expect(Array.isArray(body.data) && body.data.length <= 1).toBe(true)
    expect((await api(audit.action, ADMIN, '/api/v1/audit', { method: 'POST', body: {} }))[0]).toBe(
      405,
    )

    // The page: the same rule, shown as the page's refusal.
    const page = async (auth: AuthState) => {
      try {
        await callRoute(services, auditPage.loader as never, auth, '/admin/audit')
        return 200
      } catch (thrown) {
        return (thrown as { init?: ResponseInit }).init?.status
      }
    }
    expect(await page(ANONYMOUS)).toBe(403)
    expect(await page(USER)).toBe(403)
    expect(await page(ADMIN)).toBe(200)
  })

  it('stores the layout of an image as the editor writes it, and nothing else of its looks', async () => {
    const content =
      '<img src="/media/a.webp" alt="" data-size="small" data-align="right" style="position:fixed;width:2000px" class="w-screen">' +
      '<img src="/media/b.webp" alt="" data-size="enormous" data-align="top">'
    const [status, created] = await api(collection.action, ADMIN, '/api/v1/news', {
      method: 'POST',
      body: { title: 'Image layout', date: '2026-01-01', content },
    })
    expect(status).toBe(201)
    const [first, second] = (created.data.content as string).match(/<img[^>]*>/g)!
    expect(first).toContain('data-size="small"')
    expect(first).toContain('data-align="right"')
    expect(first).not.toMatch(/style=|class=|2000px|fixed/)
    expect(second).not.toMatch(/data-size|data-align/)
  })
})
