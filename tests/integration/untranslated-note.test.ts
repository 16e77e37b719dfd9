/**
 * The "not yet available in Greek" note of a Greek page: shown when Greek text a reader would
 * see is really missing, not for text the site itself says in Greek (a free event's cost).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { saveContent } from '~/domain/content.server'
import { todayInCyprus } from '~/lib/dates'
import * as eventPage from '~/routes/events/detail'
import * as newsList from '~/routes/news/list'
import * as newsPage from '~/routes/news/detail'
import { getFrom } from './support/route-call'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
const ana = { id: 'a1', email: 'admin@example.org' }

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.destroy()
})

const greekEvent = (extra: Record<string, unknown> = {}) => ({
  title: 'Support group',
  title_el: 'Ομάδα υποστήριξης',
  description: 'We meet and talk.',
  description_el: 'Συναντιόμαστε και μιλάμε.',
  location: 'Nicosia',
  location_el: 'Λευκωσία',
  date: todayInCyprus(),
  time: '18:00',
  ...extra,
})

async function greekPage(values: Record<string, unknown>) {
  const saved = await saveContent(database.db, 'events', values, { actor: ana })
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  const data = (await getFrom(database, eventPage.loader, `/events/${saved.slug}`, {
    lang: 'el',
    params: { id: saved.slug },
  })) as unknown as {
    event: { untranslated: string[]; cost: string }
  }
  return data.event
}

describe(`the untranslated note of an event (${testDbKind})`, () => {
  it('is not shown for a fully Greek free event: the site says "Free" in Greek itself', async () => {
    const event = await greekPage(greekEvent({ cost: 'Free' }))
    expect(event.cost).toBe('Free')
    expect(event.untranslated).toEqual([])
  })

  it('is shown when a typed cost has no Greek, and when the description has none', async () => {
    expect((await greekPage(greekEvent({ cost: '10 euros at the door' }))).untranslated).toEqual([
      'cost',
    ])
    expect((await greekPage(greekEvent({ description_el: '' }))).untranslated).toEqual([
      'description',
    ])
  })
})

describe(`an item written in Greek only, for English readers (${testDbKind})`, () => {
  it('is saved without an English title and shows its Greek text with the Greek-only note, in the list and on its page', async () => {
    const saved = await saveContent(
      database.db,
      'news',
      {
        title_el: 'Μόνο ελληνικά νέα',
        excerpt_el: 'Περίληψη στα ελληνικά.',
        content_el: '<p>Κείμενο.</p>',
        category: 'research',
        date: todayInCyprus(),
      },
      { actor: ana },
    )
    if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
    const list = (await getFrom(database, newsList.loader, '/news')) as unknown as {
      news: { id: string; title: string; text: string; greekOnly: boolean }[]
    }
    expect(list.news.find((card) => card.id === saved.id)).toMatchObject({
      title: 'Μόνο ελληνικά νέα',
      text: 'Περίληψη στα ελληνικά.',
      greekOnly: true,
    })
    const page = (await getFrom(database, newsPage.loader, `/news/${saved.slug}`, {
      params: { id: saved.slug },
    })) as unknown as { item: { title: string; greekOnly: boolean } }
    expect(page.item).toMatchObject({ title: 'Μόνο ελληνικά νέα', greekOnly: true })
    // Greek readers get it as any other item.
    const greek = (await getFrom(database, newsPage.loader, `/news/${saved.slug}`, {
      lang: 'el',
      params: { id: saved.slug },
    })) as unknown as { item: { greekOnly: boolean; untranslated: string[] } }
    expect(greek.item).toMatchObject({ greekOnly: false, untranslated: [] })
  })
})
