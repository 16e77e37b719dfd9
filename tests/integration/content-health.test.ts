/**
 * The content health page on a real database: which items it lists as missing Greek (only what
 * readers see or will see), the count of images without a text alternative, and who may open it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { events, imageTexts, media, news, stories, wikiArticles, wikiCategories } from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import { readContentHealth } from '~/domain/content-health.server'
import { createLogger } from '~/logger.server'
import * as healthPage from '~/routes/admin/health'
import { contextFor, ORIGIN, roleMatrix } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
})
afterAll(async () => {
  await database?.destroy()
})

const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title).sort()

describe('content health', () => {
  it('starts healthy on an empty site', async () => {
    expect(await readContentHealth(database.db)).toEqual({
      reviewOverdue: [],
      reviewDueSoon: [],
      neverReviewed: [],
      withoutSources: [],
      greekMissing: [],
      imagesWithoutText: 0,
    })
  })

  it('lists the published and scheduled items whose Greek readers do not get', async () => {
    const { db } = database
    const later = new Date(Date.now() + 86_400_000)
    const [untranslated] = await db
      .insert(news)
      .values({ title: 'Untranslated news', date: '2026-03-01' })
      .returning({ id: news.id })
    await db.insert(news).values([
      { title: 'Draft without Greek', date: '2026-03-02', status: 'draft' },
      { title: 'Translated news', titleEl: 'Μεταφρασμένο νέο', date: '2026-03-03' },
    ])
    await db.insert(events).values({
      title: 'Scheduled walk',
      titleEl: 'Προγραμματισμένος περίπατος',
      elReady: false,
      date: '2026-05-01',
      time: '10:00',
      status: 'scheduled',
      publishAt: later,
    })
    await db
      .insert(stories)
      .values({ title: 'Story held back', titleEl: 'Ιστορία', elReady: false, date: '2026-02-01' })
    const [category] = await db
      .insert(wikiCategories)
      .values({ name: 'Treatment', slug: 'treatment', page: 1 })
      .returning({ id: wikiCategories.id })
    await db.insert(wikiArticles).values([
      {
        title: 'Rescue medicine',
        slug: 'rescue-medicine',
        categoryId: category!.id,
        status: 'published',
        elReady: false,
        titleEl: 'Φάρμακα διάσωσης',
      },
      {
        title: 'Draft article',
        slug: 'draft-article',
        categoryId: category!.id,
        status: 'draft',
      },
    ])

    const health = await readContentHealth(db)
    expect(titles(health.greekMissing)).toEqual([
      'Rescue medicine',
      'Scheduled walk',
      'Story held back',
      'Untranslated news',
    ])
    const byTitle = new Map(health.greekMissing.map((entry) => [entry.title, entry]))
    expect(byTitle.get('Untranslated news')).toMatchObject({
      kind: 'news',
      href: `/news/${untranslated!.id}/edit`,
    })
    // Wiki articles are edited on their own page, here in the Understanding Epilepsy section.
    expect(byTitle.get('Rescue medicine')).toMatchObject({
      kind: 'wiki',
      href: '/understanding-epilepsy/treatment/rescue-medicine',
    })
  })

  it('lists the medical reviews overdue and coming, and articles never reviewed or unsourced', async () => {
    const { db } = database
    const [category] = await db
      .insert(wikiCategories)
      .values({ name: 'Seizures', slug: 'seizures', page: 2 })
      .returning({ id: wikiCategories.id })
    const source = [
      {
        title: 'Epilepsies in children, young people and adults',
        publisher: 'NICE',
        year: 2022,
        link: null,
      },
    ]
    const article = (slug: string, fields: Partial<typeof wikiArticles.$inferInsert>) => ({
      title: slug,
      slug,
      categoryId: category!.id,
      status: 'published' as const,
      titleEl: slug,
      sources: source,
      ...fields,
    })
    await db.insert(wikiArticles).values([
      article('overdue', { reviewedOn: '2022-01-10', nextReviewDue: '2026-10-01' }),
      // No date set: due three years after the review, 2026-12-20.
      article('due-soon', { reviewedOn: '2023-12-20' }),
      article('reviewed-unsourced', { reviewedOn: '2026-06-01', sources: [] }),
      article('fine', { reviewedOn: '2026-06-01' }),
      article('archived-overdue', { status: 'archived', reviewedOn: '2020-01-01' }),
    ])
    const health = await readContentHealth(db, '2026-11-28')
    expect(health.reviewOverdue).toMatchObject([
      { title: 'overdue', due: '2026-10-01', href: '/living-with-epilepsy/seizures/overdue' },
    ])
    expect(health.reviewDueSoon).toMatchObject([{ title: 'due-soon', due: '2026-12-20' }])
    // The earlier test's published article was never reviewed, and has no sources either.
    expect(titles(health.neverReviewed)).toEqual(['Rescue medicine'])
    expect(titles(health.withoutSources)).toEqual(['Rescue medicine', 'reviewed-unsourced'])
  })

  it('counts each upload without a text alternative once, whatever its variants', async () => {
    const { db } = database
    const variant = (hash: string, width: number, contentType: string) => ({
      hash,
      width,
      height: width,
      contentType,
      data: Buffer.from([1]),
      byteSize: 1,
    })
    const undescribed = 'a'.repeat(64)
    const emptyText = 'b'.repeat(64)
    const described = 'c'.repeat(64)
    const decorative = 'd'.repeat(64)
    await db
      .insert(media)
      .values([
        variant(undescribed, 400, 'image/webp'),
        variant(undescribed, 800, 'image/webp'),
        variant(undescribed, 400, 'image/avif'),
        variant(emptyText, 400, 'image/webp'),
        variant(described, 400, 'image/webp'),
        variant(decorative, 400, 'image/webp'),
      ])
    await db
      .insert(imageTexts)
      .values([
        { hash: emptyText },
        { hash: described, alt: 'A nurse', altEl: 'Μια νοσηλεύτρια' },
        { hash: decorative, decorative: true },
      ])
    expect((await readContentHealth(db)).imagesWithoutText).toBe(2)
  })
})

describe('the content health page', () => {
  const status = async (auth: AuthState) => {
    try {
      await healthPage.loader({
        request: new Request(`${ORIGIN}/admin/health`),
        params: {},
        context: await contextFor(services, auth),
      } as never)
      return 200
    } catch (thrown) {
      const refused = thrown as { init?: { status?: number }; status?: number }
      return refused.init?.status ?? refused.status ?? 500
    }
  }

  it('opens to editors and admins only', async () => {
    const answers = await roleMatrix(status)
    expect(answers).toEqual({
      anonymous: 403,
      user: 403,
      author: 403,
      reviewer: 403,
      editor: 200,
      admin: 200,
    })
  })
})
