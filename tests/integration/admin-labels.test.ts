/**
 * The admin pages name things in the admin's language: the audit log gives a Greek admin each
 * item's Greek title (an English admin the English one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deleteContent, saveContent } from '~/domain/content.server'
import { todayInCyprus } from '~/lib/dates'
import * as audit from '~/routes/admin/audit'
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

type Entry = { itemId: string | null; action: string; title: string | null; titleLang: string }

async function auditTitles(lang: 'en' | 'el', itemId: string) {
  const response = (await getFrom(database, audit.loader, '/admin/audit', {
    lang,
    isAdmin: true,
  })) as unknown as { data: { entries: Entry[] } }
  return response.data.entries
    .filter((entry) => entry.itemId === itemId)
    .map((entry) => [entry.action, entry.title, entry.titleLang])
}

describe(`the audit log's titles (${testDbKind})`, () => {
  it("shows each item's title in the admin's language, also once the item is deleted", async () => {
    const saved = await saveContent(
      database.db,
      'news',
      {
        title: 'Walk for epilepsy',
        title_el: 'Πορεία για την επιληψία',
        excerpt: 'x',
        content: '<p>x</p>',
        category: 'research',
        date: todayInCyprus(),
        author: 'Staff',
      },
      { actor: ana },
    )
    if (!saved.ok) throw new Error('not saved')
    expect(await auditTitles('el', saved.id)).toEqual([
      ['published', 'Πορεία για την επιληψία', 'el'],
      ['created', 'Πορεία για την επιληψία', 'el'],
    ])
    expect(await auditTitles('en', saved.id)).toEqual([
      ['published', 'Walk for epilepsy', 'en'],
      ['created', 'Walk for epilepsy', 'en'],
    ])

    await deleteContent(database.db, 'news', saved.id, ana)
    expect((await auditTitles('el', saved.id))[0]).toEqual([
      'deleted',
      'Πορεία για την επιληψία',
      'el',
    ])
  })
})
