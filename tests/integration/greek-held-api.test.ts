/**
 * Greek text that is not ready (el_ready=false) stays held back wherever content leaves the
 * server for a visitor, as pages, feeds and iCal already hold it: the JSON API answers its Greek
 * fields as null to anonymous callers and members (admins, who edit it, get it), and Greek search
 * (the API and the page) neither matches it nor shows it, finding the item by its English text
 * as its Greek page shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { createArticle, createCategory } from '~/domain/wiki.server'
import { createLogger } from '~/logger.server'
import { todayInCyprus } from '~/lib/dates'
import * as collection from '~/routes/api/content-collection'
import * as item from '~/routes/api/content-item'
import { loader as searchApi } from '~/routes/api/search'
import { loader as wikiArticle } from '~/routes/api/wiki-article'
import { loader as wikiArticles } from '~/routes/api/wiki-articles'
import { loader as searchPage } from '~/routes/search/search'
import { ADMIN, ANONYMOUS, callRoute, USER } from './support/content-context'
import { getFrom } from './support/route-call'
import { createTestDatabase, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services
const held: Record<'events' | 'news' | 'stories', string> = { events: '', news: '', stories: '' }
let articleId = ''

/** A Greek word that appears nowhere else: finding it means the held-back text leaked. */
const SECRET = 'Μυστικόλεξη'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

async function api(
  handler: unknown,
  auth: AuthState,
  path: string,
  params: Record<string, string> = {},
  options: { method?: string; body?: unknown } = {},
) {
  const response = (await callRoute(services, handler as never, auth, path, {
    params,
    ...options,
  })) as Response
  return { status: response.status, body: (await response.json()) as Json }
}

const BODIES = {
  events: {
    title: 'Held event',
    title_el: `${SECRET} εκδήλωση`,
    description: 'An English description',
    description_el: `${SECRET} περιγραφή`,
    date: '2031-06-01',
    time: '10:00',
    location: 'Nicosia',
    location_el: `${SECRET} Λευκωσία`,
    el_ready: false,
  },
  news: {
    title: 'Held news',
    title_el: `${SECRET} νέα`,
    excerpt: 'An English excerpt',
    excerpt_el: `${SECRET} περίληψη`,
    content: '<p>English body</p>',
    content_el: `<p>${SECRET} σώμα</p>`,
    date: todayInCyprus(),
    el_ready: false,
  },
  stories: {
    title: 'Held story',
    title_el: `${SECRET} ιστορία`,
    excerpt: 'An English excerpt',
    excerpt_el: `${SECRET} περίληψη`,
    content: '<p>English story</p>',
    content_el: `<p>${SECRET} ιστορία</p>`,
    author: 'Ana',
    date: todayInCyprus(),
    el_ready: false,
  },
} as const

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  for (const kind of ['events', 'news', 'stories'] as const) {
    const created = await api(
      collection.action,
      ADMIN,
      `/api/v1/${kind}`,
      { kind },
      { method: 'POST', body: BODIES[kind] },
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    held[kind] = created.body.data.id
  }
  const category = await createCategory(database.db, {
    name: 'Held',
    slug: 'held-category',
    description: '',
    orderIndex: 0,
    page: 0,
  } as never)
  const article = await createArticle(
    database.db,
    {
      categoryId: category.id,
      title: 'Held article',
      titleEl: `${SECRET} άρθρο`,
      slug: 'held-article',
      excerpt: 'An English excerpt',
      excerptEl: `${SECRET} περίληψη`,
      content: '<p>English article</p>',
      contentEl: `<p>${SECRET} άρθρο</p>`,
      metaDescriptionEl: `${SECRET} περιγραφή`,
      status: 'published',
      elReady: false,
    } as never,
    null,
  )
  articleId = article.id
})
afterAll(async () => {
  await database?.destroy()
})

describe('the JSON API', () => {
  it.each(['events', 'news', 'stories'] as const)(
    '%s: one item and the list answer its held-back Greek as null to visitors and members',
    async (kind) => {
      for (const who of [ANONYMOUS, USER]) {
        const one = await api(item.loader, who, `/api/v1/${kind}/${held[kind]}`, {
          kind,
          id: held[kind],
        })
        expect(one.status).toBe(200)
        expect(one.body.data.title).toBe(BODIES[kind].title)
        expect(one.body.data.title_el).toBeNull()
        expect(JSON.stringify(one.body)).not.toContain(SECRET)
        const list = await api(collection.loader, who, `/api/v1/${kind}`, { kind })
        const listed = list.body.data.find((row: Json) => row.id === held[kind])
        expect(listed).toMatchObject({ title: BODIES[kind].title, title_el: null, el_ready: false })
        expect(JSON.stringify(list.body)).not.toContain(SECRET)
      }
      const admin = await api(item.loader, ADMIN, `/api/v1/${kind}/${held[kind]}`, {
        kind,
        id: held[kind],
      })
      expect(admin.body.data.title_el).toBe(BODIES[kind].title_el)
    },
  )

  it('wiki: the article, its lookup by slugs and the list hold it back; admins get it', async () => {
    for (const who of [ANONYMOUS, USER]) {
      const one = await api(wikiArticle, who, `/api/v1/wiki/articles/${articleId}`, {
        id: articleId,
      })
      expect(one.body.data).toMatchObject({
        title: 'Held article',
        title_el: null,
        excerpt_el: null,
        content_el: null,
        meta_description_el: null,
      })
      const bySlugs = await api(
        wikiArticles,
        who,
        '/api/v1/wiki/articles?category=held-category&slug=held-article',
      )
      expect(bySlugs.body.data.title_el).toBeNull()
      const list = await api(wikiArticles, who, '/api/v1/wiki/articles?category=held-category')
      expect(list.body.data).toHaveLength(1)
      for (const answer of [one, bySlugs, list])
        expect(JSON.stringify(answer.body)).not.toContain(SECRET)
    }
    const admin = await api(wikiArticle, ADMIN, `/api/v1/wiki/articles/${articleId}`, {
      id: articleId,
    })
    expect(admin.body.data.content_el).toContain(SECRET)
  })
})

describe('Greek search', () => {
  it('the API neither matches the held-back Greek nor shows it; the English text finds the item', async () => {
    const byGreek = (await (
      await getFrom(database, searchApi, `/api/v1/search?q=${encodeURIComponent(SECRET)}&lang=el`)
    ).json()) as Json
    expect(byGreek.data).toEqual([])
    expect(byGreek.match).not.toBe('text')

    const byEnglish = (await (
      await getFrom(database, searchApi, '/api/v1/search?q=held&lang=el')
    ).json()) as Json
    expect(byEnglish.data.map((hit: Json) => hit.title).sort()).toEqual([
      'Held article',
      'Held event',
      'Held news',
      'Held story',
    ])
    expect(JSON.stringify(byEnglish.data)).not.toContain(SECRET.slice(1))
  })

  it('the page (/search?lang=el) does the same', async () => {
    // The page's loader answers its data with the result count's header (data(), not a Response).
    const found = (
      (await getFrom(database, searchPage, `/search?q=${encodeURIComponent(SECRET)}&lang=el`, {
        lang: 'el',
      })) as unknown as { data: Json }
    ).data
    expect(found.result?.hits ?? []).toEqual([])
    const english = (
      (await getFrom(database, searchPage, '/search?q=held&lang=el', {
        lang: 'el',
      })) as unknown as { data: Json }
    ).data
    expect(english.result.hits.map((hit: Json) => hit.title)).toContain('Held news')
    expect(JSON.stringify(english.result.hits)).not.toContain(SECRET.slice(1))
  })
})
