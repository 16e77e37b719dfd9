/**
 * Wiki categories written Greek-first (docs/decisions/0035): a name in English, in Greek or in
 * both is required, by the pages' form action and the JSON API alike; a category named in Greek
 * only is stored with name '' and a slug made from its Greek name, and English readers get its
 * Greek name marked `greekOnly` (category cards, the header's menus).
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { wikiCategories } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { createI18n } from '~/i18n/i18n'
import { keyFromData } from '~/i18n/keys'
import type { Lang } from '~/i18n/languages'
import { translateFieldErrors, type FieldErrors } from '~/lib/form-input'
import type { HeaderMenus } from '~/lib/header-menus'
import { createLogger } from '~/logger.server'
import * as categoryItem from '~/routes/api/wiki-category'
import * as categoryCollection from '~/routes/api/wiki-categories'
import { loader as menusLoader } from '~/routes/chrome/header-menus'
import { categoryCard } from '~/routes/wiki/wiki-data.server'
import { ADMIN, ANONYMOUS, callRoute, USER, type CallOptions } from './support/content-context'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'
import { postWikiForm } from './support/wiki-form'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

/** Every category row as it is stored, to show that a refused write changed nothing. */
async function categoriesNow() {
  return rowsOf<Record<string, unknown>>(
    await database.db.execute(sql`select * from wiki_categories order by id`),
  )
}

async function api(
  handler: (args: never) => Promise<Response> | Response,
  path: string,
  options: CallOptions = {},
  auth = ADMIN,
) {
  const response = await callRoute(services, handler, auth, path, options)
  return [response.status, (await response.json()) as Record<string, any>] as const // eslint-disable-line @typescript-eslint/no-explicit-any
}

const shown = async (fields: unknown, lang: Lang) => {
  const i18n = await createI18n(lang)
  return translateFieldErrors(fields as FieldErrors, (key) => i18n.t(keyFromData(key)))
}

const storedBySlug = async (slug: string) =>
  (await database.db.select().from(wikiCategories).where(eq(wikiCategories.slug, slug)))[0]

describe(`wiki categories named in Greek only (${testDbKind})`, () => {
  it('the form action refuses a category with neither name, in words, and changes nothing', async () => {
    const before = await categoriesNow()
    for (const auth of [ANONYMOUS, USER]) {
      const [status] = await postWikiForm(services, auth, {
        intent: 'category-create',
        nameEl: 'Ύπνος',
        slug: 'ypnos',
      })
      expect(status).toBe(403)
    }
    for (const lang of ['en', 'el'] as const) {
      const [status, body] = await postWikiForm(
        services,
        ADMIN,
        { intent: 'category-create', name: ' ', nameEl: '  ', slug: 'nameless', page: '2' },
        lang,
      )
      expect(status).toBe(400)
      expect(await shown(body.fields, lang)).toEqual({
        name:
          lang === 'en'
            ? 'Name is required: give it in English, in Greek or in both.'
            : 'Το όνομα είναι υποχρεωτικό: γράψτε το στα αγγλικά, στα ελληνικά ή και στα δύο.',
      })
    }
    expect(await categoriesNow()).toEqual(before)
  })

  it('the form action creates a category with a Greek name only, at a slug made from it', async () => {
    const [status, body] = await postWikiForm(services, ADMIN, {
      intent: 'category-create',
      name: '',
      nameEl: 'Ύπνος και κούραση',
      // What the form sends: the slug it made from the Greek name.
      slug: 'Ύπνος και κούραση',
      page: '2',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ ok: true, intent: 'category-create' })
    const row = await storedBySlug('ypnos-kai-kourasi')
    expect(row).toMatchObject({ name: '', nameEl: 'Ύπνος και κούραση', page: 2 })

    // Renaming it to no name at all is refused and leaves it as it was.
    const [renameStatus, renamed] = await postWikiForm(services, ADMIN, {
      intent: 'category-update',
      id: row!.id,
      name: '',
      nameEl: '',
      slug: 'ypnos-kai-kourasi',
      page: '2',
    })
    expect(renameStatus).toBe(400)
    expect(renamed.fields).toEqual({ name: 'admin.wiki.validation.nameRequired' })
    expect(await storedBySlug('ypnos-kai-kourasi')).toEqual(row)
  })

  it('English readers get the Greek name, marked Greek only; Greek readers get it plainly', async () => {
    const row = (await storedBySlug('ypnos-kai-kourasi'))!
    expect(categoryCard(row, 'en', 0)).toMatchObject({
      name: 'Ύπνος και κούραση',
      greekOnly: true,
      untranslated: [],
    })
    expect(categoryCard(row, 'el', 0)).toMatchObject({
      name: 'Ύπνος και κούραση',
      greekOnly: false,
      untranslated: [],
    })

    const menus = async (lang: Lang) => {
      const [status, body] = await api(menusLoader as never, '/api/v1/header-menus', { lang })
      expect(status).toBe(200)
      return body as HeaderMenus
    }
    const column = (data: HeaderMenus) =>
      data.living.columns.find((entry) => entry.href.endsWith('/ypnos-kai-kourasi'))
    expect(column(await menus('en'))).toMatchObject({
      name: 'Ύπνος και κούραση',
      greekOnly: true,
      untranslated: false,
    })
    expect(column(await menus('el'))).toMatchObject({
      name: 'Ύπνος και κούραση',
      greekOnly: false,
    })
    // Every other entry has a name to show.
    const english = await menus('en')
    for (const entry of [...english.understanding.columns, ...english.living.columns]) {
      expect(entry.name.trim()).not.toBe('')
      for (const article of entry.articles) expect(article.title.trim()).not.toBe('')
    }
  })

  it('the API answers 400 with a translated message on `name` and changes nothing', async () => {
    const before = await categoriesNow()
    for (const [auth, expected] of [
      [ANONYMOUS, 401],
      [USER, 403],
    ] as const) {
      const [status] = await api(
        categoryCollection.action,
        '/api/v1/wiki/categories',
        { method: 'POST', body: { name_el: 'Διατροφή', slug: 'diatrofi' } },
        auth,
      )
      expect(status).toBe(expected)
    }
    const [status, body] = await api(categoryCollection.action, '/api/v1/wiki/categories', {
      method: 'POST',
      body: { name: '', name_el: ' ', slug: 'nothing' },
    })
    expect(status).toBe(400)
    expect(body.error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'Name is required: give it in English, in Greek or in both.' },
    })
    const [elStatus, elBody] = await api(categoryCollection.action, '/api/v1/wiki/categories', {
      method: 'POST',
      body: { slug: 'nothing' },
      lang: 'el',
    })
    expect(elStatus).toBe(400)
    expect(elBody.error.fields).toEqual({
      name: 'Το όνομα είναι υποχρεωτικό: γράψτε το στα αγγλικά, στα ελληνικά ή και στα δύο.',
    })
    expect(await categoriesNow()).toEqual(before)
  })

  it('the API creates a Greek-only category, and a PATCH that would leave no name changes nothing', async () => {
    const [created, body] = await api(categoryCollection.action, '/api/v1/wiki/categories', {
      method: 'POST',
      body: { name_el: 'Διατροφή', slug: 'Διατροφή', page: 2 },
    })
    expect(created).toBe(201)
    expect(body.data).toMatchObject({ name: '', name_el: 'Διατροφή', slug: 'diatrofi' })
    const id = body.data.id as string

    const before = await categoriesNow()
    const [refused, refusal] = await api(categoryItem.action, `/api/v1/wiki/categories/${id}`, {
      method: 'PATCH',
      params: { id },
      body: { name_el: null },
    })
    expect(refused).toBe(400)
    expect(refusal.error.fields).toEqual({
      name: 'Name is required: give it in English, in Greek or in both.',
    })
    expect(await categoriesNow()).toEqual(before)

    // An English name may be added, and taken away again while the Greek one stays.
    for (const name of ['Nutrition', '']) {
      const [status, answer] = await api(categoryItem.action, `/api/v1/wiki/categories/${id}`, {
        method: 'PATCH',
        params: { id },
        body: { name },
      })
      expect(status).toBe(200)
      expect(answer.data).toMatchObject({ name, name_el: 'Διατροφή', slug: 'diatrofi' })
    }
  })
})
