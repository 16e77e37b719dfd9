/**
 * The site's tag list on a real database: filled from the items already tagged when the
 * migration runs, joined by every tag an item is saved with, given Greek labels by admins (the
 * Tags page and PATCH /api/v1/tags/{name}; everyone else refused, bad input changing nothing),
 * and read by Greek pages, the JSON API and the Greek search.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { openDatabase, rowsOf } from '~/db/client.server'
import { applyMigrations, MIGRATIONS_FOLDER } from '~/db/migrate.server'
import { news, tags, wikiCategories } from '~/db/schema'
import { demoTagLabels } from '~/db/seed/demo-content'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { saveContent } from '~/domain/content.server'
import { search } from '~/domain/search.server'
import { createArticle } from '~/domain/wiki.server'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import { loader as rootLoader } from '~/root'
import * as tagsPage from '~/routes/admin/tags'
import * as contentCollection from '~/routes/api/content-collection'
import * as tagApi from '~/routes/api/tag'
import * as tagsApi from '~/routes/api/tags'
import { ADMIN, ANONYMOUS, callRoute, contextFor, ORIGIN, USER } from './support/content-context'
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDbKind,
  type TestDatabase,
} from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services
const actor = { id: 'a1', email: 'admin@example.org' }

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const newsItem = (title: string, itemTags: string[], status = 'published') => ({
  title,
  excerpt: 'x',
  content: '<p>x</p>',
  category: 'research',
  date: todayInCyprus(),
  author: 'Staff',
  tags: itemTags,
  status,
})

async function saveNews(title: string, itemTags: string[], status = 'published') {
  const saved = await saveContent(database.db, 'news', newsItem(title, itemTags, status), { actor })
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  return saved.id
}

async function tagRow(name: string) {
  const [row] = await database.db.select().from(tags).where(eq(tags.name, name))
  return row
}

const allTags = () => database.db.select().from(tags).orderBy(tags.name)

async function patch(auth: AuthState, name: string, body: unknown, lang: 'en' | 'el' = 'en') {
  return callRoute(services, tagApi.action as never, auth, `/api/v1/tags/${name}`, {
    method: 'PATCH',
    body,
    params: { name },
    lang,
  })
}

async function postPage(auth: AuthState, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/admin/tags`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })
  return tagsPage.action({
    request,
    params: {},
    context: await contextFor(services, auth),
  } as never) as unknown as Promise<{
    init: { status: number } | null
    data: tagsPage.TagActionResult
  }>
}

/** A thrown guard refusal (React Router's data()) as its status. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status
  }
  return 'not refused'
}

describe(`the migration (${testDbKind})`, () => {
  it('fills the tag list from the tags items already carry', async () => {
    // The migrations before the tag list, items tagged then, then the rest of the migrations.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] }
    const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith('_tags'))
    expect(upTo).toBeGreaterThan(0)
    fs.mkdirSync(path.join(before, 'meta'))
    fs.writeFileSync(
      path.join(before, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
    )
    for (const entry of journal.entries.slice(0, upTo))
      fs.copyFileSync(
        path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
        path.join(before, `${entry.tag}.sql`),
      )

    const empty =
      testDbKind === 'postgres'
        ? await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!)
        : undefined
    const old = await openDatabase(empty ? { databaseUrl: empty.url } : { memory: true })
    try {
      await applyMigrations(old.kind, old.db, before)
      // Raw SQL naming the columns of that time: today's schema has columns added since.
      await old.db.execute(
        sql`INSERT INTO news (title, date, tags) VALUES ('One', '2026-01-01', ARRAY['ketogenic diet', 'research']), ('Two', '2026-01-02', ARRAY['research', '  '])`,
      )
      const [category] = rowsOf<{ id: string }>(
        await old.db.execute(
          sql`INSERT INTO wiki_categories (name, slug) VALUES ('C', 'c') RETURNING id`,
        ),
      )
      await old.db.execute(
        sql`INSERT INTO wiki_articles (title, slug, category_id, tags) VALUES ('A', 'a', ${category!.id}, ARRAY['driving'])`,
      )
      await applyMigrations(old.kind, old.db, MIGRATIONS_FOLDER)
      const listed = await old.db.select().from(tags).orderBy(tags.name)
      expect(listed.map((row) => [row.name, row.nameEl])).toEqual([
        ['driving', null],
        ['ketogenic diet', null],
        ['research', null],
      ])
    } finally {
      await old.close()
      await empty?.drop()
      fs.rmSync(before, { recursive: true, force: true })
    }
  })
})

describe(`the tag list (${testDbKind})`, () => {
  it('gives the demo content’s tags their Greek labels', async () => {
    const rows = await allTags()
    const used = new Set(rows.map((row) => row.name))
    for (const [name, label] of Object.entries(demoTagLabels)) {
      expect(used.has(name)).toBe(true)
      expect((await tagRow(name))?.nameEl).toBe(label)
    }
  })

  it('adds a tag the first time an item is saved with it, without a Greek label', async () => {
    expect(await tagRow('sleep')).toBeUndefined()
    const id = await saveNews('Sleep and seizures', ['sleep', 'seizures'])
    expect(await tagRow('sleep')).toMatchObject({ name: 'sleep', nameEl: null })
    // Saved again with another new tag: added too; the first one stays as it was.
    await saveContent(
      database.db,
      'news',
      { tags: ['sleep', 'night'] },
      { id, partial: true, actor },
    )
    expect(await tagRow('night')).toMatchObject({ nameEl: null })
    expect((await tagRow('seizures'))?.nameEl).toBe('κρίσεις')

    const [category] = await database.db.select().from(wikiCategories).limit(1)
    await createArticle(database.db, {
      categoryId: category!.id,
      title: 'Tagged article',
      slug: 'tagged-article',
      content: '<p>x</p>',
      status: 'published',
      tags: ['swimming'],
    } as never)
    expect(await tagRow('swimming')).toMatchObject({ nameEl: null })
  })
})

describe(`PATCH /api/v1/tags/{name} (${testDbKind})`, () => {
  beforeAll(async () => {
    await saveNews('Driving rules', ['driving'])
  })

  it('refuses anonymous callers and signed-in non-admins, changing nothing', async () => {
    const before = await allTags()
    expect((await patch(ANONYMOUS, 'driving', { label_el: 'οδήγηση' })).status).toBe(401)
    expect((await patch(USER, 'driving', { label_el: 'οδήγηση' })).status).toBe(403)
    expect(await allTags()).toEqual(before)
  })

  it('sets, changes and clears the Greek label for an admin', async () => {
    const response = await patch(ADMIN, 'driving', { label_el: '  οδήγηση ' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: { name: 'driving', label: 'driving', label_el: 'οδήγηση', count: 1 },
    })
    expect((await tagRow('driving'))?.nameEl).toBe('οδήγηση')

    await patch(ADMIN, 'driving', { label_el: 'οδήγηση αυτοκινήτου' })
    expect((await tagRow('driving'))?.nameEl).toBe('οδήγηση αυτοκινήτου')
    await patch(ADMIN, 'driving', { label_el: null })
    expect((await tagRow('driving'))?.nameEl).toBeNull()
    await patch(ADMIN, 'driving', { label_el: 'οδήγηση' })
  })

  it('refuses bad input with a clear message, changing nothing', async () => {
    const before = await allTags()
    const cases: [unknown, number, string, Record<string, string> | undefined][] = [
      [
        { label_el: 'α'.repeat(41) },
        400,
        'validation_failed',
        { label_el: 'Use at most 40 characters.' },
      ],
      [
        { label_el: 5 },
        400,
        'validation_failed',
        { label_el: 'Send the label as text (or null to clear the Greek label).' },
      ],
      [
        { label: '' },
        400,
        'validation_failed',
        { label: 'Write the English label: it cannot be empty.' },
      ],
      [
        { label: 'a, b' },
        400,
        'validation_failed',
        { label: 'Remove the comma: item forms read a comma as the end of a tag.' },
      ],
      [{}, 400, 'validation_failed', { form: 'Nothing to change: send label_el, label or both.' }],
      [
        { label: 'research' },
        409,
        'conflict',
        { label: 'Another tag already has this English label. Choose a different one.' },
      ],
    ]
    for (const [body, status, code, fields] of cases) {
      const response = await patch(ADMIN, 'driving', body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      const answer = (await response.json()) as { error: { code: string; fields?: unknown } }
      expect(answer.error.code).toBe(code)
      expect(answer.error.fields).toEqual(fields)
    }
    const unknown = await patch(ADMIN, 'no such tag', { label_el: 'κάτι' })
    expect(unknown.status).toBe(404)
    const notJson = await callRoute(
      services,
      tagApi.action as never,
      ADMIN,
      '/api/v1/tags/driving',
      {
        method: 'PATCH',
        rawBody: 'label_el=x',
        contentType: 'application/x-www-form-urlencoded',
        params: { name: 'driving' },
      },
    )
    expect(notJson.status).toBe(415)
    // In Greek, the message is Greek.
    const greek = await patch(ADMIN, 'driving', { label: '' }, 'el')
    expect(
      ((await greek.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      label: 'Γράψτε την αγγλική ονομασία: δεν μπορεί να μείνει κενή.',
    })
    expect(await allTags()).toEqual(before)
  })

  it('renames a tag on every item that carries it', async () => {
    const id = await saveNews('Learner drivers', ['driving', 'youth'])
    const response = await patch(ADMIN, 'driving', { label: 'Driving' })
    expect(response.status).toBe(200)
    expect(await tagRow('driving')).toBeUndefined()
    expect(await tagRow('Driving')).toMatchObject({ nameEl: 'οδήγηση' })
    const [row] = await database.db.select().from(news).where(eq(news.id, id))
    expect(row?.tags).toEqual(['Driving', 'youth'])
    const stale = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM news WHERE 'driving' = ANY(tags)`,
    )
    expect((stale as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
  })
})

describe(`GET /api/v1/tags and items' tag_labels (${testDbKind})`, () => {
  it('lists the tags of public items to visitors and every tag to admins', async () => {
    await saveNews('Secret draft', ['embargoed'], 'draft')
    const read = async (auth: AuthState) =>
      (
        (await (
          await callRoute(services, tagsApi.loader as never, auth, '/api/v1/tags')
        ).json()) as {
          data: { name: string; label: string; label_el: string | null; count: number }[]
        }
      ).data
    const visitor = await read(ANONYMOUS)
    expect(visitor.find((tag) => tag.name === 'embargoed')).toBeUndefined()
    expect(visitor.find((tag) => tag.name === 'epilepsy')).toMatchObject({
      label: 'epilepsy',
      label_el: 'επιληψία',
    })
    const admin = await read(ADMIN)
    expect(admin.find((tag) => tag.name === 'embargoed')).toEqual({
      name: 'embargoed',
      label: 'embargoed',
      label_el: null,
      count: 1,
    })
  })

  it('answers items with their tags as before, plus their labels', async () => {
    await saveNews('Labelled post', ['seizures', 'unlabelled one'])
    const response = await callRoute(
      services,
      contentCollection.loader as never,
      ANONYMOUS,
      '/api/v1/news',
      {
        params: { kind: 'news' },
      },
    )
    const { data } = (await response.json()) as {
      data: { title: string; tags: string[]; tag_labels: unknown }[]
    }
    const item = data.find((row) => row.title === 'Labelled post')
    expect(item?.tags).toEqual(['seizures', 'unlabelled one'])
    expect(item?.tag_labels).toEqual([
      { name: 'seizures', label: 'seizures', label_el: 'κρίσεις' },
      { name: 'unlabelled one', label: 'unlabelled one', label_el: null },
    ])
  })
})

describe(`the Tags page (${testDbKind})`, () => {
  it('is for admins only', async () => {
    const get = async (auth: AuthState) =>
      tagsPage.loader({
        request: new Request(`${ORIGIN}/admin/tags`),
        params: {},
        context: await contextFor(services, auth),
      } as never)
    expect(await refusal(get(ANONYMOUS))).toBe(403)
    expect(await refusal(get(USER))).toBe(403)
    const before = await allTags()
    expect(
      await refusal(postPage(ANONYMOUS, { name: 'youth', label: 'youth', label_el: 'x' })),
    ).toBe(403)
    expect(await refusal(postPage(USER, { name: 'youth', label: 'youth', label_el: 'x' }))).toBe(
      403,
    )
    expect(await allTags()).toEqual(before)
    const page = (await get(ADMIN)) as {
      tags: { name: string; nameEl: string | null; count: number }[]
    }
    expect(page.tags.find((tag) => tag.name === 'youth')).toMatchObject({ nameEl: 'νεολαία' })
    expect(page.tags.find((tag) => tag.name === 'embargoed')).toMatchObject({ count: 1 })
  })

  it('saves a Greek label for an admin, and refuses bad input changing nothing', async () => {
    const saved = await postPage(ADMIN, { name: 'sleep', label: 'sleep', label_el: 'ύπνος' })
    expect(saved.data).toEqual({ ok: true, name: 'sleep', saved: 'sleep', shown: 'sleep' })
    expect((await tagRow('sleep'))?.nameEl).toBe('ύπνος')

    const before = await allTags()
    const tooLong = await postPage(ADMIN, {
      name: 'sleep',
      label: 'sleep',
      label_el: 'ύ'.repeat(41),
    })
    expect(tooLong.init?.status).toBe(400)
    expect(tooLong.data).toEqual({
      ok: false,
      name: 'sleep',
      errors: { label_el: 'admin.tags.errors.tooLong' },
    })
    const taken = await postPage(ADMIN, { name: 'sleep', label: 'youth', label_el: 'ύπνος' })
    expect(taken.init?.status).toBe(409)
    const gone = await postPage(ADMIN, { name: 'no such tag', label: 'x', label_el: '' })
    expect(gone.init?.status).toBe(404)
    expect(await allTags()).toEqual(before)
  })
})

describe(`Greek labels on pages and in the search (${testDbKind})`, () => {
  it('gives Greek pages the Greek labels, and English pages none', async () => {
    const root = async (lang: 'en' | 'el') =>
      (await rootLoader({
        request: new Request(`${ORIGIN}/`),
        params: {},
        context: await contextFor(services, ANONYMOUS, { lang }),
      } as never)) as { tagLabels: Record<string, string> }
    expect((await root('el')).tagLabels).toMatchObject({ epilepsy: 'επιληψία', sleep: 'ύπνος' })
    expect((await root('en')).tagLabels).toEqual({})
  })

  it('finds the items carrying a tag by a word of its Greek label', async () => {
    await saveNews('Wayfinding for people with epilepsy', ['wayfinding'])
    const titles = async (query: string) =>
      (await search(database.db, { query, lang: 'el' })).hits.map((hit) => hit.title)
    expect(await titles('προσανατολισμός')).not.toContain('Wayfinding for people with epilepsy')

    expect((await patch(ADMIN, 'wayfinding', { label_el: 'Προσανατολισμός' })).status).toBe(200)
    expect(await titles('προσανατολισμός')).toContain('Wayfinding for people with epilepsy')
    // Another form of the word, without accents.
    expect(await titles('προσανατολισμου')).toContain('Wayfinding for people with epilepsy')
    // The English search is unchanged: the English name finds it, the Greek label does not.
    const english = await search(database.db, { query: 'wayfinding', lang: 'en' })
    expect(english.hits.map((hit) => hit.title)).toContain('Wayfinding for people with epilepsy')
  })
})
