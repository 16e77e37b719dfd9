/**
 * An event's optional end time (`end_time`): written and read through the JSON API (anonymous,
 * member and admin callers; bad input refused in the caller's language, nothing stored), given
 * to calendars as DTEND (two hours when there is none) and to search engines as endDate.
 */
import { sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
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

const date = todayInCyprus()
const event = (extra: Record<string, unknown> = {}) => ({
  title: 'Evening talk',
  date,
  time: '18:00',
  ...extra,
})
const eventCount = async () =>
  Number(
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from events`))[0]!
      .n,
  )

async function create(body: Record<string, unknown>) {
  const [status, created] = await api(collection.action, ADMIN, '/api/v1/events', {
    method: 'POST',
    body,
  })
  expect(status, JSON.stringify(created)).toBe(201)
  return created.data.id as string
}

async function calendarEvent(id: string) {
  const response = await getFrom(database, calendarLoader, `/events/${id}.ics`, { params: { id } })
  expect(response.status).toBe(200)
  const component = new ICAL.Component(ICAL.parse(await response.text()))
  const vevent = component.getFirstSubcomponent('vevent')!
  return {
    start: String(vevent.getFirstPropertyValue('dtstart')),
    end: String(vevent.getFirstPropertyValue('dtend')),
  }
}

describe(`an event's end time (${testDbKind})`, () => {
  it('is written by admins and read by everyone as end_time; null when none, cleared by an empty value', async () => {
    const id = await create(event({ end_time: '20:30' }))
    const [status, read] = await api(item.loader, ANONYMOUS, `/api/v1/events/${id}`, {
      params: { id },
    })
    expect(status).toBe(200)
    expect(read.data).toMatchObject({ time: '18:00', end_time: '20:30' })

    const [patchStatus, patched] = await api(item.action, ADMIN, `/api/v1/events/${id}`, {
      method: 'PATCH',
      body: { end_time: '' },
      params: { id },
    })
    expect(patchStatus).toBe(200)
    expect(patched.data.end_time).toBeNull()
    expect(
      (await api(item.loader, ANONYMOUS, `/api/v1/events/${id}`, { params: { id } }))[1].data
        .end_time,
    ).toBeNull()
  })

  it('cannot be written by visitors (401) or members (403)', async () => {
    const before = await eventCount()
    expect(
      (
        await api(collection.action, ANONYMOUS, '/api/v1/events', {
          method: 'POST',
          body: event({ end_time: '19:00' }),
        })
      )[0],
    ).toBe(401)
    expect(
      (
        await api(collection.action, USER, '/api/v1/events', {
          method: 'POST',
          body: event({ end_time: '19:00' }),
        })
      )[0],
    ).toBe(403)
    expect(await eventCount()).toBe(before)
  })

  it('is refused before or at the start, or off the 15-minute steps, with a message in the caller language, and nothing changes', async () => {
    const before = await eventCount()
    const [status, body] = await api(collection.action, ADMIN, '/api/v1/events', {
      method: 'POST',
      body: event({ end_time: '17:45' }),
    })
    expect(status).toBe(400)
    expect(body.error.fields).toEqual({
      end_time: 'The end time must be after the start time: choose a later one, or none.',
    })
    const [, same] = await api(collection.action, ADMIN, '/api/v1/events', {
      method: 'POST',
      body: event({ end_time: '18:00' }),
      lang: 'el',
    })
    expect(same.error.fields).toEqual({
      end_time:
        'Η ώρα λήξης πρέπει να είναι μετά την ώρα έναρξης: επιλέξτε μεταγενέστερη ώρα ή καμία.',
    })
    const [, offStep] = await api(collection.action, ADMIN, '/api/v1/events', {
      method: 'POST',
      body: event({ end_time: '19:10' }),
    })
    expect(offStep.error.fields).toEqual({ end_time: 'Choose an end time from the list, or none.' })
    const [, wrongType] = await api(collection.action, ADMIN, '/api/v1/events', {
      method: 'POST',
      body: event({ end_time: 1900 }),
    })
    expect(wrongType.error.fields).toEqual({
      end_time: 'Choose an end time from the list, or none.',
    })
    expect(await eventCount()).toBe(before)

    // Moving the start past a stored end time is refused too, and the event keeps its times.
    const id = await create(event({ end_time: '19:00' }))
    const [patchStatus] = await api(item.action, ADMIN, `/api/v1/events/${id}`, {
      method: 'PATCH',
      body: { time: '19:30' },
      params: { id },
    })
    expect(patchStatus).toBe(400)
    expect(
      (await api(item.loader, ANONYMOUS, `/api/v1/events/${id}`, { params: { id } }))[1].data,
    ).toMatchObject({ time: '18:00', end_time: '19:00' })
  })

  it('ends the calendar entry at the end time, or two hours after the start when there is none (past midnight too)', async () => {
    expect(await calendarEvent(await create(event({ end_time: '20:30' })))).toEqual({
      start: `${date}T18:00:00`,
      end: `${date}T20:30:00`,
    })
    expect(await calendarEvent(await create(event()))).toEqual({
      start: `${date}T18:00:00`,
      end: `${date}T20:00:00`,
    })
    const late = await calendarEvent(await create(event({ time: '23:15' })))
    const next = new Date(
      Date.UTC(
        Number(date.slice(0, 4)),
        Number(date.slice(5, 7)) - 1,
        Number(date.slice(8, 10)) + 1,
      ),
    )
      .toISOString()
      .slice(0, 10)
    expect(late).toEqual({ start: `${date}T23:15:00`, end: `${next}T01:15:00` })
  })

  it("gives search engines endDate, with Cyprus's offset, only when there is an end time", async () => {
    const structured = async (id: string) => {
      const slug = (await slugOf(database, 'events', id))!
      const data = (await getFrom(database, eventPage.loader, `/events/${slug}`, {
        params: { id: slug },
      })) as unknown as { event: Json; meta: { structuredData: Json[] } }
      return { event: data.event, ld: data.meta.structuredData[0]! }
    }
    const withEnd = await structured(await create(event({ end_time: '20:30' })))
    expect(withEnd.event.endTime).toBe('20:30')
    expect(withEnd.ld.endDate).toMatch(new RegExp(`^${date}T20:30:00\\+0[23]:00$`))
    expect(withEnd.ld.startDate).toMatch(new RegExp(`^${date}T18:00:00\\+0[23]:00$`))
    expect((await structured(await create(event()))).ld).not.toHaveProperty('endDate')
  })
})
