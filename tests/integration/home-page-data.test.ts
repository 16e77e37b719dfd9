/**
 * The home page's data on a real, seeded database: the cards carry their category labels in the
 * reader's language, so the browser needs no strings but the home page's own
 * (docs/decisions/0006-javascript-budget.md).
 */
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { events, news, stories } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import elEvents from '~/i18n/locales/el/events.json'
import elNews from '~/i18n/locales/el/news.json'
import elStories from '~/i18n/locales/el/stories.json'
import enEvents from '~/i18n/locales/en/events.json'
import enNews from '~/i18n/locales/en/news.json'
import enStories from '~/i18n/locales/en/stories.json'
import type { Lang } from '~/i18n/languages'
import { deleteContent, saveContent } from '~/domain/content.server'
import { todayInCyprus } from '~/lib/dates'
import { homePageData } from '~/routes/home-data.server'
import { routeContext } from './support/route-call'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
})
afterAll(async () => {
  await database.destroy()
})

const LABELS = {
  en: { events: enEvents.categories, news: enNews.categories, stories: enStories.categories },
  el: { events: elEvents.categories, news: elNews.categories, stories: elStories.categories },
} as const
const TABLES = { events, news, stories } as const

async function home(options: { lang?: Lang } = {}) {
  return homePageData(await routeContext(database, options))
}

describe('home page data', () => {
  for (const lang of ['en', 'el'] as const) {
    it(`labels every card with its category in ${lang}`, async () => {
      const data = await home({ lang })
      for (const kind of ['events', 'news', 'stories'] as const) {
        const cards = data[kind]
        expect(cards.length, kind).toBeGreaterThan(0)
        const table = TABLES[kind]
        const rows = await database.db
          .select({ id: table.id, category: table.category })
          .from(table)
          .where(
            inArray(
              table.id,
              cards.map((card) => card.id),
            ),
          )
        const categoryOf = new Map(rows.map((row) => [row.id, row.category]))
        for (const card of cards) {
          const labels: Record<string, string> = LABELS[lang][kind]
          expect(card.categoryLabel, `${kind} ${card.id}`).toBe(labels[categoryOf.get(card.id)!])
        }
      }
    })
  }

  it('writes the labels, not keys (the demo events hold support groups)', async () => {
    const [en, el] = await Promise.all([home({ lang: 'en' }), home({ lang: 'el' })])
    expect(en.events.map((card) => card.categoryLabel)).toContain('Support')
    expect(el.events.map((card) => card.categoryLabel)).toContain('Υποστήριξη')
    for (const card of [
      ...en.events,
      ...en.news,
      ...en.stories,
      ...el.events,
      ...el.news,
      ...el.stories,
    ]) {
      expect(card.categoryLabel).not.toMatch(/^(events|news|stories)\./)
    }
  })

  it('marks a card written in Greek only, with its Greek title, for English readers', async () => {
    const saved = await saveContent(
      database.db,
      'news',
      {
        title: '',
        title_el: 'Νέα μόνο στα ελληνικά',
        excerpt: '',
        excerpt_el: 'Σύντομα',
        content: '<p>Κείμενο</p>',
        category: 'community',
        date: todayInCyprus(),
        author: 'Ομάδα',
        tags: [],
      },
      { actor: null },
    )
    expect(saved.ok).toBe(true)
    const id = saved.ok ? saved.id : ''
    try {
      const card = (await home({ lang: 'en' })).news.find((n) => n.id === id)
      expect(card).toMatchObject({ title: 'Νέα μόνο στα ελληνικά', greekOnly: true })
      const bilingual = (await home({ lang: 'en' })).news.filter((n) => n.id !== id)
      expect(bilingual.every((n) => n.greekOnly === false)).toBe(true)
    } finally {
      await deleteContent(database.db, 'news', id, null)
    }
  })
})
