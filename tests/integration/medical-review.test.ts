/**
 * Marking a wiki article medically reviewed, through POST /api/v1/wiki/articles/{id}/review and
 * the article page's form, for every role and with bad input (nothing changes); then what the
 * article page gives editors (the notice when the text changed after the review) and readers
 * (the review line, the overdue note, the MedicalWebPage structured data).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { listRevisions } from '~/domain/editorial.server'
import { addYears } from '~/domain/medical-review'
import { setCredentials } from '~/domain/profiles.server'
import type { Lang } from '~/i18n/languages'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as articleItem from '~/routes/api/wiki-article'
import * as articleCollection from '~/routes/api/wiki-articles'
import * as review from '~/routes/api/wiki-article-review'
import * as categoryCollection from '~/routes/api/wiki-categories'
import * as articlePage from '~/routes/wiki/article'
import { addAccounts } from './support/accounts'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contentApi,
  contextFor,
  EDITOR,
  ORIGIN,
  REVIEWER,
  USER,
  type Json,
  roleMatrix,
} from './support/content-context'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'
import { postWikiForm } from './support/wiki-form'

let database: TestDatabase
let services: Services
let categoryId: string

const api = contentApi(() => services)
const CREDENTIALS = 'Dr A. B., consultant neurologist'

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  await addAccounts(database, [USER, AUTHOR, REVIEWER, EDITOR, ADMIN])
  await setCredentials(database.db, REVIEWER.user!.id, CREDENTIALS)
  const [status, body] = await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
    method: 'POST',
    body: { name: 'Treatment', slug: 'treatment' },
  })
  expect(status).toBe(201)
  categoryId = body.data.id
})
afterAll(async () => {
  await database?.destroy()
})

let slugs = 0
async function createArticle() {
  const slug = `medicines-${++slugs}`
  const [status, body] = await api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', {
    method: 'POST',
    body: {
      title: 'Anti-seizure medicines',
      title_el: 'Αντιεπιληπτικά φάρμακα',
      slug,
      category_id: categoryId,
      content: '<p>Take them every day.</p>',
      content_el: '<p>Παίρνετέ τα κάθε μέρα.</p>',
      status: 'published',
      sources: [{ title: 'Epilepsies guideline', publisher: 'NICE', year: 2022 }],
    },
  })
  expect(status).toBe(201)
  return { id: body.data.id as string, slug }
}

const markByApi = (auth: AuthState, id: string, body?: Json, lang: Lang = 'en') =>
  api(review.action, auth, `/api/v1/wiki/articles/${id}/review`, {
    method: 'POST',
    body,
    params: { id },
    lang,
  })

const markByForm = (auth: AuthState, id: string, nextReviewDue = '', lang: Lang = 'en') =>
  postWikiForm(services, auth, { intent: 'article-review', id, nextReviewDue }, lang)

async function reviewColumns(id: string) {
  return rowsOf<{
    reviewed_by: string | null
    reviewed_by_name: string | null
    reviewed_on: string | null
    next_review_due: string | null
  }>(
    await database.db.execute(
      sql`select reviewed_by, reviewed_by_name, reviewed_on::text, next_review_due::text
          from wiki_articles where id = ${id}`,
    ),
  )[0]!
}

describe('POST /api/v1/wiki/articles/{id}/review', () => {
  it('is for medical reviewers and admins only; a refusal changes nothing', async () => {
    const { id } = await createArticle()
    const refused = { anonymous: 401, user: 403, author: 403, editor: 403 }
    const answers = await roleMatrix(async (auth) => {
      const before = await reviewColumns(id)
      const [status] = await markByApi(auth, id)
      if (status !== 200) expect(await reviewColumns(id)).toEqual(before)
      return status
    })
    expect(answers).toEqual({ ...refused, reviewer: 200, admin: 200 })
    const [, body] = await markByApi(EDITOR, id)
    expect(body.error.message).toBe(
      'Only a medical reviewer or an admin can mark an article as medically reviewed.',
    )
  })

  it('credits the caller under their credentials today, next due in three years', async () => {
    const { id } = await createArticle()
    const today = todayInCyprus()
    const [status, body] = await markByApi(REVIEWER, id)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      id,
      reviewed_by: CREDENTIALS,
      reviewed_on: today,
      next_review_due: addYears(today, 3),
    })
    expect(await reviewColumns(id)).toMatchObject({ reviewed_by: REVIEWER.user!.id })
    const [newest] = await listRevisions(database.db, 'wiki', id)
    expect(newest!.snapshot).toMatchObject({ reviewed_by: CREDENTIALS, reviewed_on: today })
    const entries = rowsOf<{ actor_email: string }>(
      await database.db.execute(
        sql`select actor_email from audit_log where action = 'medically_reviewed' and item_id = ${id}`,
      ),
    )
    expect(entries).toEqual([{ actor_email: REVIEWER.user!.email }])
  })

  it('takes another next review date after today; an admin without credentials is credited by name', async () => {
    const { id } = await createArticle()
    const due = addYears(todayInCyprus(), 1)
    const [status, body] = await markByApi(ADMIN, id, { next_review_due: due })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ reviewed_by: 'Admin', next_review_due: due })
  })

  it.each([
    ['today', () => todayInCyprus(), 'The next review date must be after today.'],
    ['a past day', () => '2020-01-01', 'The next review date must be after today.'],
    ['no date', () => '2030-02-30', 'Enter the next review date as a date, such as 2029-05-31.'],
    ['not text', () => 20300101, 'Enter the next review date as a date, such as 2029-05-31.'],
  ])(
    'refuses %s as the next review date with a field error, changing nothing',
    async (_, due, message) => {
      const { id } = await createArticle()
      const [status, body] = await markByApi(REVIEWER, id, { next_review_due: due() })
      expect(status).toBe(400)
      expect(body.error.fields).toEqual({ next_review_due: message })
      expect(await reviewColumns(id)).toMatchObject({ reviewed_on: null, reviewed_by_name: null })
    },
  )

  it('says so in Greek to a Greek caller', async () => {
    const { id } = await createArticle()
    const [status, body] = await markByApi(REVIEWER, id, { next_review_due: '2020-01-01' }, 'el')
    expect(status).toBe(400)
    expect(body.error.fields.next_review_due).toBe(
      'Η επόμενη αναθεώρηση πρέπει να είναι μετά τη σημερινή ημέρα.',
    )
  })

  it('answers 404 for an unknown article, 405 for another method, 400 for a body not JSON', async () => {
    expect((await markByApi(REVIEWER, crypto.randomUUID()))[0]).toBe(404)
    expect((await markByApi(REVIEWER, 'not-an-id'))[0]).toBe(404)
    const { id } = await createArticle()
    const [status] = await api(review.action, REVIEWER, `/api/v1/wiki/articles/${id}/review`, {
      method: 'PUT',
      params: { id },
    })
    expect(status).toBe(405)
    const [bad] = await api(review.action, REVIEWER, `/api/v1/wiki/articles/${id}/review`, {
      method: 'POST',
      rawBody: '{"next_review_due":',
      params: { id },
    })
    expect(bad).toBe(400)
    expect((await reviewColumns(id)).reviewed_on).toBeNull()
  })
})

describe('the article page’s “Mark as reviewed” form', () => {
  it('is for medical reviewers and admins only; a refusal changes nothing', async () => {
    const { id } = await createArticle()
    const answers = await roleMatrix(async (auth) => (await markByForm(auth, id))[0])
    // The pages' action refuses anonymous callers like signed-in ones (403), before reading the body.
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      editor: 403,
      reviewer: 200,
      admin: 200,
    })
    const [, body] = await markByForm(EDITOR, id)
    expect(body.message).toBe(
      'Only a medical reviewer or an admin can mark an article as medically reviewed.',
    )
  })

  it('refuses a next review date not after today at its field, changing nothing', async () => {
    const { id } = await createArticle()
    const [status, body] = await markByForm(REVIEWER, id, '2020-05-05')
    expect(status).toBe(400)
    expect(body).toMatchObject({
      ok: false,
      fields: { nextReviewDue: 'admin.wiki.review.dueNotFuture' },
    })
    expect((await reviewColumns(id)).reviewed_on).toBeNull()
    expect((await markByForm(REVIEWER, crypto.randomUUID()))[0]).toBe(404)
  })
})

/** The wiki article page's data, as `auth` gets it. */
async function pageData(auth: AuthState, slug: string, lang: Lang = 'en') {
  return (await articlePage.loader({
    request: new Request(`${ORIGIN}/wiki/treatment/${slug}`),
    params: { categorySlug: 'treatment', articleSlug: slug },
    context: await contextFor(services, auth, { lang }),
  } as never)) as unknown as {
    article: Json
    editable?: Json
    reviewerCredit?: string
    meta: { structuredData: Json[] }
  }
}

describe('the article page after a review', () => {
  it('tells the team when the medical text changed after the review', async () => {
    const { id, slug } = await createArticle()
    await markByForm(REVIEWER, id)
    expect((await pageData(EDITOR, slug)).editable!.reviewStale).toBe(false)
    // A change of something that is not medical text leaves the review current.
    await api(articleItem.action, ADMIN, `/api/v1/wiki/articles/${id}`, {
      method: 'PATCH',
      body: { order_index: 4 },
      params: { id },
    })
    expect((await pageData(EDITOR, slug)).editable!.reviewStale).toBe(false)
    await api(articleItem.action, ADMIN, `/api/v1/wiki/articles/${id}`, {
      method: 'PATCH',
      body: { content_el: '<p>Παίρνετέ τα κάθε πρωί.</p>' },
      params: { id },
    })
    expect((await pageData(EDITOR, slug)).editable!.reviewStale).toBe(true)
    await markByForm(ADMIN, id)
    expect((await pageData(EDITOR, slug)).editable!.reviewStale).toBe(false)
  })

  it('offers the form, with the credit, to medical reviewers and admins only', async () => {
    const { slug } = await createArticle()
    expect((await pageData(REVIEWER, slug)).reviewerCredit).toBe(CREDENTIALS)
    expect((await pageData(ADMIN, slug)).reviewerCredit).toBe('Admin')
    expect((await pageData(EDITOR, slug)).reviewerCredit).toBeUndefined()
    expect((await pageData(ANONYMOUS, slug)).reviewerCredit).toBeUndefined()
  })

  it('gives readers the review, the sources and a MedicalWebPage with its last review', async () => {
    const { id, slug } = await createArticle()
    const unreviewed = await pageData(ANONYMOUS, slug)
    expect(unreviewed.article.review).toBeNull()
    expect(unreviewed.meta.structuredData[0]!['@type']).toBe('Article')

    await markByApi(REVIEWER, id)
    const today = todayInCyprus()
    const page = await pageData(ANONYMOUS, slug, 'el')
    expect(page.editable).toBeUndefined()
    expect(page.article.review).toEqual({
      by: CREDENTIALS,
      on: today,
      nextDue: addYears(today, 3),
      overdue: false,
    })
    expect(page.article.sources).toEqual([
      { title: 'Epilepsies guideline', publisher: 'NICE', year: 2022, link: null },
    ])
    expect(page.meta.structuredData[0]).toMatchObject({
      '@type': 'MedicalWebPage',
      lastReviewed: today,
      reviewedBy: { '@type': 'Person', name: CREDENTIALS },
    })
  })

  it('still shows an article past its next review date, marked overdue', async () => {
    const { id, slug } = await createArticle()
    await markByApi(REVIEWER, id)
    await database.db.execute(
      sql`update wiki_articles set reviewed_on = '2020-01-01', next_review_due = '2023-01-01' where id = ${id}`,
    )
    const page = await pageData(ANONYMOUS, slug)
    expect(page.article.title).toBe('Anti-seizure medicines')
    expect(page.article.review).toMatchObject({ nextDue: '2023-01-01', overdue: true })
  })

  it('keeps the credit when the reviewer’s account is gone', async () => {
    const { id } = await createArticle()
    await addAccounts(database, [
      {
        ...REVIEWER,
        user: { ...REVIEWER.user!, id: 'r-gone', email: 'gone@example.org', name: 'Gone' },
      },
    ])
    await database.db.execute(
      sql`update wiki_articles set reviewed_by = 'r-gone', reviewed_by_name = 'Dr Gone, GP',
          reviewed_on = '2026-01-01' where id = ${id}`,
    )
    await database.db.execute(sql`delete from "user" where id = 'r-gone'`)
    expect(await reviewColumns(id)).toMatchObject({
      reviewed_by: null,
      reviewed_by_name: 'Dr Gone, GP',
    })
    const [, body] = await api(articleItem.loader, ANONYMOUS, `/api/v1/wiki/articles/${id}`, {
      params: { id },
    })
    expect(body.data.reviewed_by).toBe('Dr Gone, GP')
  })
})
