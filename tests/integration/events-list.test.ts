/**
 * The loader of /events on a real database: upcoming events first (soonest first), past ones
 * after (most recent first), the category filter, admins' "Greek missing" view, and the sample
 * events an empty site shows.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { saveContent } from '~/domain/content.server'
import * as eventsList from '~/routes/events/list'
import { getFrom } from './support/route-call'
import { createTestDatabase, type TestDatabase } from './support/test-database'

let database: TestDatabase
const ana = { id: 'a1', email: 'admin@example.org' }

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.destroy()
})

type Card = { id: string; title: string }
type List = {
  category: string
  missingGreek: boolean
  upcoming: Card[]
  past: Card[]
  samples: Card[]
}

const list = async (path: string, isAdmin = false) =>
  (await getFrom(database, eventsList.loader, path, { isAdmin })) as unknown as List

async function saveEvent(title: string, date: string, category: string) {
  const saved = await saveContent(
    database.db,
    'events',
    {
      title,
      title_el: `${title} (ελ)`,
      date: '2099-01-01',
      time: '10:00',
      location: 'Nicosia',
      description: 'Come along.',
      description_el: 'Ελάτε.',
      category,
    },
    { actor: ana },
  )
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  // A past date cannot be typed into the form; the event simply happened.
  await database.db.execute(sql`update events set date = ${date} where id = ${saved.id}`)
  return saved.id
}

describe('/events', () => {
  it('shows sample events while the site has none, filtered by category too', async () => {
    const empty = await list('/events')
    expect([empty.upcoming, empty.past]).toEqual([[], []])
    expect(empty.samples.length).toBeGreaterThan(0)
    const filtered = await list('/events?category=support-group')
    expect(filtered.category).toBe('support-group')
    expect(filtered.samples.length).toBeLessThan(empty.samples.length)
  })

  it('puts upcoming events first, soonest first, then past ones, most recent first', async () => {
    await saveEvent('Later walk', '2099-09-01', 'social')
    await saveEvent('Sooner talk', '2099-03-01', 'support-group')
    await saveEvent('Old fair', '2020-05-01', 'social')
    await saveEvent('Older fair', '2019-05-01', 'social')
    const all = await list('/events')
    expect(all.upcoming.map((card) => card.title)).toEqual(['Sooner talk', 'Later walk'])
    expect(all.past.map((card) => card.title)).toEqual(['Old fair', 'Older fair'])
    expect(all.samples).toEqual([])
    expect(all.category).toBe('all')
  })

  it('narrows to a known category and ignores an unknown one', async () => {
    const support = await list('/events?category=support-group')
    expect(support.upcoming.map((card) => card.title)).toEqual(['Sooner talk'])
    expect(support.past).toEqual([])
    expect((await list('/events?category=nonsense')).category).toBe('all')
  })

  it('lists only events without Greek in the admins’ "Greek missing" view', async () => {
    const englishOnly = await saveContent(
      database.db,
      'events',
      {
        title: 'English only',
        date: '2099-05-01',
        time: '10:00',
        location: 'Larnaca',
        description: 'No Greek yet.',
        category: 'social',
      },
      { actor: ana },
    )
    if (!englishOnly.ok) throw new Error('not saved')
    const view = await list('/events?greek=missing', true)
    expect(view.missingGreek).toBe(true)
    expect([...view.upcoming, ...view.past].map((card) => card.title)).toEqual(['English only'])
    // Visitors asking for it get the whole list.
    const visitor = await list('/events?greek=missing')
    expect(visitor.missingGreek).toBe(false)
    expect(visitor.upcoming.length).toBe(3)
  })
})
