/** iCalendar feed of upcoming events and one event's file, read back with ical.js (RFC 5545). */
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { events } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { todayInCyprus } from '~/lib/dates'
import { loader as calendarLoader } from '~/routes/follow/calendar'
import { getFrom, ORIGIN } from './support/route-call'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database.destroy()
})

async function calendar(path: string, params: Record<string, string> = {}) {
  const response = await getFrom(database, calendarLoader, path, { params })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
  const text = await response.text()
  // RFC 5545 3.1: lines end in CRLF and are folded at 75 octets.
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  const component = new ICAL.Component(ICAL.parse(text))
  expect(component.name).toBe('vcalendar')
  expect(component.getFirstPropertyValue('version')).toBe('2.0')
  expect(component.getFirstPropertyValue('prodid')).toBeTruthy()
  const timezone = component.getFirstSubcomponent('vtimezone')
  expect(timezone?.getFirstPropertyValue('tzid')).toBe('Europe/Nicosia')
  // Register the zone so that times convert with the file's own definition.
  ICAL.TimezoneService.register(timezone!)
  return {
    response,
    component,
    vevents: component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  }
}

describe('GET /events.ics', () => {
  it('lists every upcoming event, none of the past ones, at its hour in Cyprus', async () => {
    const { vevents } = await calendar('/events.ics')
    const today = todayInCyprus()
    const rows = await database.db.select().from(events)
    const upcoming = rows.filter((r) => r.date >= today)
    expect(upcoming.length).toBeGreaterThan(0)
    expect(rows.length).toBeGreaterThan(upcoming.length)
    expect(vevents.map((e) => e.uid).sort()).toEqual(
      upcoming.map((r) => `${r.id}@site.test`).sort(),
    )
    for (const vevent of vevents) {
      const row = rows.find((r) => vevent.uid === `${r.id}@site.test`)!
      expect(vevent.summary).toBe(row.title)
      expect(vevent.location).toBe(row.location)
      expect(vevent.startDate.zone?.tzid).toBe('Europe/Nicosia')
      expect(vevent.startDate.toString()).toBe(`${row.date}T${row.time}:00`)
      expect(vevent.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/events/${row.slug}`)
      expect(vevent.description).toContain(`${ORIGIN}/events/${row.slug}`)
      const stamp = vevent.component.getFirstPropertyValue('dtstamp') as ICAL.Time
      expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone)
    }
  })

  it('converts Cyprus summer and winter time correctly to UTC', async () => {
    const [row] = await database.db.select().from(events).limit(1)
    const original = { date: row!.date, time: row!.time }
    try {
      for (const [date, utcHour] of [
        ['2099-07-15', 15], // EEST, UTC+3
        ['2099-12-15', 16], // EET, UTC+2
      ] as const) {
        await database.db.update(events).set({ date, time: '18:00' }).where(eq(events.id, row!.id))
        const { vevents } = await calendar(`/events/${row!.id}.ics`, { id: row!.id })
        expect(vevents[0]!.startDate.toJSDate().getUTCHours()).toBe(utcHour)
      }
    } finally {
      await database.db.update(events).set(original).where(eq(events.id, row!.id))
    }
  })

  it('is in Greek with ?lang=el, linking to the Greek pages', async () => {
    const response = await getFrom(database, calendarLoader, '/events.ics?lang=el')
    expect(response.headers.get('content-language')).toBe('el')
    const component = new ICAL.Component(ICAL.parse(await response.text()))
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Επιληψία Κύπρου: εκδηλώσεις')
    const rows = await database.db.select().from(events)
    const vevent = new ICAL.Event(component.getFirstSubcomponent('vevent')!)
    const row = rows.find((r) => vevent.uid === `${r.id}@site.test`)!
    expect(vevent.summary).toBe(row.titleEl ?? row.title)
    expect(vevent.component.getFirstPropertyValue('url')).toBe(
      `${ORIGIN}/events/${row.slug}?lang=el`,
    )
  })
})

describe('GET /events/{slug}.ics', () => {
  it('gives one event, past or upcoming, as a download', async () => {
    const rows = await database.db.select().from(events)
    const past = rows.find((r) => r.date < todayInCyprus())!
    const { response, vevents } = await calendar(`/events/${past.slug}.ics`, { id: past.slug })
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${past.slug}.ics"`,
    )
    // Its id, the address the site gave before, gives the same file.
    const byId = await calendar(`/events/${past.id}.ics`, { id: past.id })
    expect(byId.response.headers.get('content-disposition')).toBe(
      `attachment; filename="${past.slug}.ics"`,
    )
    expect(vevents).toHaveLength(1)
    expect(vevents[0]!.uid).toBe(`${past.id}@site.test`)
    expect(vevents[0]!.summary).toBe(past.title)
  })

  it('answers 404 with a readable message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await getFrom(database, calendarLoader, `/events/${id}.ics`, {
        params: { id },
      })
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(
        "The event you're looking for doesn't exist or has been removed.",
      )
    }
  })
})
