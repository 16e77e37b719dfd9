/**
 * An event's access and sensory information (`access_info`, `access_info_el`): written and read
 * through the JSON API, found by search in both languages, named in the item's history, shown on
 * the event's page under its own heading, and given to search engines and calendars with the
 * description. A field declared once (app/domain/content-fields.ts): these check that every
 * derived place has it.
 */
import { sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { fieldLabel } from '~/domain/field-labels'
import { createI18n } from '~/i18n/i18n'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import * as revisions from '~/routes/api/content-revisions'
import { loader as searchApi } from '~/routes/api/search'
import * as eventPage from '~/routes/events/detail'
import { loader as calendarLoader } from '~/routes/follow/calendar'
import { ADMIN, ANONYMOUS, USER, contentApi, type Json } from './support/content-context'
import { getFrom, slugOf } from './support/route-call'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const api = contentApi(() => services)

const ACCESS = 'Step-free entrance; a quiet room upstairs; no strobe lighting at the venue.'
const ACCESS_EL =
  'Είσοδος χωρίς σκαλιά· ήσυχο δωμάτιο στον πάνω όροφο· χωρίς στροβοσκοπικά φώτα στον χώρο.'

const event = (extra: Record<string, unknown> = {}) => ({
  title: 'Coffee morning',
  description: 'Meet other families.',
  date: todayInCyprus(),
  time: '10:00',
  ...extra,
})

async function create(body: Record<string, unknown>) {
  const [status, created] = await api(collection.action, ADMIN, '/api/v1/events', {
    method: 'POST',
    body,
  })
  expect(status, JSON.stringify(created)).toBe(201)
  return created.data.id as string
}

const read = async (id: string, auth: AuthState = ANONYMOUS) =>
  (await api(item.loader, auth, `/api/v1/events/${id}`, { params: { id } }))[1].data as Json

const accessColumns = async (id: string) =>
  rowsOf<{ access_info: string | null; access_info_el: string | null }>(
    await database.db.execute(sql`select access_info, access_info_el from events where id = ${id}`),
  )[0]!

describe(`an event's access and sensory information (${testDbKind})`, () => {
  it('goes through the API and back, in both languages; empty clears it to null', async () => {
    const id = await create(event({ access_info: ` ${ACCESS} `, access_info_el: ACCESS_EL }))
    expect(await read(id)).toMatchObject({ access_info: ACCESS, access_info_el: ACCESS_EL })

    const [status, patched] = await api(item.action, ADMIN, `/api/v1/events/${id}`, {
      method: 'PATCH',
      body: { access_info_el: '' },
      params: { id },
    })
    expect(status).toBe(200)
    expect(patched.data).toMatchObject({ access_info: ACCESS, access_info_el: null })
    expect(await accessColumns(id)).toEqual({ access_info: ACCESS, access_info_el: null })
  })

  it('is refused when too long, in the caller language, and nothing is stored', async () => {
    const id = await create(event({ access_info: ACCESS }))
    const [status, body] = await api(item.action, ADMIN, `/api/v1/events/${id}`, {
      method: 'PATCH',
      body: { access_info: 'x'.repeat(2001) },
      params: { id },
    })
    expect(status).toBe(400)
    expect(Object.keys(body.error.fields)).toEqual(['access_info'])
    expect(body.error.fields.access_info).toMatch(/2000|too long/i)
    const [, greek] = await api(item.action, ADMIN, `/api/v1/events/${id}`, {
      method: 'PATCH',
      body: { access_info_el: 'χ'.repeat(2001) },
      params: { id },
      lang: 'el',
    })
    expect(Object.keys(greek.error.fields)).toEqual(['access_info_el'])
    expect(greek.error.fields.access_info_el).toMatch(/[α-ωά-ώ]/)
    expect(await accessColumns(id)).toEqual({ access_info: ACCESS, access_info_el: null })
  })

  it('cannot be written by visitors (401) or members (403)', async () => {
    const id = await create(event({ access_info: ACCESS }))
    for (const [auth, expected] of [
      [ANONYMOUS, 401],
      [USER, 403],
    ] as const) {
      const [status] = await api(item.action, auth, `/api/v1/events/${id}`, {
        method: 'PATCH',
        body: { access_info: 'Changed' },
        params: { id },
      })
      expect(status).toBe(expected)
    }
    expect((await accessColumns(id)).access_info).toBe(ACCESS)
  })

  it('holds its Greek back from visitors while the Greek is not ready', async () => {
    const id = await create(
      event({ access_info: ACCESS, access_info_el: ACCESS_EL, el_ready: false }),
    )
    expect((await read(id)).access_info_el).toBeNull()
    expect((await read(id, ADMIN)).access_info_el).toBe(ACCESS_EL)
  })

  it('is found by search, in English and in Greek', async () => {
    const id = await create(
      event({
        title: 'Board games afternoon',
        access_info: 'Hearing loop fitted in the Pallouriotissa hall.',
        access_info_el: 'Επαγωγικός βρόχος ακοής στην αίθουσα Παλλουριώτισσας.',
      }),
    )
    const search = async (q: string, lang: string) =>
      (
        (await (
          await getFrom(
            database,
            searchApi,
            `/api/v1/search?q=${encodeURIComponent(q)}&lang=${lang}&kind=events`,
          )
        ).json()) as Json
      ).data as Json[]
    expect((await search('Pallouriotissa', 'en')).map((hit) => hit.id)).toContain(id)
    expect((await search('Παλλουριώτισσας', 'el')).map((hit) => hit.id)).toContain(id)
  })

  it('is named by its label in the history, English and Greek twin, in both languages', async () => {
    const id = await create(event({ access_info: ACCESS }))
    await api(item.action, ADMIN, `/api/v1/events/${id}`, {
      method: 'PATCH',
      body: { access_info: 'Lift to every floor.', access_info_el: 'Ανελκυστήρας σε κάθε όροφο.' },
      params: { id },
    })
    const [status, body] = await api(revisions.loader, ADMIN, `/api/v1/events/${id}/revisions`, {
      params: { id },
    })
    expect(status).toBe(200)
    expect(body.data[0].changed_fields).toEqual(['access_info', 'access_info_el'])
    expect(body.data[1].snapshot.access_info).toBe(ACCESS)
    const en = await createI18n('en')
    const el = await createI18n('el')
    expect(
      body.data[0].changed_fields.map((field: string) => fieldLabel(en.t, 'events', field)),
    ).toEqual(['Access and sensory information', 'Access and sensory information (Greek)'])
    expect(fieldLabel(el.t, 'events', 'access_info')).toBe(
      'Προσβασιμότητα και αισθητηριακές πληροφορίες',
    )
  })

  it('is a section of the event page, and a line of its structured data and calendar entry', async () => {
    const id = await create(event({ access_info: ACCESS, access_info_el: ACCESS_EL }))
    const slug = (await slugOf(database, 'events', id))!
    const page = async (lang: 'en' | 'el') =>
      (await getFrom(database, eventPage.loader, `/events/${slug}`, {
        params: { id: slug },
        lang,
      })) as unknown as { event: Json; meta: { structuredData: Json[] } }
    const english = await page('en')
    expect(english.event.sections).toEqual([
      { field: 'description', heading: 'events.fields.description', text: 'Meet other families.' },
      { field: 'access_info', heading: 'events.fields.access', text: ACCESS },
    ])
    expect(english.meta.structuredData[0]!.description).toBe(
      `Meet other families.\n\nAccess and sensory information: ${ACCESS}`,
    )
    const greek = await page('el')
    expect(greek.event.sections[1]).toMatchObject({ text: ACCESS_EL })
    expect(greek.meta.structuredData[0]!.description).toContain(
      `Προσβασιμότητα και αισθητηριακές πληροφορίες: ${ACCESS_EL}`,
    )

    const response = await getFrom(database, calendarLoader, `/events/${id}.ics`, {
      params: { id },
    })
    const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent(
      'vevent',
    )!
    expect(String(vevent.getFirstPropertyValue('description'))).toContain(
      `Access and sensory information: ${ACCESS}`,
    )
  })
})
