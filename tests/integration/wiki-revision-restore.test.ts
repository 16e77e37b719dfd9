/**
 * POST /api/v1/wiki/articles/{id}/revisions/{revisionId}/restore on a real database: an editor or
 * admin brings an article back to an earlier version (as a new one), a deleted article comes back
 * under its id; anybody else, another site, another method and a revision that is not there are
 * refused, with a translated message, and nothing changes.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { createArticle, deleteArticle, getArticleById, updateArticle } from '~/domain/wiki.server'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as restore from '~/routes/api/wiki-article-revision-restore'
import * as revisions from '~/routes/api/wiki-article-revisions'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  callRoute,
  EDITOR,
  REVIEWER,
  USER,
  type Json,
} from './support/content-context'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
const ana = { id: 'a1', email: 'admin@example.org' }
let categoryId: string

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  categoryId = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from wiki_categories order by order_index limit 1`),
  )[0]!.id
})
afterAll(async () => {
  await database?.destroy()
})

let made = 0
/** An article saved twice ('First words', then 'Second words'); answers its id and first version. */
async function articleWithTwoVersions() {
  made += 1
  const created = await createArticle(
    database.db,
    { categoryId, title: 'First words', slug: `restore-me-${made}`, content: '<p>One</p>' },
    ana,
  )
  const id = created!.id
  await updateArticle(database.db, id, { title: 'Second words' }, ana)
  const response = await callRoute(
    services,
    revisions.loader as never,
    ADMIN,
    `/api/v1/wiki/articles/${id}/revisions`,
    { params: { id } },
  )
  const list = ((await response.json()) as Json).data as { id: number; action: string }[]
  return { id, first: list.find((revision) => revision.action === 'created')!.id }
}

async function post(
  auth: AuthState,
  id: string,
  revisionId: string | number,
  options: { method?: string; headers?: Record<string, string>; lang?: Lang } = {},
) {
  const response = await callRoute(
    services,
    restore.action as never,
    auth,
    `/api/v1/wiki/articles/${id}/revisions/${revisionId}/restore`,
    {
      method: options.method ?? 'POST',
      params: { id, revisionId: String(revisionId) },
      headers: options.headers,
      lang: options.lang,
    },
  )
  return [response.status, (await response.json()) as Json] as const
}

const titleOf = async (id: string) =>
  (await getArticleById(database.db, { isAdmin: true }, id))?.article.title

describe('POST /api/v1/wiki/articles/{id}/revisions/{revisionId}/restore', () => {
  it('brings an article back to an earlier version, as a new version, for editors and admins', async () => {
    for (const auth of [EDITOR, ADMIN]) {
      const { id, first } = await articleWithTwoVersions()
      const [status, body] = await post(auth, id, first)
      expect(status).toBe(200)
      expect(body.data).toMatchObject({ id, title: 'First words' })
      expect(await titleOf(id)).toBe('First words')
    }
  })

  it('brings a deleted article back under its id', async () => {
    const { id, first } = await articleWithTwoVersions()
    await deleteArticle(database.db, id, ana)
    expect(await titleOf(id)).toBeUndefined()
    const [status, body] = await post(ADMIN, id, first)
    expect([status, body.data?.id]).toEqual([200, id])
    expect(await titleOf(id)).toBe('First words')
  })

  it('refuses anonymous callers (401), members, authors and reviewers (403); nothing changes', async () => {
    const { id, first } = await articleWithTwoVersions()
    const answers: [number, string][] = []
    for (const auth of [ANONYMOUS, USER, AUTHOR, REVIEWER]) {
      const [status, body] = await post(auth, id, first)
      answers.push([status, body.error.code])
    }
    expect(answers).toEqual([
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [403, 'forbidden'],
      [403, 'forbidden'],
    ])
    expect(await titleOf(id)).toBe('Second words')
  })

  it('answers 404 for a revision that is not there or not a number, in the caller’s language', async () => {
    const { id } = await articleWithTwoVersions()
    const [status, body] = await post(ADMIN, id, 999_999_999)
    expect(status).toBe(404)
    expect(body.error).toMatchObject({
      code: 'not_found',
      message: 'There is no such revision of this item.',
    })
    const [greekStatus, greek] = await post(ADMIN, id, 'latest', { lang: 'el' })
    expect(greekStatus).toBe(404)
    expect(greek.error.message).toBe('Δεν υπάρχει τέτοια έκδοση αυτού του στοιχείου.')
    expect(await titleOf(id)).toBe('Second words')
  })

  it('refuses another site’s post and every method but POST', async () => {
    const { id, first } = await articleWithTwoVersions()
    const [crossSite] = await post(ADMIN, id, first, {
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite).toBe(403)
    const [put] = await post(ADMIN, id, first, { method: 'PUT' })
    expect(put).toBe(405)
    const response = await callRoute(
      services,
      restore.loader as never,
      ADMIN,
      `/api/v1/wiki/articles/${id}/revisions/${first}/restore`,
      { params: { id, revisionId: String(first) } },
    )
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
    expect(await titleOf(id)).toBe('Second words')
  })
})
