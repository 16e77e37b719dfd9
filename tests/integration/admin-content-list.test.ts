/**
 * The team's list of all content (/admin/content) on a real database: who may open it and who
 * may act on it, its search, filters, sort and pages over items of every kind, and the bulk
 * actions (publish, unpublish, delete), each item through its kind's own save or delete, with
 * revisions and audit entries, the refusals, bad requests that change nothing, and a selection
 * of which one item cannot be published. Then Recently deleted in the list and the bulk restore
 * (decision 0066), and the title search that ignores accents and case in both languages.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { rowsOf } from '~/db/client.server'
import {
  auditLog,
  contentRevisions,
  events,
  news,
  stories,
  wikiArticles,
  wikiCategories,
} from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import { deleteContent, saveContent, listRecentlyDeleted } from '~/domain/content.server'
import { createArticle } from '~/domain/wiki.server'
import type { Actor } from '~/domain/editorial.server'
import type { ContentKind } from '~/domain/content-kinds'
import { createLogger } from '~/logger.server'
import * as contentPage from '~/routes/admin/content'
import type { Lang } from '~/i18n/languages'
import {
  ADMIN,
  AUTHOR,
  AUTHOR_2,
  contextFor,
  EDITOR,
  ORIGIN,
  roleMatrix,
} from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

const actor = (auth: AuthState): Actor => ({
  id: auth.user!.id,
  email: auth.user!.email,
  role: auth.role!,
})

/** Items made for this file, their titles starting with this word (the list is searched by it). */
const TAG = 'Zephyr'
const ids: Record<string, { kind: string; id: string }> = {}
let categoryId = ''
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Nicosia' }).format(new Date())

async function save(kind: ContentKind, input: Record<string, unknown>, by: AuthState) {
  const saved = await saveContent(database.db, kind, input, { actor: actor(by) })
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  ids[String(input.title)] = { kind, id: saved.id }
  return saved.id
}

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  await save(
    'news',
    {
      title: `${TAG} news draft`,
      title_el: 'Ζέφυρος νέο',
      date: today,
      content: '<p>a</p>',
    },
    AUTHOR,
  )
  await save(
    'events',
    { title: `${TAG} event draft`, date: '2030-05-01', time: '10:00', location: 'Nicosia' },
    AUTHOR,
  )
  await save(
    'stories',
    {
      title: `${TAG} story published`,
      title_el: 'Ζέφυρος ιστορία',
      date: today,
      status: 'published',
    },
    EDITOR,
  )
  const [category] = await database.db
    .insert(wikiCategories)
    .values({ name: 'Zephyr care', nameEl: 'Φροντίδα', slug: 'zephyr-care', page: 1 })
    .returning({ id: wikiCategories.id })
  categoryId = category!.id
  const article = await createArticle(
    database.db,
    {
      categoryId,
      title: `${TAG} wiki draft`,
      slug: 'zephyr-wiki-draft',
      content: '<p>x</p>',
      status: 'draft',
    },
    actor(AUTHOR_2),
  )
  ids[`${TAG} wiki draft`] = { kind: 'wiki', id: article!.id }
  // Enough for two pages, written straight to the table (the site's seed does so too).
  await database.db.insert(news).values(
    Array.from({ length: 27 }, (_, index) => ({
      title: `Pager ${String(index + 1).padStart(2, '0')}`,
      date: '2026-01-01',
      status: 'draft' as const,
    })),
  )
})
afterAll(async () => {
  await database?.destroy()
})

async function load(auth: AuthState, query = '', lang: Lang = 'en') {
  return contentPage.loader({
    request: new Request(`${ORIGIN}/admin/content${query}`),
    params: {},
    context: await contextFor(services, auth, { lang }),
  } as never)
}

const titles = async (query: string, lang: Lang = 'en') =>
  (await load(EDITOR, query, lang)).list.items.map((item) => item.title)

describe('who may open the list', () => {
  it('refuses visitors and members, and shows the team', async () => {
    const answers = await roleMatrix(async (auth) => {
      try {
        await load(auth)
        return 200
      } catch (thrown) {
        const refused = thrown as { init?: { status?: number } }
        return refused.init?.status ?? 500
      }
    })
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 200,
      reviewer: 200,
      editor: 200,
      admin: 200,
    })
  })

  it('offers bulk actions to editors and admins only', async () => {
    expect((await load(AUTHOR)).mayBulk).toBe(false)
    expect((await load(EDITOR)).mayBulk).toBe(true)
    expect((await load(ADMIN)).mayBulk).toBe(true)
  })
})

describe('the list', () => {
  it('lists every kind with its status, Greek, creator, category and links', async () => {
    const { list } = await load(AUTHOR, `?q=${TAG}&sort=title`)
    expect(list.total).toBe(4)
    expect(list.items.map((item) => [item.kind, item.title, item.status, item.author])).toEqual([
      ['events', `${TAG} event draft`, 'draft', 'author@example.org'],
      ['news', `${TAG} news draft`, 'draft', 'author@example.org'],
      ['stories', `${TAG} story published`, 'published', 'editor@example.org'],
      ['wiki', `${TAG} wiki draft`, 'draft', 'author2@example.org'],
    ])
    const wiki = list.items[3]!
    expect(wiki.category).toEqual({ name: 'Zephyr care', nameEl: 'Φροντίδα' })
    expect(wiki.editPath).toBe('/understanding-epilepsy/zephyr-care/zephyr-wiki-draft')
    expect(wiki.historyPath).toBe(`/admin/history/wiki/${wiki.id}`)
    expect(list.items[1]!.editPath).toMatch(/^\/news\/zephyr-news-draft\/edit$/)
    // The story has a Greek title and ready Greek; the event has no Greek title.
    expect(list.items[2]!.titleEl).toBe('Ζέφυρος ιστορία')
  })

  it('searches titles in either language', async () => {
    expect(await titles('?q=Ζέφυρος&sort=title')).toEqual([
      `${TAG} news draft`,
      `${TAG} story published`,
    ])
    expect(await titles('?q=wiki+draft')).toEqual([`${TAG} wiki draft`])
    // LIKE's wildcards are taken literally.
    expect(await titles('?q=%25')).toEqual([])
  })

  it('filters by kind, status, Greek, creator, category and days updated', async () => {
    expect(await titles(`?q=${TAG}&kind=events`)).toEqual([`${TAG} event draft`])
    expect(await titles(`?q=${TAG}&status=published`)).toEqual([`${TAG} story published`])
    expect(await titles(`?q=${TAG}&greek=missing&sort=title`)).toEqual([
      `${TAG} event draft`,
      `${TAG} wiki draft`,
    ])
    expect(await titles(`?q=${TAG}&greek=ready&sort=title`)).toEqual([
      `${TAG} news draft`,
      `${TAG} story published`,
    ])
    expect(await titles('?author=author2@example.org')).toEqual([`${TAG} wiki draft`])
    expect(await titles(`?category=${categoryId}`)).toEqual([`${TAG} wiki draft`])
    // A category narrows the list to wiki articles, whatever kind is asked for.
    expect(await titles(`?category=${categoryId}&kind=news`)).toEqual([])
    expect((await load(EDITOR, `?q=${TAG}&from=${today}&to=${today}`)).list.total).toBe(4)
    expect((await load(EDITOR, `?q=${TAG}&to=2020-01-01`)).list.total).toBe(0)
  })

  it('sorts by title, kind and last update, either way', async () => {
    expect(await titles(`?q=${TAG}&sort=title&dir=desc`)).toEqual([
      `${TAG} wiki draft`,
      `${TAG} story published`,
      `${TAG} news draft`,
      `${TAG} event draft`,
    ])
    expect((await load(EDITOR, `?q=${TAG}&sort=kind`)).list.items.map((item) => item.kind)).toEqual(
      ['events', 'news', 'stories', 'wiki'],
    )
    const newest = await titles(`?q=${TAG}`)
    expect(newest[0]).toBe(`${TAG} wiki draft`)
    expect(await titles(`?q=${TAG}&dir=asc`)).toEqual([...newest].reverse())
    // Greek readers get the items in the order of the titles they see.
    expect(await titles(`?q=${TAG}&greek=ready&sort=title`, 'el')).toEqual([
      `${TAG} story published`,
      `${TAG} news draft`,
    ])
  })

  it('pages 25 at a time, an address past the end showing the last page', async () => {
    const first = await load(EDITOR, '?q=Pager&sort=title')
    expect(first.list).toMatchObject({ total: 27, page: 1, pageCount: 2 })
    expect(first.list.items).toHaveLength(25)
    const second = await load(EDITOR, '?q=Pager&sort=title&page=2')
    expect(second.list.items.map((item) => item.title)).toEqual(['Pager 26', 'Pager 27'])
    expect((await load(EDITOR, '?q=Pager&sort=title&page=9')).list.page).toBe(2)
    expect((await load(EDITOR, '?q=nothing-like-this')).list).toMatchObject({ total: 0, items: [] })
  })
})

async function post(auth: AuthState, fields: [string, string][], lang: Lang = 'en') {
  const body = new URLSearchParams(fields)
  const result = (await contentPage.action({
    request: new Request(`${ORIGIN}/admin/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    params: {},
    context: await contextFor(services, auth, { lang }),
  } as never)) as unknown as { data: contentPage.ActionData; init?: { status?: number } }
  return { status: result.init?.status ?? 200, answer: result.data }
}

const ref = (title: string) => `${ids[title]!.kind}:${ids[title]!.id}`

async function statusOf(title: string) {
  const { kind, id } = ids[title]!
  const table = { events, news, stories, wiki: wikiArticles }[kind]!
  const [row] = rowsOf<{ status: string }>(
    await database.db.execute(sql`SELECT status::text AS status FROM ${table} WHERE id = ${id}`),
  )
  return row?.status ?? 'gone'
}

async function auditCount() {
  const [row] = rowsOf<{ count: number | string }>(
    await database.db.execute(sql`SELECT count(*) AS count FROM ${auditLog}`),
  )
  return Number(row!.count)
}

describe('bulk actions', () => {
  it('refuses authors, and changes nothing', async () => {
    const before = await auditCount()
    const { status, answer } = await post(AUTHOR, [
      ['intent', 'publish'],
      ['item', ref(`${TAG} news draft`)],
    ])
    expect(status).toBe(403)
    expect(answer).toEqual({ ok: false, message: 'Editor or admin access required.' })
    expect(await statusOf(`${TAG} news draft`)).toBe('draft')
    expect(await auditCount()).toBe(before)
  })

  it('answers a bad request with a clear error and changes nothing', async () => {
    const before = await auditCount()
    const news = ref(`${TAG} news draft`)
    const eventId = ids[`${TAG} event draft`]!.id
    const cases: [[string, string][], number, string][] = [
      [[['intent', 'publish']], 400, 'Select at least one item first.'],
      [
        [
          ['intent', 'archive'],
          ['item', news],
        ],
        400,
        'Choose publish, unpublish, delete or restore.',
      ],
      [[['item', news]], 400, 'Choose publish, unpublish, delete or restore.'],
      [
        [
          ['intent', 'publish'],
          ['item', news],
          ['item', 'garbage'],
        ],
        400,
        'The selection could not be read. Reload the page and try again.',
      ],
      [
        [
          ['intent', 'publish'],
          ['item', news],
          ['item', `news:${crypto.randomUUID()}`],
        ],
        404,
        '1 selected item no longer exists or is not of the kind given. Nothing was changed; reload the page.',
      ],
      // An event's id named as a news post's.
      [
        [
          ['intent', 'delete'],
          ['item', news],
          ['item', `news:${eventId}`],
        ],
        404,
        '1 selected item no longer exists or is not of the kind given. Nothing was changed; reload the page.',
      ],
    ]
    for (const [fields, status, message] of cases)
      expect(await post(EDITOR, fields)).toEqual({ status, answer: { ok: false, message } })
    expect(await statusOf(`${TAG} news draft`)).toBe('draft')
    expect(await statusOf(`${TAG} event draft`)).toBe('draft')
    expect(await auditCount()).toBe(before)
    // In Greek too.
    expect((await post(EDITOR, [['intent', 'publish']], 'el')).answer).toEqual({
      ok: false,
      message: 'Επιλέξτε πρώτα τουλάχιστον ένα στοιχείο.',
    })
  })

  it('publishes items of several kinds as the editor, each with its revision and audit entry', async () => {
    const chosen = [`${TAG} news draft`, `${TAG} event draft`, `${TAG} wiki draft`]
    const { status, answer } = await post(EDITOR, [
      ['intent', 'publish'],
      ...chosen.map((title): [string, string] => ['item', ref(title)]),
    ])
    expect(status).toBe(200)
    expect(answer).toEqual({ ok: true, intent: 'publish', done: 3, failed: [] })
    for (const title of chosen) {
      expect(await statusOf(title)).toBe('published')
      const { kind, id } = ids[title]!
      const [revision] = await database.db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
        .orderBy(sql`${contentRevisions.id} DESC`)
        .limit(1)
      expect(revision).toMatchObject({ actorEmail: 'editor@example.org', action: 'updated' })
      expect(revision!.snapshot.status).toBe('published')
      const entries = await database.db
        .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
        .from(auditLog)
        .where(eq(auditLog.itemId, id))
      expect(entries).toContainEqual({ action: 'published', actorEmail: 'editor@example.org' })
    }
    expect(await titles(`?q=${TAG}&status=published&sort=title`)).toEqual([
      `${TAG} event draft`,
      `${TAG} news draft`,
      `${TAG} story published`,
      `${TAG} wiki draft`,
    ])
  })

  it('reports what it could not do, item by item, and does the rest', async () => {
    // A draft the form would not accept for publishing: no title in either language.
    const [broken] = await database.db
      .insert(news)
      .values({ title: '', date: '2026-01-02', status: 'draft' })
      .returning({ id: news.id })
    await save('news', { title: `${TAG} second draft`, date: today, content: '<p>b</p>' }, AUTHOR)
    const { answer } = await post(EDITOR, [
      ['intent', 'publish'],
      ['item', `news:${broken!.id}`],
      ['item', ref(`${TAG} second draft`)],
      ['item', ref(`${TAG} story published`)],
    ])
    expect(answer).toMatchObject({ ok: true, done: 1 })
    const failed = (answer as Extract<contentPage.ActionData, { ok: true }>).failed
    expect(failed.map((outcome) => [outcome.id, outcome.reason])).toEqual([
      [broken!.id, 'invalid'],
      [ids[`${TAG} story published`]!.id, 'unchanged'],
    ])
    expect(failed[0]!.fields).toContain('title')
    expect(await statusOf(`${TAG} second draft`)).toBe('published')
    const [row] = await database.db
      .select({ status: news.status })
      .from(news)
      .where(eq(news.id, broken!.id))
    expect(row!.status).toBe('draft')
  })

  it('publishes a scheduled item now, its publication time now', async () => {
    const later = new Date(Date.now() + 7 * 86_400_000)
    const id = await save(
      'events',
      {
        title: `${TAG} scheduled talk`,
        date: '2030-06-01',
        time: '18:00',
        location: 'Limassol',
        status: 'scheduled',
        publish_at: later.toISOString(),
      },
      EDITOR,
    )
    const { answer } = await post(EDITOR, [
      ['intent', 'publish'],
      ['item', `events:${id}`],
    ])
    expect(answer).toEqual({ ok: true, intent: 'publish', done: 1, failed: [] })
    const [row] = await database.db
      .select({ status: events.status, publishAt: events.publishAt })
      .from(events)
      .where(eq(events.id, id))
    expect(row!.status).toBe('published')
    expect(row!.publishAt!.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('unpublishes to drafts and deletes to Recently deleted', async () => {
    const unpublished = await post(ADMIN, [
      ['intent', 'unpublish'],
      ['item', ref(`${TAG} story published`)],
      ['item', ref(`${TAG} wiki draft`)],
    ])
    expect(unpublished.answer).toEqual({ ok: true, intent: 'unpublish', done: 2, failed: [] })
    expect(await statusOf(`${TAG} story published`)).toBe('draft')
    expect(await statusOf(`${TAG} wiki draft`)).toBe('draft')

    const deleted = await post(EDITOR, [
      ['intent', 'delete'],
      ['item', ref(`${TAG} story published`)],
      ['item', ref(`${TAG} wiki draft`)],
    ])
    expect(deleted.answer).toEqual({ ok: true, intent: 'delete', done: 2, failed: [] })
    expect(await statusOf(`${TAG} story published`)).toBe('gone')
    expect(await statusOf(`${TAG} wiki draft`)).toBe('gone')
    const trash = (await listRecentlyDeleted(database.db)).map((item) => [item.kind, item.title])
    expect(trash).toContainEqual(['stories', `${TAG} story published`])
    expect(trash).toContainEqual(['wiki', `${TAG} wiki draft`])
    expect(await titles(`?q=${TAG}&kind=stories`)).toEqual([])
  })
})

async function isStored(kind: 'news', id: string) {
  const [row] = rowsOf<{ count: number | string }>(
    await database.db.execute(sql`SELECT count(*) AS count FROM ${news} WHERE id = ${id}`),
  )
  return kind === 'news' && Number(row!.count) === 1
}

/** A news post saved and deleted by an editor, for a restore to bring back. */
async function deletedNews(title: string) {
  const id = await save('news', { title, date: today, content: '<p>r</p>' }, EDITOR)
  expect(await deleteContent(database.db, 'news', id, actor(EDITOR))).toBe(true)
  return id
}

describe('Recently deleted in the list', () => {
  it('lists the items deleted, searched and filtered like the others, as their history', async () => {
    const { list } = await load(AUTHOR, `?q=${TAG}&status=deleted&sort=title`)
    expect(list.items.map((item) => [item.kind, item.title, item.status])).toEqual([
      ['stories', `${TAG} story published`, 'deleted'],
      ['wiki', `${TAG} wiki draft`, 'deleted'],
    ])
    const [story, article] = list.items
    // No page to edit: the title leads to the history, which shows what it held.
    expect(story!.editPath).toBe(`/admin/history/stories/${story!.id}`)
    expect(story!.titleEl).toBe('Ζέφυρος ιστορία')
    expect(article!.category).toEqual({ name: 'Zephyr care', nameEl: 'Φροντίδα' })
    expect(article!.author).toBe('author2@example.org')
    expect(await titles(`?q=${TAG}&status=deleted&kind=wiki`)).toEqual([`${TAG} wiki draft`])
    expect(await titles(`?status=deleted&category=${categoryId}`)).toEqual([`${TAG} wiki draft`])
    expect(await titles('?q=ζεφυροσ+ιστορια&status=deleted')).toEqual([`${TAG} story published`])
    // Never among the stored items.
    expect(await titles(`?q=${TAG}&kind=stories`)).toEqual([])
  })

  it('restores for editors and admins only; anyone else is refused and nothing comes back', async () => {
    const answers = await roleMatrix(async (auth, who) => {
      const id = await deletedNews(`Restorable by ${who}`)
      const before = await auditCount()
      const { status } = await post(auth, [
        ['intent', 'restore'],
        ['item', `news:${id}`],
      ])
      expect(await isStored('news', id)).toBe(status === 200)
      if (status !== 200) expect(await auditCount()).toBe(before)
      return status
    })
    expect(answers).toEqual({
      anonymous: 401,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 200,
      admin: 200,
    })
  })

  it('restores several items at once, each as Recently deleted does, and reports the rest', async () => {
    const chosen = [`${TAG} story published`, `${TAG} wiki draft`]
    const { status, answer } = await post(EDITOR, [
      ['intent', 'restore'],
      ...chosen.map((title): [string, string] => ['item', ref(title)]),
    ])
    expect(status).toBe(200)
    expect(answer).toEqual({ ok: true, intent: 'restore', done: 2, failed: [] })
    // Back as they were when deleted (both had been unpublished to drafts).
    for (const title of chosen) {
      expect(await statusOf(title)).toBe('draft')
      const { kind, id } = ids[title]!
      const entries = await database.db
        .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
        .from(auditLog)
        .where(eq(auditLog.itemId, id))
      expect(entries).toContainEqual({ action: 'restored', actorEmail: 'editor@example.org' })
      const [revision] = await database.db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
        .orderBy(sql`${contentRevisions.id} DESC`)
        .limit(1)
      expect(revision).toMatchObject({ action: 'restored', actorEmail: 'editor@example.org' })
    }
    expect(await titles(`?q=${TAG}&status=deleted`)).toEqual([])
    expect(await titles(`?q=${TAG}&kind=stories`)).toEqual([`${TAG} story published`])

    // Restored already: said so, nothing done twice.
    const again = await post(ADMIN, [
      ['intent', 'restore'],
      ['item', ref(`${TAG} story published`)],
    ])
    expect(again.answer).toMatchObject({
      ok: true,
      done: 0,
      failed: [{ id: ids[`${TAG} story published`]!.id, reason: 'unchanged' }],
    })
  })

  it('refuses a restore that names an item never deleted, and brings nothing back', async () => {
    const id = await deletedNews('Stays deleted')
    const before = await auditCount()
    const message = (count: number) =>
      count === 1
        ? '1 selected item is not in Recently deleted. Nothing was changed; reload the page.'
        : `${count} selected items are not in Recently deleted. Nothing was changed; reload the page.`
    expect(
      await post(EDITOR, [
        ['intent', 'restore'],
        ['item', `news:${id}`],
        ['item', ref(`${TAG} news draft`)],
      ]),
    ).toEqual({ status: 404, answer: { ok: false, message: message(1) } })
    expect(
      await post(EDITOR, [
        ['intent', 'restore'],
        ['item', `news:${id}`],
        ['item', `news:${crypto.randomUUID()}`],
        ['item', `events:${id}`],
      ]),
    ).toEqual({ status: 404, answer: { ok: false, message: message(2) } })
    expect(await isStored('news', id)).toBe(false)
    expect(await auditCount()).toBe(before)
    expect((await post(EDITOR, [['intent', 'restore']], 'el')).answer).toEqual({
      ok: false,
      message: 'Επιλέξτε πρώτα τουλάχιστον ένα στοιχείο.',
    })
  })
})

describe('the title search', () => {
  it('ignores accents and case in English and in Greek', async () => {
    await save(
      'news',
      {
        title: 'Café ÉVENING for parents',
        title_el: 'Επιληψία στο ΣΧΟΛΕΊΟ: οδηγός',
        date: today,
        content: '<p>s</p>',
      },
      AUTHOR,
    )
    for (const query of [
      'επιληψια',
      'ΕΠΙΛΗΨΙΑ',
      'Επιληψία',
      'επιληψία στο σχολειο',
      'σχολείο',
      'cafe',
      'CAFÉ evening',
      'Évening',
    ])
      expect(await titles(`?q=${encodeURIComponent(query)}`), query).toEqual([
        'Café ÉVENING for parents',
      ])
    // In the Greek admin too, and a final sigma typed as σ finds it.
    expect(await titles(`?q=${encodeURIComponent('Οδηγόσ')}`, 'el')).toEqual([
      'Café ÉVENING for parents',
    ])
    expect(await titles(`?q=${encodeURIComponent('επιληψιες')}`)).toEqual([])
  })
})
