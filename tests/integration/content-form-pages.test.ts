/**
 * The loaders and actions of the item forms' pages (/events/create, /events/{id}/edit,
 * /news/create, /news/{id}/edit, /story/create, /story/{id}/edit, /wiki/create) on a real
 * database: the team gets the form with the item's stored values, everybody else is refused or
 * sent away, an unknown item leads back to its list. (saveFromPage itself is tested in
 * content-page-actions.test.ts; here each page's action is checked to be wired to it.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { saveContent } from '~/domain/content.server'
import { createLogger } from '~/logger.server'
import * as eventCreate from '~/routes/events/create'
import * as eventEdit from '~/routes/events/edit'
import * as newsCreate from '~/routes/news/create'
import * as newsEdit from '~/routes/news/edit'
import * as storyCreate from '~/routes/story/create'
import * as storyEdit from '~/routes/story/edit'
import * as wikiCreate from '~/routes/wiki/create'
import { ADMIN, ANONYMOUS, AUTHOR, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
const ana = { id: 'a1', email: 'admin@example.org' }

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

type Handler = (args: never) => unknown

async function run(
  handler: Handler,
  path: string,
  options: {
    auth?: AuthState
    params?: Record<string, string>
    form?: Record<string, string>
  } = {},
) {
  const body = options.form ? new FormData() : undefined
  for (const [name, value] of Object.entries(options.form ?? {})) body!.append(name, value)
  const request = new Request(`${ORIGIN}${path}`, body ? { method: 'POST', body } : undefined)
  try {
    const result = (await handler({
      request,
      params: options.params ?? {},
      context: await contextFor(services, options.auth ?? ADMIN),
    } as never)) as { data?: unknown; init?: { status?: number } }
    return {
      status: result.init?.status ?? 200,
      data: (result.data ?? result) as Record<string, unknown>,
    }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    const error = thrown as { init?: { status?: number } }
    if (error.init?.status) return { status: error.init.status }
    throw thrown
  }
}

const EVENT = {
  title: 'Family picnic',
  date: '2099-06-01',
  time: '10:00',
  location: 'Limassol',
  description: 'Bring a blanket.',
  category: 'social',
}
const ARTICLE = {
  title: 'A new clinic',
  date: '2099-01-10',
  content: '<p>It opens soon.</p>',
  category: 'research',
}

async function saved(kind: 'events' | 'news' | 'stories', values: Record<string, string>) {
  const result = await saveContent(database.db, kind, values, { actor: ana })
  if (!result.ok) throw new Error(`not saved: ${JSON.stringify(result)}`)
  return result.id
}

describe('the create pages', () => {
  it('give the team today’s date and the page title; others are refused', async () => {
    for (const [loader, path] of [
      [eventCreate.loader, '/events/create'],
      [newsCreate.loader, '/news/create'],
      [storyCreate.loader, '/story/create'],
    ] as const) {
      const page = await run(loader, path, { auth: AUTHOR })
      expect(page.status).toBe(200)
      expect(page.data).toMatchObject({ today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
      for (const auth of [ANONYMOUS, USER])
        expect((await run(loader, path, { auth })).status).toBe(403)
    }
    expect((await run(eventCreate.loader, '/events/create')).data).toMatchObject({
      meta: { title: 'Add New Event' },
    })
  })

  it('save a new event through the page’s action, and refuse a member', async () => {
    const created = await run(eventCreate.action, '/events/create', {
      form: { ...EVENT, title: 'Walk' },
    })
    expect(created.status).toBe(302)
    expect(created.location).toMatch(/^\/events\/walk[^?]*\?notice=created$/)
    const refused = await run(eventCreate.action, '/events/create', {
      auth: USER,
      form: { ...EVENT, title: 'Sneaky' },
    })
    expect(refused.status).toBe(403)
  })

  it('give the wiki editor the categories, with the one the address names chosen; others go to /wiki', async () => {
    const page = await run(wikiCreate.loader, '/wiki/create', { auth: AUTHOR })
    const categories = page.data!.categories as { id: string; slug: string }[]
    expect(categories.length).toBeGreaterThan(0)
    expect(page.data!.defaultCategoryId).toBeUndefined()
    const chosen = await run(wikiCreate.loader, `/wiki/create?category=${categories[1]!.slug}`)
    expect(chosen.data!.defaultCategoryId).toBe(categories[1]!.id)
    for (const auth of [ANONYMOUS, USER])
      expect(await run(wikiCreate.loader, '/wiki/create', { auth })).toEqual({
        status: 302,
        location: '/wiki',
      })
  })
})

describe('the edit pages', () => {
  it('give the team the stored values with the version to save on', async () => {
    const eventId = await saved('events', EVENT)
    const event = await run(eventEdit.loader, `/events/${eventId}/edit`, {
      auth: AUTHOR,
      params: { eventId },
    })
    expect(event.data).toMatchObject({
      id: eventId,
      values: { title: 'Family picnic', location: 'Limassol' },
      date: '2099-06-01',
      baseRevision: expect.stringMatching(/^\d+$/),
      pendingChange: null,
      reviewNote: null,
      meta: { title: 'Edit Event' },
    })
    const newsId = await saved('news', ARTICLE)
    expect(
      (await run(newsEdit.loader, `/news/${newsId}/edit`, { params: { newsId } })).data,
    ).toMatchObject({
      id: newsId,
      values: { title: 'A new clinic' },
    })
    const storyId = await saved('stories', {
      ...ARTICLE,
      title: 'My story',
      category: 'inspiration',
    })
    expect(
      (await run(storyEdit.loader, `/story/${storyId}/edit`, { params: { storyId } })).data,
    ).toMatchObject({
      id: storyId,
      values: { title: 'My story' },
    })
  })

  it('send an unknown item back to its list, and refuse members', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(await run(eventEdit.loader, '/events/x/edit', { params: { eventId: unknown } })).toEqual(
      {
        status: 302,
        location: '/events?notice=notFound',
      },
    )
    expect(
      (await run(newsEdit.loader, '/news/x/edit', { params: { newsId: unknown } })).status,
    ).toBe(302)
    expect(await run(storyEdit.loader, '/story/x/edit', { params: { storyId: unknown } })).toEqual({
      status: 302,
      location: '/news?tab=stories&notice=storyNotFound',
    })
    const eventId = await saved('events', { ...EVENT, title: 'Guarded' })
    expect(
      (await run(eventEdit.loader, `/events/${eventId}/edit`, { auth: USER, params: { eventId } }))
        .status,
    ).toBe(403)
  })

  it('save a change through each page’s action', async () => {
    const eventId = await saved('events', { ...EVENT, title: 'Before' })
    const page = await run(eventEdit.loader, `/events/${eventId}/edit`, { params: { eventId } })
    const changed = await run(eventEdit.action, `/events/${eventId}/edit`, {
      params: { eventId },
      form: { ...EVENT, title: 'After', base_revision: String(page.data!.baseRevision) },
    })
    expect(changed.status).toBe(302)
    expect(changed.location).toMatch(/\?notice=updated$/)
    const storyId = await saved('stories', {
      ...ARTICLE,
      title: 'Old story',
      category: 'inspiration',
    })
    const story = await run(storyEdit.loader, `/story/${storyId}/edit`, { params: { storyId } })
    const storySaved = await run(storyEdit.action, `/story/${storyId}/edit`, {
      params: { storyId },
      form: {
        ...ARTICLE,
        title: 'New story',
        category: 'inspiration',
        base_revision: String(story.data!.baseRevision),
      },
    })
    expect(storySaved.status).toBe(302)
  })
})
