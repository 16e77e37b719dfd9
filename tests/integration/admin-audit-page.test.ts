/** The /admin/audit page's loader on a real database: entries, filters from the address, unreadable filters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { deleteContent, saveContent } from '~/domain/content.server'
import { createLogger } from '~/logger.server'
import * as auditPage from '~/routes/admin/audit'
import { ADMIN, contextFor, ORIGIN } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services
const ana = { id: 'a1', email: 'ana@example.org' }
const bo = { id: 'a2', email: 'bo@example.org' }

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  const event = {
    date: '2099-06-01',
    time: '10:00',
    location: 'Limassol',
    description: 'Text',
    category: 'social',
  }
  const picnic = await saveContent(
    database.db,
    'events',
    { ...event, title: 'Family picnic' },
    { actor: ana },
  )
  await saveContent(database.db, 'events', { ...event, title: 'Winter talk' }, { actor: bo })
  if (picnic.ok) await deleteContent(database.db, 'events', picnic.id, bo)
})
afterAll(async () => {
  await database?.destroy()
})

type Page = {
  entries: { actorEmail: string | null; action: string; kind: string; title: string }[]
  values: Record<string, string>
  invalid: string[]
  nextPage: string | null
}

async function load(query = '') {
  const request = new Request(`${ORIGIN}/admin/audit${query}`)
  const result = (await auditPage.loader({
    request,
    params: {},
    context: await contextFor(services, ADMIN),
  } as never)) as { data: Page }
  return result.data
}

describe('/admin/audit loader', () => {
  it("lists the entries newest first (a published item's creation is also its publication)", async () => {
    const page = await load()
    expect(page.entries.map((entry) => [entry.actorEmail, entry.action, entry.title])).toEqual([
      ['bo@example.org', 'deleted', 'Family picnic'],
      ['bo@example.org', 'published', 'Winter talk'],
      ['bo@example.org', 'created', 'Winter talk'],
      ['ana@example.org', 'published', 'Family picnic'],
      ['ana@example.org', 'created', 'Family picnic'],
    ])
    expect([page.invalid, page.nextPage]).toEqual([[], null])
  })

  it('filters by person and action, and gives the filters back for the form', async () => {
    const page = await load('?actor=bo%40example.org&action=created&kind=events')
    expect(page.entries.map((entry) => entry.title)).toEqual(['Winter talk'])
    expect(page.values).toEqual({
      actor: 'bo@example.org',
      kind: 'events',
      action: 'created',
      from: '',
      to: '',
    })
  })

  it('names a filter it cannot read and lists without the filters', async () => {
    const page = await load('?from=2027-13-45')
    expect(page.invalid).toEqual(['from'])
    expect(page.entries).toHaveLength(5)
  })
})
