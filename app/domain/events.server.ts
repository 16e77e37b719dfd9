/** Events: the only module that touches the events table (DESIGN principle 2). */
import { and, asc, eq, gte, type SQL } from 'drizzle-orm'

import type { Db } from '~/db/client.server'
import { events, type EventRow } from '~/db/schema'
import type { EventCategory } from './constants'
import type { EventInput } from './content-schema'
import { todayInCyprus } from '~/lib/dates'
import { isPastEvent } from '~/lib/event-timing'
import { isUuid } from '~/lib/uuid'
import { forgetLikes } from './likes.server'
import { PUBLIC_CONTENT } from './public-content.server'
import type { Viewer } from './viewer'

/** An event as a given viewer may see it: contact_number only for admins (SPEC §3). */
export type VisibleEvent = Omit<EventRow, 'contactNumber'> & { contactNumber?: string | null }

export function visibleEvent(row: EventRow, viewer: Viewer): VisibleEvent {
  if (viewer.isAdmin) return row
  const { contactNumber: _hidden, ...rest } = row
  return rest
}

export interface ListEventsOptions {
  category?: EventCategory
  /** Only events on or after this date (YYYY-MM-DD). */
  fromDate?: string
  limit?: number
}

/** SPEC §7: all events ordered by date ascending. */
export async function listEvents(db: Db, viewer: Viewer, options: ListEventsOptions = {}) {
  const conditions: SQL[] = []
  if (options.category) conditions.push(eq(events.category, options.category))
  if (options.fromDate) conditions.push(gte(events.date, options.fromDate))
  const rows = await db
    .select()
    .from(events)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(events.date), asc(events.time), asc(events.createdAt))
    .limit(options.limit ?? 500)
  return rows.map((row) => visibleEvent(row, viewer))
}

/**
 * Public events in date order (calendar feed and sitemap), optionally from a date on; rows
 * without the admin-only contact number.
 */
export async function listPublicEvents(db: Db, options: { fromDate?: string; limit?: number } = {}) {
  const conditions: SQL[] = [PUBLIC_CONTENT.events()]
  if (options.fromDate) conditions.push(gte(events.date, options.fromDate))
  const query = db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.date), asc(events.time), asc(events.createdAt))
  const rows = options.limit === undefined ? await query : await query.limit(options.limit)
  return rows.map((row) => visibleEvent(row, { isAdmin: false }))
}

/** One public event by id, without the admin-only contact number. */
export async function getPublicEvent(db: Db, id: string) {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(events).where(and(eq(events.id, id), PUBLIC_CONTENT.events())).limit(1)
  return row ? visibleEvent(row, { isAdmin: false }) : undefined
}

/** Whether the event took place before today (Cyprus time); false for an unknown id. */
export async function eventIsPast(db: Db, id: string, today = todayInCyprus()) {
  if (!isUuid(id)) return false
  const [row] = await db.select({ date: events.date }).from(events).where(eq(events.id, id)).limit(1)
  return row ? isPastEvent(row.date, today) : false
}

export async function getEvent(db: Db, viewer: Viewer, id: string) {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1)
  return row ? visibleEvent(row, viewer) : undefined
}

function eventValues(input: EventInput) {
  return {
    title: input.title,
    titleEl: input.title_el,
    description: input.description,
    descriptionEl: input.description_el,
    date: input.date,
    time: input.time,
    location: input.location,
    locationEl: input.location_el,
    category: input.category,
    cost: input.cost,
    costEl: input.cost_el,
    capacity: input.capacity,
    contactNumber: input.contact_number,
    registrationLink: input.registration_link,
    featured: input.featured,
    tags: input.tags,
    imageUrl: input.image_url,
  }
}

/** SPEC §7 events insert; events keep featured as the form holds it (SPEC §4). */
export async function createEvent(db: Db, input: EventInput): Promise<EventRow> {
  const [row] = await db.insert(events).values(eventValues(input)).returning()
  return row!
}

/** Undefined when there is no such event. */
export async function updateEvent(db: Db, id: string, input: EventInput): Promise<EventRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.update(events).set(eventValues(input)).where(eq(events.id, id)).returning()
  return row
}

/** True when an event was deleted. */
export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return db.transaction(async (tx) => {
    const rows = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id })
    if (rows.length > 0) await forgetLikes(tx as unknown as Db, 'event', id)
    return rows.length > 0
  })
}

/** A stored event in the shape of the form input (for partial updates through the API). */
export function eventAsInput(row: EventRow): Record<string, unknown> {
  return {
    title: row.title,
    title_el: row.titleEl,
    description: row.description,
    description_el: row.descriptionEl,
    date: row.date,
    time: row.time,
    location: row.location,
    location_el: row.locationEl,
    category: row.category,
    cost: row.cost,
    cost_el: row.costEl,
    capacity: row.capacity,
    contact_number: row.contactNumber,
    registration_link: row.registrationLink,
    featured: row.featured,
    tags: row.tags,
    image_url: row.imageUrl,
  }
}

/** An event for the JSON API (SPEC §3 field names); contact_number only when visible. */
export function eventJson(row: VisibleEvent) {
  return {
    id: row.id,
    title: row.title,
    title_el: row.titleEl,
    description: row.description,
    description_el: row.descriptionEl,
    date: row.date,
    time: row.time,
    location: row.location,
    location_el: row.locationEl,
    category: row.category,
    cost: row.cost,
    cost_el: row.costEl,
    capacity: row.capacity,
    ...('contactNumber' in row ? { contact_number: row.contactNumber ?? null } : {}),
    registration_link: row.registrationLink,
    featured: row.featured,
    tags: row.tags,
    image_url: row.imageUrl,
    likes_count: row.likesCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** Admin-only read of the stored row (edit forms). */
export async function getEventRow(db: Db, id: string): Promise<EventRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1)
  return row
}
