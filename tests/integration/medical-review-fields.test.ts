/**
 * The medical-review fields of wiki articles (sources, next review date) through the JSON API
 * and the article editor's form, with their validation messages in both languages; the
 * revisions keep them; and a medical reviewer's credentials on /profile, by role. A refused
 * write changes nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { listRevisions } from '~/domain/editorial.server'
import { credentialsOf } from '~/domain/profiles.server'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import * as profile from '~/routes/profile'
import * as articleItem from '~/routes/api/wiki-article'
import * as articleCollection from '~/routes/api/wiki-articles'
import * as categoryCollection from '~/routes/api/wiki-categories'
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
} from './support/content-context'
import { addAccounts } from './support/accounts'
import { createTestDatabase, rowsOf, type TestDatabase } from './support/test-database'
import { postWikiForm } from './support/wiki-form'

let database: TestDatabase
let services: Services
let categoryId: string

const api = contentApi(() => services)

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  await addAccounts(database, [USER, AUTHOR, REVIEWER, EDITOR, ADMIN])
  const [status, body] = await api(categoryCollection.action, ADMIN, '/api/v1/wiki/categories', {
    method: 'POST',
    body: { name: 'Seizures', slug: 'seizures' },
  })
  expect(status).toBe(201)
  categoryId = body.data.id
})
afterAll(async () => {
  await database?.destroy()
})

let slugs = 0
const article = (fields: Json = {}) => ({
  title: 'Focal seizures',
  slug: `focal-${++slugs}`,
  category_id: categoryId,
  content: '<p>What happens in a focal seizure.</p>',
  ...fields,
})

const create = (body: Json, lang: Lang = 'en') =>
  api(articleCollection.action, ADMIN, '/api/v1/wiki/articles', { method: 'POST', body, lang })

async function articleCount() {
  return rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from wiki_articles`),
  )[0]!.n
}

describe('sources and the next review date of an article', () => {
  it('stores the sources and the next review date, and the API and revisions carry them', async () => {
    const [status, body] = await create(
      article({
        sources: [
          {
            title: '  Epilepsies in children, young people and adults  ',
            publisher: 'NICE',
            year: '2022',
            link: 'https://www.nice.org.uk/guidance/ng217',
          },
          { title: 'Seizure first aid', publisher: '', year: null, link: '' },
          { title: '', publisher: ' ', year: '', link: '' },
        ],
        next_review_due: '2029-03-01',
      }),
    )
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      sources: [
        {
          title: 'Epilepsies in children, young people and adults',
          publisher: 'NICE',
          year: 2022,
          link: 'https://www.nice.org.uk/guidance/ng217',
        },
        { title: 'Seizure first aid', publisher: null, year: null, link: null },
      ],
      next_review_due: '2029-03-01',
      reviewed_by: null,
      reviewed_on: null,
    })
    const [revision] = await listRevisions(database.db, 'wiki', body.data.id)
    expect(revision!.snapshot).toMatchObject({
      sources: body.data.sources,
      next_review_due: '2029-03-01',
      reviewed_by: null,
      reviewed_on: null,
    })
  })

  it('starts with no sources and no next review date', async () => {
    const [status, body] = await create(article())
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ sources: [], next_review_due: null })
  })

  it.each([
    [
      'a source without a title',
      { sources: [{ title: ' ', publisher: 'NICE', year: 2022 }] },
      'sources',
      'Give every source a title, or remove the source.',
      'Δώστε τίτλο σε κάθε πηγή ή αφαιρέστε την πηγή.',
    ],
    [
      'a link that is not a web address',
      { sources: [{ title: 'Guidance', link: 'javascript:alert(1)' }] },
      'sources',
      'Enter a source’s link as a web address that starts with http:// or https://.',
      'Γράψτε τον σύνδεσμο της πηγής ως διεύθυνση που αρχίζει με http:// ή https://.',
    ],
    [
      'a year that is not a year',
      { sources: [{ title: 'Guidance', year: '20x2' }] },
      'sources',
      'Enter a source’s year as four digits, such as 2024.',
      'Γράψτε το έτος της πηγής με τέσσερα ψηφία, π.χ. 2024.',
    ],
    [
      'a year in the future',
      { sources: [{ title: 'Guidance', year: new Date().getUTCFullYear() + 5 }] },
      'sources',
      'Enter a source’s year as four digits, such as 2024.',
      'Γράψτε το έτος της πηγής με τέσσερα ψηφία, π.χ. 2024.',
    ],
    [
      'sources that are not a list',
      { sources: 'NICE 2022' },
      'sources',
      'The sources could not be read. Reload the page and enter them again.',
      'Οι πηγές δεν μπόρεσαν να διαβαστούν. Φορτώστε ξανά τη σελίδα και συμπληρώστε τις ξανά.',
    ],
    [
      'more than 40 sources',
      { sources: Array.from({ length: 41 }, (_, i) => ({ title: `Source ${i}` })) },
      'sources',
      'List at most 40 sources.',
      'Καταχωρίστε έως 40 πηγές.',
    ],
    [
      'a title too long',
      { sources: [{ title: 'x'.repeat(301) }] },
      'sources',
      'This is too long. Please shorten it.',
      'Το κείμενο είναι πολύ μεγάλο. Συντομεύστε το.',
    ],
    [
      'a next review date that is no date',
      { next_review_due: '2029-02-30' },
      'next_review_due',
      'Please enter a valid date.',
      undefined,
    ],
  ])(
    'refuses %s with a translated message and stores nothing',
    async (_, fields, field, en, el) => {
      const before = await articleCount()
      const [status, body] = await create(article(fields))
      expect(status).toBe(400)
      expect(body.error.fields[field]).toBe(en)
      if (el) {
        const [greekStatus, greek] = await create(article(fields), 'el')
        expect(greekStatus).toBe(400)
        expect(greek.error.fields[field]).toBe(el)
      }
      expect(await articleCount()).toBe(before)
    },
  )

  it('keeps the sources as the article editor form posts them (one JSON text), refusing bad ones', async () => {
    const [, created] = await create(article())
    const id = created.data.id as string
    const form = (sources: string) =>
      postWikiForm(services, ADMIN, {
        intent: 'article-update',
        enhanced: '1',
        id,
        title: 'Focal seizures',
        slug: created.data.slug,
        categoryId,
        content: '<p>What happens in a focal seizure.</p>',
        status: 'draft',
        sources,
        nextReviewDue: '2030-01-15',
      })
    const [refused, refusal] = await form(JSON.stringify([{ title: '', link: 'https://x.org' }]))
    expect(refused).toBe(400)
    expect(refusal).toMatchObject({
      ok: false,
      fields: { sources: 'admin.wiki.validation.sourceTitleRequired' },
    })
    const [status] = await form(
      JSON.stringify([
        { title: 'ILAE definition of epilepsy', publisher: 'ILAE', year: '2014', link: '' },
      ]),
    )
    expect(status).toBe(200)
    const [, stored] = await api(articleItem.loader, ADMIN, `/api/v1/wiki/articles/${id}`, {
      params: { id },
    })
    expect(stored.data).toMatchObject({
      sources: [
        { title: 'ILAE definition of epilepsy', publisher: 'ILAE', year: 2014, link: null },
      ],
      next_review_due: '2030-01-15',
    })
  })
})

describe('who may change the next review date', () => {
  it('is editors and admins; the rest of the team may save it unchanged', async () => {
    const [, created] = await create(article({ next_review_due: '2029-01-01' }))
    const id = created.data.id as string
    const patch = (auth: AuthState, body: Json) =>
      api(articleItem.action, auth, `/api/v1/wiki/articles/${id}`, {
        method: 'PATCH',
        body,
        params: { id },
      })
    for (const auth of [AUTHOR, REVIEWER]) {
      const [status, body] = await patch(auth, { next_review_due: '2031-01-01' })
      expect(status).toBe(403)
      expect(body.error.message).toBe('Only an editor or an admin can change the next review date.')
      expect((await patch(auth, { title: 'Focal seizures, explained' }))[0]).toBe(200)
    }
    expect((await patch(EDITOR, { next_review_due: '2031-01-01' }))[0]).toBe(200)
    const [, stored] = await api(articleItem.loader, ADMIN, `/api/v1/wiki/articles/${id}`, {
      params: { id },
    })
    expect(stored.data.next_review_due).toBe('2031-01-01')
    const [refused] = await api(articleCollection.action, AUTHOR, '/api/v1/wiki/articles', {
      method: 'POST',
      body: article({ next_review_due: '2030-01-01' }),
    })
    expect(refused).toBe(403)
  })
})

/** Posts the profile's credentials form; answers [status, body]. */
async function postCredentials(auth: AuthState, credentials: string, lang: Lang = 'en') {
  const form = new FormData()
  form.append('credentials', credentials)
  const request = new Request(`${ORIGIN}/profile?intent=credentials`, {
    method: 'POST',
    body: form,
  })
  const result = (await profile.action({
    request,
    context: await contextFor(services, auth, { lang }),
    params: {},
  } as never)) as unknown as { data: Json; init: ResponseInit | null }
  return [result.init?.status ?? 200, result.data] as const
}

describe('a medical reviewer’s credentials on the profile', () => {
  it('lets medical reviewers and admins keep credentials, and nobody else', async () => {
    expect((await postCredentials(ANONYMOUS, 'Dr Nobody'))[0]).toBe(401)
    for (const auth of [USER, EDITOR]) {
      const [status, body] = await postCredentials(auth, 'Dr Somebody, neurologist')
      expect(status).toBe(403)
      expect(body.message).toBe('Only medical reviewers and admins give credentials.')
      expect(await credentialsOf(database.db, auth.user!.id)).toBeNull()
    }
    for (const auth of [REVIEWER, ADMIN]) {
      const [status, body] = await postCredentials(auth, '  Dr A. B., consultant neurologist  ')
      expect(status).toBe(200)
      expect(body).toMatchObject({ ok: true, credentials: 'Dr A. B., consultant neurologist' })
      expect(await credentialsOf(database.db, auth.user!.id)).toBe(
        'Dr A. B., consultant neurologist',
      )
    }
  })

  it('refuses credentials too short or too long in the asker’s language, keeping the old ones', async () => {
    await postCredentials(REVIEWER, 'Dr Kept, neurologist')
    const cases: [string, Lang, string][] = [
      ['Dr', 'en', 'Enter at least 3 characters: your name and credentials.'],
      ['x'.repeat(161), 'en', 'Shorten your credentials to 160 characters at most.'],
      ['Δρ', 'el', 'Γράψτε τουλάχιστον 3 χαρακτήρες: το όνομα και την ιδιότητά σας.'],
    ]
    for (const [text, lang, message] of cases) {
      const [status, body] = await postCredentials(REVIEWER, text, lang)
      expect(status).toBe(400)
      expect(body).toMatchObject({ ok: false, invalid: true, message })
    }
    expect(await credentialsOf(database.db, REVIEWER.user!.id)).toBe('Dr Kept, neurologist')
  })

  it('clears the credentials when the field is emptied', async () => {
    await postCredentials(ADMIN, 'Dr Admin, GP')
    const [status] = await postCredentials(ADMIN, '   ')
    expect(status).toBe(200)
    expect(await credentialsOf(database.db, ADMIN.user!.id)).toBeNull()
  })

  it('shows the credentials field to medical reviewers and admins only', async () => {
    const load = async (auth: AuthState) =>
      (await profile.loader({
        request: new Request(`${ORIGIN}/profile`),
        context: await contextFor(services, auth),
        params: {},
      } as never)) as { credentials: { value: string | null } | null }
    await postCredentials(REVIEWER, 'Dr A. B., consultant neurologist')
    expect((await load(REVIEWER)).credentials).toEqual({
      value: 'Dr A. B., consultant neurologist',
    })
    expect((await load(EDITOR)).credentials).toBeNull()
    expect((await load(USER)).credentials).toBeNull()
  })
})
