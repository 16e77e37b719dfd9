/**
 * Search synonyms on a real database: the starting list a new installation gets, a query word
 * finding its group's other terms in both languages, an admin's saved list used by the very
 * next search (and cached pages dropped), only admins may save, and a list with a fault is
 * refused whole with nothing changed.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { rowsOf } from '~/db/client.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { search } from '~/domain/search.server'
import { readSynonymGroups } from '~/domain/search-synonyms.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { createLogger } from '~/logger.server'
import { action, loader } from '~/routes/admin/search-synonyms'
import { ADMIN, contextFor, EVERYONE, ORIGIN, roleMatrix } from './support/content-context'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database.destroy()
})

const titles = async (query: string, lang: 'en' | 'el' = 'en') =>
  (await search(database.db, { query, lang })).hits.map((h) => h.title)

/** The action's answer as a status and body; a guard's refusal (thrown) as its status. */
async function post(auth: AuthState, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/admin/search-synonyms`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })
  try {
    const answer = (await action({
      request,
      params: {},
      context: await contextFor(services, auth),
    } as never)) as unknown as { init?: { status?: number } | null; data: unknown }
    return { status: answer.init?.status ?? 200, body: answer.data as Record<string, unknown> }
  } catch (error) {
    return { status: (error as { init?: { status?: number } }).init?.status ?? 0, body: null }
  }
}

async function lists() {
  return {
    en: await readSynonymGroups(database.db, 'en'),
    el: await readSynonymGroups(database.db, 'el'),
  }
}

const contentVersion = async () =>
  Number(
    rowsOf<{ version: string }>(
      await database.db.execute(sql`select version from content_version`),
    )[0]!.version,
  )

describe(`search synonyms on ${testDbKind}`, () => {
  it('start with the obvious groups in both languages', async () => {
    const { en, el } = await lists()
    expect(en).toContainEqual(['medicine', 'medication', 'drugs', 'pills', 'tablets'])
    expect(en).toContainEqual(['seizures', 'fits', 'convulsions'])
    expect(en).toContainEqual(['EEG', 'electroencephalogram', 'brainwave test'])
    expect(el).toContainEqual(['φάρμακα', 'αγωγή', 'χάπια', 'αντιεπιληπτικά'])
    expect(el).toContainEqual(['ΗΕΓ', 'ηλεκτροεγκεφαλογράφημα', 'EEG'])
  })

  it('let a query word find its group’s other terms, in either language', async () => {
    expect(await titles('fits')).toContain('Focal and generalised seizures')
    expect((await titles('pills')).slice(0, 3)).toContain('Anti-seizure medicines')
    expect((await titles('χάπια', 'el')).slice(0, 3)).toContain('Αντιεπιληπτικά φάρμακα')
    expect((await titles('ηλεκτροεγκεφαλογράφημα', 'el')).slice(0, 3)).toContain(
      'Πώς γίνεται η διάγνωση της επιληψίας',
    )
  })

  it('show the lists to admins only', async () => {
    const answers = await roleMatrix(async (auth) => {
      try {
        await loader({
          request: new Request(`${ORIGIN}/admin/search-synonyms`),
          params: {},
          context: await contextFor(services, auth),
        } as never)
        return 200
      } catch (error) {
        return (error as { init?: { status?: number } }).init?.status ?? 0
      }
    })
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 200,
    })
  })

  it('are saved by admins only, and a saved list is used by the next search', async () => {
    const before = await lists()
    const en = `${before.en.map((g) => g.join(', ')).join('\n')}\nstrobe, photosensitive`
    const el = `${before.el.map((g) => g.join(', ')).join('\n')}\nαναλαμπές, φωτοευαίσθητη`
    expect(await titles('strobe')).not.toContain('Photosensitive epilepsy')
    expect(await titles('αναλαμπές', 'el')).not.toContain('Φωτοευαίσθητη επιληψία')

    const answers = await roleMatrix(async (auth, who) =>
      who === 'admin' ? 0 : (await post(auth, { en, el })).status,
    )
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 403,
      admin: 0,
    })
    expect(await lists()).toEqual(before)

    const version = await contentVersion()
    expect(await post(EVERYONE.admin, { en, el })).toEqual({ status: 200, body: { ok: true } })
    expect((await lists()).en.at(-1)).toEqual(['strobe', 'photosensitive'])
    expect((await titles('strobe'))[0]).toBe('Photosensitive epilepsy')
    expect((await titles('αναλαμπές', 'el'))[0]).toBe('Φωτοευαίσθητη επιληψία')
    // Cached result pages of signed-out visitors are stale now.
    expect(await contentVersion()).toBeGreaterThan(version)

    // Taken off the list, the word finds nothing of it again.
    const restored = {
      en: before.en.map((g) => g.join(', ')).join('\n'),
      el: before.el.map((g) => g.join(', ')).join('\n'),
    }
    expect((await post(ADMIN, restored)).status).toBe(200)
    expect(await lists()).toEqual(before)
    expect(await titles('strobe')).not.toContain('Photosensitive epilepsy')
  })

  it.each([
    ['one term on a line', 'medicine, medication\nfits', [{ line: 2, code: 'tooFewTerms' }]],
    [
      'a term in two groups',
      'medicine, medication\ndrugs, medicines',
      [{ line: 2, code: 'repeated', term: 'medicines' }],
    ],
    [
      'a term too long',
      `fits, ${'x'.repeat(61)}`,
      [{ line: 1, code: 'termTooLong', term: 'x'.repeat(61) }],
    ],
    [
      'a term with operators',
      'fits, seizure & death',
      [{ line: 1, code: 'badCharacters', term: 'seizure & death' }],
    ],
    [
      'too many terms on a line',
      Array.from({ length: 13 }, (_, i) => `word${i}`).join(', '),
      [{ line: 1, code: 'tooManyTerms' }],
    ],
    [
      'a text too long',
      `fits, seizures\n${'a, b\n'.repeat(5000)}`,
      [{ line: 0, code: 'textTooLong' }],
    ],
  ])('refuse %s, naming the line, and change nothing', async (_name, en, errors) => {
    const before = await lists()
    const version = await contentVersion()
    const answer = await post(ADMIN, { en, el: 'φάρμακα, αγωγή' })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ ok: false, errors: { en: errors } })
    expect(answer.body?.errors).not.toHaveProperty('el')
    expect(await lists()).toEqual(before)
    expect(await contentVersion()).toBe(version)
  })

  it('refuse a request without one of the lists, rather than empty it', async () => {
    const before = await lists()
    const answer = await post(ADMIN, { en: 'fits, seizures' })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ ok: false, errors: { el: [{ line: 0, code: 'missing' }] } })
    expect(await lists()).toEqual(before)
  })
})
