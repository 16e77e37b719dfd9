/**
 * Events, news and stories side by side, for the code that treats them alike: the JSON API and
 * the admin form actions. Each kind names its domain functions, its schema and its SPEC §6
 * permission messages; the entity modules stay the only code touching their tables.
 */
import type { z } from 'zod'

import type { Db } from '~/db/client.server'
import { todayInCyprus } from '~/lib/dates'
import { EVENT_CATEGORIES, NEWS_CATEGORIES, STORY_CATEGORIES, type LikeKind } from './constants'
import { eventInputSchema, fieldErrors, newsInputSchema, storyInputSchema, type DateRules } from './content-schema'
import { createEvent, deleteEvent, eventAsInput, eventJson, getEventRow, listEvents, updateEvent, visibleEvent } from './events.server'
import { createNews, deleteNews, getNews, listNews, newsAsInput, newsJson, updateNews } from './news.server'
import { createStory, deleteStory, getStory, listStories, storyAsInput, storyJson, updateStory } from './stories.server'
import type { Viewer } from './viewer'

export type ContentKind = 'events' | 'news' | 'stories'
export const CONTENT_KINDS: readonly ContentKind[] = ['events', 'news', 'stories']

interface Row {
  id: string
  date: string
}

export interface ContentKindSpec {
  kind: ContentKind
  likeKind: LikeKind
  /** i18n area of the kind's strings. */
  area: 'events' | 'news' | 'stories'
  categories: readonly string[]
  schema(rules: DateRules): z.ZodType<unknown>
  list(db: Db, viewer: Viewer, options: { category?: string; limit?: number }): Promise<Record<string, unknown>[]>
  get(db: Db, viewer: Viewer, id: string): Promise<Record<string, unknown> | undefined>
  create(db: Db, input: never): Promise<Row>
  update(db: Db, id: string, input: never): Promise<Row | undefined>
  remove(db: Db, id: string): Promise<boolean>
  /** The stored row as form input (for partial updates). */
  asInput(db: Db, id: string): Promise<{ input: Record<string, unknown>; date: string } | undefined>
}

export const CONTENT: Record<ContentKind, ContentKindSpec> = {
  events: {
    kind: 'events',
    likeKind: 'event',
    area: 'events',
    categories: EVENT_CATEGORIES,
    schema: (rules) => eventInputSchema(rules),
    list: async (db, viewer, { category, limit }) =>
      (await listEvents(db, viewer, { category: category as never, limit })).map(eventJson),
    get: async (db, viewer, id) => {
      const row = await getEventRow(db, id)
      return row ? eventJson(visibleEvent(row, viewer)) : undefined
    },
    create: (db, input) => createEvent(db, input),
    update: (db, id, input) => updateEvent(db, id, input),
    remove: deleteEvent,
    asInput: async (db, id) => {
      const row = await getEventRow(db, id)
      return row ? { input: eventAsInput(row), date: row.date } : undefined
    },
  },
  news: {
    kind: 'news',
    likeKind: 'news',
    area: 'news',
    categories: NEWS_CATEGORIES,
    schema: (rules) => newsInputSchema(rules),
    list: async (db, _viewer, { category, limit }) => (await listNews(db, { category: category as never, limit })).map(newsJson),
    get: async (db, _viewer, id) => {
      const row = await getNews(db, id)
      return row ? newsJson(row) : undefined
    },
    create: (db, input) => createNews(db, input),
    update: (db, id, input) => updateNews(db, id, input),
    remove: deleteNews,
    asInput: async (db, id) => {
      const row = await getNews(db, id)
      return row ? { input: newsAsInput(row), date: row.date } : undefined
    },
  },
  stories: {
    kind: 'stories',
    likeKind: 'story',
    area: 'stories',
    categories: STORY_CATEGORIES,
    schema: (rules) => storyInputSchema(rules),
    list: async (db, _viewer, { category, limit }) => (await listStories(db, { category: category as never, limit })).map(storyJson),
    get: async (db, _viewer, id) => {
      const row = await getStory(db, id)
      return row ? storyJson(row) : undefined
    },
    create: (db, input) => createStory(db, input),
    update: (db, id, input) => updateStory(db, id, input),
    remove: deleteStory,
    asInput: async (db, id) => {
      const row = await getStory(db, id)
      return row ? { input: storyAsInput(row), date: row.date } : undefined
    },
  },
}

export type SaveResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'not_found' }

/**
 * Validates and saves one item. With an id it updates: `partial` input (the API's PATCH) is
 * laid over the stored item before the same validation runs.
 */
export async function saveContent(
  db: Db,
  kind: ContentKind,
  raw: Record<string, unknown>,
  options: { id?: string; partial?: boolean; now?: Date } = {},
): Promise<SaveResult> {
  const spec = CONTENT[kind]
  const today = todayInCyprus(options.now)
  let input = raw
  let currentDate: string | undefined
  if (options.id) {
    const stored = await spec.asInput(db, options.id)
    if (!stored) return { ok: false, reason: 'not_found' }
    currentDate = stored.date
    if (options.partial) input = { ...stored.input, ...raw }
  }
  const parsed = spec.schema({ today, currentDate }).safeParse(input)
  if (!parsed.success) return { ok: false, reason: 'invalid', fields: fieldErrors(parsed.error) }
  if (options.id) {
    const row = await spec.update(db, options.id, parsed.data as never)
    return row ? { ok: true, id: row.id } : { ok: false, reason: 'not_found' }
  }
  const row = await spec.create(db, parsed.data as never)
  return { ok: true, id: row.id }
}
