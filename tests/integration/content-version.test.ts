/**
 * The content version that the page cache trusts: every write to a table whose rows visitors
 * see moves it, whatever code makes the write, and every table is accounted for, so a new
 * table cannot silently escape invalidation.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readContentVersion } from '~/db/content-version.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { news } from '~/db/schema'
import { listReaderRows } from '~/domain/content.server'
import { ANONYMOUS } from '~/domain/viewer'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

/** Tables whose rows appear on pages anonymous visitors get (and so in the page cache). */
const VISITOR_CONTENT = [
  'events',
  'news',
  'stories',
  'wiki_categories',
  'wiki_articles',
  'wiki_media',
  'media',
  'image_texts',
  'tags',
  'app_settings',
  'site_settings',
  'pages',
  // Search results are pages visitors get: a changed synonym changes them.
  'search_synonyms',
]

/** A plain column of each table that has no created_at (generated columns take no values). */
const PLAIN_COLUMN: Record<string, string> = {
  app_settings: 'value',
  site_settings: 'updated_at',
  search_synonyms: 'updated_at',
}

/** Tables that never change what an anonymous visitor sees, and why. */
const NOT_VISITOR_CONTENT: Record<string, string> = {
  user: 'accounts: shown only to their owner, who is signed in and never served from the cache',
  session: 'sign-in sessions',
  account: 'sign-in credentials',
  verification: 'e-mail verification and reset tokens',
  two_factor: 'second-factor secrets of admins',
  profiles: 'roles: change what admins see, and admins are never served from the cache',
  auth_rate_limits: 'sign-in attempt counters',
  mail_outbox: 'outgoing e-mail',
  invitations: 'invitations to the team: read by admins only, never on a page a visitor gets',
  likes: "who liked what; the counts live on the items' own rows",
  content_version: 'the version itself',
  content_revisions:
    'earlier versions of items: only admins read them, and admins are never served from the cache',
  audit_log: 'who did what: read by admins only',
  review_notes: "editors' notes to authors on items sent back: read by the team only",
  pending_changes:
    "authors' changes to published items, waiting for an editor: read by the team only; publishing one saves the item, which moves the version",
  analytics_daily: 'visitor statistics: read by the team only, never on a page a visitor gets',
  content_slug_history:
    "items' earlier addresses: written in the same transaction as the item's change, which moves the version; redirects are never cached",
  newsletter_subscribers:
    'newsletter readers and their consent: read by admins only, never on a page a visitor gets',
  newsletters: 'newsletters being written and sent: read by the team only; a sent one is mail',
  newsletter_deliveries: 'the sending queue, one row per reader: read by the sender and the team',
  page_sections:
    "the fixed pages' text for search, rebuilt from the strings a release ships: a new release starts with an empty page cache",
}

let database: TestDatabase
const version = () => readContentVersion(database.db)

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.destroy()
})

describe(`content version (${testDbKind})`, () => {
  it('accounts for every table: visitor content or a stated reason why not', async () => {
    const result = await database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
    const tables = rowsOf<{ table_name: string }>(result).map((row) => row.table_name)
    const unclassified = tables.filter(
      (table) => !VISITOR_CONTENT.includes(table) && !(table in NOT_VISITOR_CONTENT),
    )
    expect(
      unclassified,
      'add new tables to VISITOR_CONTENT (and give them the trigger) or explain them',
    ).toEqual([])
    for (const table of VISITOR_CONTENT) expect(tables).toContain(table)
  })

  it.each(VISITOR_CONTENT)('moves on every insert, update and delete of %s', async (table) => {
    const name = sql.identifier(table)
    // Statement-level triggers fire even when no row matches, which proves each kind of write is covered.
    const before = BigInt(await version())
    // One plain column: generated ones (search vectors) take no values.
    const column = sql.identifier(PLAIN_COLUMN[table] ?? 'created_at')
    await database.db.execute(
      sql`INSERT INTO ${name} (${column}) SELECT ${column} FROM ${name} WHERE false`,
    )
    expect(BigInt(await version())).toBe(before + 1n)
    await database.db.execute(sql`UPDATE ${name} SET ${column} = ${column} WHERE false`)
    expect(BigInt(await version())).toBe(before + 2n)
    await database.db.execute(sql`DELETE FROM ${name} WHERE false`)
    expect(BigInt(await version())).toBe(before + 3n)
  })

  it('moves when content is really written, and not on reads', async () => {
    await seedDemoContentOnce(database.db)
    const [post] = await listReaderRows(database.db, 'news', ANONYMOUS, { limit: 1 })
    const before = await version()
    await listReaderRows(database.db, 'news', ANONYMOUS)
    expect(await version()).toBe(before)
    await database.db.update(news).set({ title: 'A changed title' }).where(eq(news.id, post!.id))
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before))
  })
})
