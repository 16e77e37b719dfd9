/**
 * iCalendar (RFC 5545) for events: the feed of upcoming events and one event's "Add to
 * calendar" file. Times are wall-clock times in Cyprus, written with TZID=Europe/Nicosia and
 * the zone's VTIMEZONE definition, so every calendar shows them at the right hour in any zone.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import { eventEnd } from './event-timing'

export const EVENT_TIME_ZONE = 'Europe/Nicosia'

export interface CalendarEvent {
  id: string
  title: string
  description: string
  /** YYYY-MM-DD and HH:MM, in Cyprus. */
  date: string
  time: string
  /** HH:MM the same day, or null: the calendar then shows the default duration (eventEnd). */
  endTime: string | null
  location: string
  /** Cost as shown to the reader ("Free" already translated). */
  cost: string
  category: string
  /** Absolute address of the event's page. */
  url: string
  updatedAt: Date
  createdAt: Date
}

export interface CalendarInput {
  name: string
  description?: string
  /** Host name of the site, which makes the events' UIDs unique worldwide. */
  host: string
  /** Absolute address of the calendar itself (a feed) or of the events page. */
  url: string
  costLabel: string
  events: readonly CalendarEvent[]
}

export function eventsCalendar(input: CalendarInput) {
  const calendar = ical({
    name: input.name,
    description: input.description,
    prodId: { company: input.host, product: 'events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: input.url,
    // VTIMEZONE for the zone the events name; the calendar itself stays zone-less so that
    // DTSTAMP and LAST-MODIFIED are written in UTC as the RFC asks.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60 * 6,
  })
  for (const event of input.events) {
    const end = eventEnd(event)
    const description = [
      event.description,
      event.cost ? `${input.costLabel}: ${event.cost}` : '',
      event.url,
    ]
      .filter((part) => part.trim() !== '')
      .join('\n\n')
    calendar.createEvent({
      id: `${event.id}@${input.host}`,
      // A new sequence number whenever the event changes, so calendars replace their copy.
      sequence: Math.max(
        0,
        Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000),
      ),
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      created: event.createdAt,
      start: `${event.date}T${event.time}:00`,
      end: `${end.date}T${end.time}:00`,
      timezone: EVENT_TIME_ZONE,
      summary: event.title,
      description,
      location: event.location || undefined,
      url: event.url,
      categories: [{ name: event.category }],
      status: ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
