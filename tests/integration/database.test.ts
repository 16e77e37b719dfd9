/** The schema's own guarantees, on PGlite and (TEST_DB=postgres) on PostgreSQL. */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runMigrations } from '~/db/migrate.server'
import { events, likes, news, wikiArticles, wikiCategories } from '~/db/schema'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.destroy()
})

async function rejects(promise: Promise<unknown>) {
  await expect(promise).rejects.toThrow()
}

describe(`schema constraints (${testDbKind})`, () => {
  it('runs the migrations a second time without changing anything', async () => {
    await runMigrations(database)
    const tables = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    )
    expect(rowsOf<{ n: number }>(tables)[0]!.n).toBeGreaterThanOrEqual(10)
  })

  it('refuses a category slug twice, and an article slug twice within one category', async () => {
    const [first] = await database.db
      .insert(wikiCategories)
      .values({ name: 'First aid', slug: 'first-aid' })
      .returning()
    await rejects(database.db.insert(wikiCategories).values({ name: 'Other', slug: 'first-aid' }))
    const [second] = await database.db
      .insert(wikiCategories)
      .values({ name: 'Safety', slug: 'safety' })
      .returning()
    await database.db
      .insert(wikiArticles)
      .values({ title: 'A', slug: 'steps', categoryId: first!.id })
    await rejects(
      database.db.insert(wikiArticles).values({ title: 'B', slug: 'steps', categoryId: first!.id }),
    )
    // The same article slug in another category is fine.
    await database.db
      .insert(wikiArticles)
      .values({ title: 'C', slug: 'steps', categoryId: second!.id })
  })

  it('refuses slugs that break the slug rule', async () => {
    await rejects(database.db.insert(wikiCategories).values({ name: 'Bad', slug: 'Has Spaces' }))
    await rejects(database.db.insert(wikiCategories).values({ name: 'Bad', slug: '-leading' }))
  })

  it('deletes the articles of a deleted category (cascade)', async () => {
    const [category] = await database.db
      .insert(wikiCategories)
      .values({ name: 'Temporary', slug: 'temporary' })
      .returning()
    await database.db.insert(wikiArticles).values([
      { title: 'One', slug: 'one', categoryId: category!.id },
      { title: 'Two', slug: 'two', categoryId: category!.id },
    ])
    await database.db.delete(wikiCategories).where(eq(wikiCategories.id, category!.id))
    const left = await database.db
      .select()
      .from(wikiArticles)
      .where(eq(wikiArticles.categoryId, category!.id))
    expect(left).toHaveLength(0)
  })

  it('keeps enumerations and likes_count >= 0 in the database', async () => {
    await rejects(
      database.db.execute(
        sql`insert into events (title, date, time, category) values ('x', '2030-01-01', '10:00', 'party')`,
      ),
    )
    await rejects(
      database.db.insert(news).values({ title: 'x', date: '2030-01-01', likesCount: -1 }),
    )
    await rejects(
      database.db.execute(sql`insert into wiki_articles (title, slug, category_id, status)
      select 'x', 'x', id, 'secret' from wiki_categories limit 1`),
    )
    await rejects(
      database.db.insert(events).values({ title: 'x', date: '2030-01-01', time: '25:00' }),
    )
  })

  it('counts a like once per visitor and item', async () => {
    const [event] = await database.db
      .insert(events)
      .values({ title: 'Walk', date: '2030-01-01', time: '10:00' })
      .returning()
    await database.db.insert(likes).values({ kind: 'event', itemId: event!.id, visitorId: 'v1' })
    await rejects(
      database.db.insert(likes).values({ kind: 'event', itemId: event!.id, visitorId: 'v1' }),
    )
  })

  it('maintains updated_at on every update', async () => {
    // Made a while ago, so that the update's time is later whatever the clock's resolution.
    const ago = new Date('2020-01-01T00:00:00Z')
    const [event] = await database.db
      .insert(events)
      .values({ title: 'Talk', date: '2030-01-01', time: '10:00', createdAt: ago, updatedAt: ago })
      .returning()
    expect(event!.updatedAt.getTime()).toBe(ago.getTime())
    await database.db.execute(sql`update events set title = 'Talk 2' where id = ${event!.id}`)
    const [after] = await database.db.select().from(events).where(eq(events.id, event!.id))
    expect(after!.updatedAt.getTime()).toBeGreaterThan(ago.getTime())
    expect(after!.createdAt.getTime()).toBe(ago.getTime())
  })
})
