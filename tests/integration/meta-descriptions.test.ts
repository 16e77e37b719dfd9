/**
 * The meta description of events, news and stories on a real database: its own text in the
 * reader's language in the page's description (and so Open Graph's) and the feeds' summaries,
 * the excerpt or description when there is none; written through the API by admins only, with
 * its length limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { feedEntries } from '~/domain/feeds.server'
import { saveContent } from '~/domain/content.server'
import { getRow } from '~/domain/content-store.server'
import { createLogger } from '~/logger.server'
import * as item from '~/routes/api/content-item'
import * as eventPage from '~/routes/events/detail'
import * as newsPage from '~/routes/news/detail'
import { ADMIN, ANONYMOUS, callRoute, USER } from './support/content-context'
import { getFrom } from './support/route-call'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const ACTOR = { id: 'admin-1', email: 'admin@example.org' }
const META = 'Walk with us along the Larnaca sea front on 12 April.'
const META_EL = 'Περπατήστε μαζί μας στην παραλία της Λάρνακας στις 12 Απριλίου.'

async function news(fields: Record<string, unknown>) {
  const saved = await saveContent(
    database.db,
    'news',
    { date: '2026-01-15', excerpt: 'The excerpt.', excerpt_el: 'Η περίληψη.', ...fields },
    { actor: ACTOR },
  )
  if (!saved.ok) throw new Error(JSON.stringify(saved))
  return saved
}

async function description(slug: string, lang: 'en' | 'el') {
  const page = (await getFrom(database, newsPage.loader, `/news/${slug}`, {
    params: { id: slug },
    lang,
  })) as unknown as { meta: { description: string; structuredData: { description: string }[] } }
  return [page.meta.description, page.meta.structuredData[0]!.description]
}

describe(`meta descriptions (${testDbKind})`, () => {
  it('describes the page in the reader’s language, else with the excerpt', async () => {
    const own = await news({
      title: 'Sea walk',
      meta_description: META,
      meta_description_el: META_EL,
    })
    expect(await description(own.slug, 'en')).toEqual([META, META])
    expect(await description(own.slug, 'el')).toEqual([META_EL, META_EL])
    const englishOnly = await news({ title: 'Sea walk 2', meta_description: META })
    expect((await description(englishOnly.slug, 'el'))[0]).toBe('Η περίληψη.')
    const none = await news({ title: 'Sea walk 3' })
    expect((await description(none.slug, 'en'))[0]).toBe('The excerpt.')
  })

  it('describes an event with its own text, else its description', async () => {
    const base = { date: '2099-06-01', time: '10:00', description: 'Bring water.' }
    for (const [meta, expected] of [
      [META, META],
      ['', 'Bring water.'],
    ]) {
      const saved = await saveContent(
        database.db,
        'events',
        { ...base, title: `Beach day ${expected}`, meta_description: meta },
        { actor: ACTOR },
      )
      if (!saved.ok) throw new Error(JSON.stringify(saved))
      const page = (await getFrom(database, eventPage.loader, `/events/${saved.slug}`, {
        params: { id: saved.slug },
      })) as unknown as { meta: { description: string } }
      expect(page.meta.description).toBe(expected)
    }
  })

  it('gives the feeds’ summaries the meta description, else the excerpt', async () => {
    const own = await news({
      title: 'Feed walk',
      meta_description: META,
      meta_description_el: META_EL,
    })
    const plain = await news({ title: 'Feed walk 2' })
    const english = await feedEntries(database.db, 'news', 'en', 'http://site.test')
    expect(english.find((entry) => entry.id === own.id)?.summary).toBe(META)
    expect(english.find((entry) => entry.id === plain.id)?.summary).toBe('The excerpt.')
    const greek = await feedEntries(database.db, 'news', 'el', 'http://site.test')
    expect(greek.find((entry) => entry.id === own.id)?.summary).toBe(META_EL)
  })

  it('is written through the API by admins only, at most 300 characters', async () => {
    const saved = await news({ title: 'API walk' })
    const patch = async (auth: AuthState, body: Record<string, unknown>, lang?: 'el') => {
      const response = await callRoute(
        services,
        item.action as never,
        auth,
        `/api/v1/news/${saved.slug}`,
        {
          method: 'PATCH',
          body,
          lang,
          params: { kind: 'news', id: saved.slug },
        },
      )
      return [response.status, await response.json()] as const
    }
    expect((await patch(ANONYMOUS, { meta_description: META }))[0]).toBe(401)
    expect((await patch(USER, { meta_description: META }))[0]).toBe(403)
    const [tooLong, refusal] = await patch(ADMIN, { meta_description_el: 'α'.repeat(301) }, 'el')
    expect(tooLong).toBe(400)
    expect(refusal.error.fields.meta_description_el).toBe(
      'Το κείμενο είναι πολύ μεγάλο. Παρακαλούμε συντομέψτε το.',
    )
    expect((await getRow(database.db, 'news', saved.id))?.metaDescription).toBeNull()
    const [ok, written] = await patch(ADMIN, {
      meta_description: META,
      meta_description_el: META_EL,
    })
    expect(ok).toBe(200)
    expect(written.data).toMatchObject({ meta_description: META, meta_description_el: META_EL })
    const read = await callRoute(
      services,
      item.loader as never,
      ANONYMOUS,
      `/api/v1/news/${saved.id}`,
      {
        params: { kind: 'news', id: saved.id },
      },
    )
    expect(((await read.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      meta_description: META,
    })
  })
})
