/**
 * The wiki action's 'category-move': admins move a category up or down within its section;
 * order indexes are written so the section lists in the new order; anonymous callers,
 * non-admins and bad input change nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import type { AuthState } from '~/domain/auth/auth-state'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'
import { ADMIN, ANONYMOUS, USER } from './support/content-context'
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

const post = (auth: AuthState, fields: Record<string, string | string[]>, lang?: Lang) =>
  postWikiForm(services, auth, fields, lang)

interface Row {
  id: string
  slug: string
  page: number
  order_index: number
}

/** A section's categories as its pages list them: by order index, then name. */
async function section(page: number) {
  return rowsOf<Row>(
    await database.db.execute(
      sql`select id, slug, page, order_index from wiki_categories where page = ${page} order by order_index, name`,
    ),
  )
}

async function create(slug: string, page: number, orderIndex: number) {
  const [status] = await post(ADMIN, {
    intent: 'category-create',
    name: slug,
    slug,
    page: String(page),
    orderIndex: String(orderIndex),
  })
  expect(status).toBe(200)
}

describe(`moving a wiki category (${testDbKind})`, () => {
  it('swaps places with its neighbour in the section, for an admin', async () => {
    const before = await section(1)
    expect(before.length).toBeGreaterThan(2)
    const [first, second] = before
    const [status, body] = await post(ADMIN, {
      intent: 'category-move',
      id: second!.id,
      direction: 'up',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ ok: true, intent: 'category-move' })
    const after = await section(1)
    expect(after.map((row) => row.slug)).toEqual([
      second!.slug,
      first!.slug,
      ...before.slice(2).map((row) => row.slug),
    ])
    // Only the two swapped their order indexes.
    expect(after.map((row) => row.order_index)).toEqual(before.map((row) => row.order_index))

    await post(ADMIN, { intent: 'category-move', id: second!.id, direction: 'down' })
    expect((await section(1)).map((row) => row.slug)).toEqual(before.map((row) => row.slug))
  })

  it('numbers a section with equal order indexes so the move shows, and leaves other sections alone', async () => {
    await create('move-tie-a', 0, 50)
    await create('move-tie-b', 0, 50)
    await create('move-tie-c', 0, 60)
    const living = await section(2)
    const other = (await section(0)).filter((row) => row.slug.startsWith('move-tie'))
    expect(other.map((row) => row.slug)).toEqual(['move-tie-a', 'move-tie-b', 'move-tie-c'])

    const [status] = await post(ADMIN, {
      intent: 'category-move',
      id: other[1]!.id,
      direction: 'up',
    })
    expect(status).toBe(200)
    const moved = (await section(0)).filter((row) => row.slug.startsWith('move-tie'))
    expect(moved.map((row) => row.slug)).toEqual(['move-tie-b', 'move-tie-a', 'move-tie-c'])
    expect(new Set((await section(0)).map((row) => row.order_index)).size).toBe(
      (await section(0)).length,
    )
    expect(await section(2)).toEqual(living)
  })

  it('changes nothing for the first category moved up or the last moved down', async () => {
    const before = await section(2)
    await post(ADMIN, { intent: 'category-move', id: before[0]!.id, direction: 'up' })
    const [status] = await post(ADMIN, {
      intent: 'category-move',
      id: before.at(-1)!.id,
      direction: 'down',
    })
    expect(status).toBe(200)
    expect(await section(2)).toEqual(before)
  })

  it('refuses anonymous callers and non-admins and changes nothing', async () => {
    const before = await section(1)
    for (const auth of [ANONYMOUS, USER]) {
      const [status, body] = await post(auth, {
        intent: 'category-move',
        id: before[1]!.id,
        direction: 'up',
      })
      expect(status).toBe(403)
      expect(body).toMatchObject({ ok: false, message: 'Admin access required.' })
    }
    expect(await section(1)).toEqual(before)
  })

  it('answers a bad direction (400) and an unknown category (404) with translated messages', async () => {
    const before = await section(1)
    const [status, body] = await post(
      ADMIN,
      { intent: 'category-move', id: before[1]!.id, direction: 'sideways' },
      'el',
    )
    expect(status).toBe(400)
    expect(body.message).toBe('Επιλέξτε αν η κατηγορία θα μετακινηθεί προς τα πάνω ή προς τα κάτω.')
    const [missing, missingBody] = await post(ADMIN, {
      intent: 'category-move',
      id: crypto.randomUUID(),
      direction: 'up',
    })
    expect(missing).toBe(404)
    expect(missingBody.message).toBe(
      'This category no longer exists. Reload the page to see the current list.',
    )
    const [malformed] = await post(ADMIN, {
      intent: 'category-move',
      id: 'not-a-uuid',
      direction: 'down',
    })
    expect(malformed).toBe(404)
    expect(await section(1)).toEqual(before)
  })
})
