/**
 * Changes of tags in the audit log, on a real database: a Greek label given, changed and
 * removed and a rename, from the Tags page and the JSON API, each written with who made it in
 * the transaction of the change; refused and empty changes write nothing; and /admin/audit names
 * the tag and says what changed in the admin's language.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { auditLog } from '~/db/schema'
import type { AuthState } from '~/domain/auth/auth-state'
import { saveContent } from '~/domain/content.server'
import { createI18n } from '~/i18n/i18n'
import type { Lang } from '~/i18n/languages'
import { todayInCyprus } from '~/lib/dates'
import { createLogger } from '~/logger.server'
import * as auditPage from '~/routes/admin/audit'
import * as tagsPage from '~/routes/admin/tags'
import * as tagApi from '~/routes/api/tag'
import { ADMIN, ANONYMOUS, callRoute, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase()
  services = { config: parseConfig({ NODE_ENV: 'test' }), database, logger: createLogger('silent') }
  // Saving an item with a tag puts the tag on the list.
  const saved = await saveContent(
    database.db,
    'news',
    {
      title: 'Night owls',
      excerpt: 'x',
      content: '<p>x</p>',
      category: 'research',
      date: todayInCyprus(),
      author: 'Staff',
      tags: ['sleep'],
      status: 'published',
    },
    { actor: { id: 'a1', email: 'admin@example.org' } },
  )
  if (!saved.ok) throw new Error('not saved')
})
afterAll(async () => {
  await database?.destroy()
})

const tagEntries = () =>
  database.db
    .select({
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      itemId: auditLog.itemId,
      title: auditLog.title,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(eq(auditLog.kind, 'tag'))
    .orderBy(auditLog.id)

async function patch(auth: AuthState, name: string, body: unknown) {
  return callRoute(services, tagApi.action as never, auth, `/api/v1/tags/${name}`, {
    method: 'PATCH',
    body,
    params: { name },
  })
}

async function postPage(auth: AuthState, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/admin/tags`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })
  try {
    const result = (await tagsPage.action({
      request,
      params: {},
      context: await contextFor(services, auth),
    } as never)) as unknown as { init: { status: number } | null }
    return result.init?.status ?? 200
  } catch (refusal) {
    return (refusal as { init?: { status: number } }).init?.status ?? 500
  }
}

type AuditPage = {
  entries: {
    action: string
    kind: string
    title: string
    titleLang: Lang
    tagChange: { action: string; from: string | null; to: string | null } | null
  }[]
}

async function auditPageIn(lang: Lang) {
  const result = (await auditPage.loader({
    request: new Request(`${ORIGIN}/admin/audit?kind=tag`),
    params: {},
    context: await contextFor(services, ADMIN, { lang }),
  } as never)) as { data: AuditPage }
  return result.data.entries
}

describe(`tag changes in the audit log (${testDbKind})`, () => {
  it('refused changes write nothing', async () => {
    expect((await patch(ANONYMOUS, 'sleep', { label_el: 'ύπνος' })).status).toBe(401)
    expect((await patch(USER, 'sleep', { label_el: 'ύπνος' })).status).toBe(403)
    expect(await postPage(USER, { name: 'sleep', label: 'sleep', label_el: 'ύπνος' })).toBe(403)
    expect((await patch(ADMIN, 'sleep', { label_el: 'ύ'.repeat(41) })).status).toBe(400)
    expect((await patch(ADMIN, 'no-such-tag', { label_el: 'x' })).status).toBe(404)
    expect(await tagEntries()).toEqual([])
  })

  it('records a Greek label given, changed, a rename and a label removed, by whom', async () => {
    expect(await postPage(ADMIN, { name: 'sleep', label: 'sleep', label_el: 'ύπνος' })).toBe(200)
    // Saving the row again as it is changes nothing and records nothing.
    expect(await postPage(ADMIN, { name: 'sleep', label: 'sleep', label_el: 'ύπνος' })).toBe(200)
    expect((await patch(ADMIN, 'sleep', { label_el: 'Ύπνος' })).status).toBe(200)
    expect((await patch(ADMIN, 'sleep', { label: 'rest' })).status).toBe(200)
    expect((await patch(ADMIN, 'rest', { label_el: null })).status).toBe(200)
    expect(await tagEntries()).toEqual([
      {
        actorEmail: 'admin@example.org',
        action: 'label_set',
        itemId: 'sleep',
        title: 'sleep',
        detail: { from: null, to: 'ύπνος', label_el: 'ύπνος' },
      },
      {
        actorEmail: 'admin@example.org',
        action: 'label_changed',
        itemId: 'sleep',
        title: 'sleep',
        detail: { from: 'ύπνος', to: 'Ύπνος', label_el: 'Ύπνος' },
      },
      {
        actorEmail: 'admin@example.org',
        action: 'renamed',
        itemId: 'rest',
        title: 'rest',
        detail: { from: 'sleep', to: 'rest', label_el: 'Ύπνος' },
      },
      {
        actorEmail: 'admin@example.org',
        action: 'label_cleared',
        itemId: 'rest',
        title: 'rest',
        detail: { from: 'Ύπνος', to: null, label_el: 'Ύπνος' },
      },
    ])
    // Filterable by kind and action, as any entry.
    const [cleared] = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'tag'), eq(auditLog.action, 'label_cleared')))
    expect(cleared).toBeDefined()
  })

  it('/admin/audit names the tag and the change in the admin’s language', async () => {
    for (const lang of ['en', 'el'] as const) {
      const entries = await auditPageIn(lang)
      const { t } = await createI18n(lang)
      const shown = entries.map((entry) => [
        t(`admin.editorial.audit.actions.${entry.action}` as never),
        t(`admin.editorial.audit.kinds.${entry.kind}` as never),
        entry.title,
        entry.titleLang,
        entry.tagChange,
      ])
      expect(shown).toEqual(
        lang === 'en'
          ? [
              [
                'Greek label removed',
                'Tag',
                'rest',
                'en',
                { action: 'label_cleared', from: 'Ύπνος', to: null },
              ],
              ['Renamed', 'Tag', 'rest', 'en', { action: 'renamed', from: 'sleep', to: 'rest' }],
              [
                'Greek label changed',
                'Tag',
                'sleep',
                'en',
                { action: 'label_changed', from: 'ύπνος', to: 'Ύπνος' },
              ],
              [
                'Greek label given',
                'Tag',
                'sleep',
                'en',
                { action: 'label_set', from: null, to: 'ύπνος' },
              ],
            ]
          : [
              [
                'Αφαίρεση ελληνικής ονομασίας',
                'Ετικέτα',
                'Ύπνος',
                'el',
                { action: 'label_cleared', from: 'Ύπνος', to: null },
              ],
              [
                'Μετονομασία',
                'Ετικέτα',
                'Ύπνος',
                'el',
                { action: 'renamed', from: 'sleep', to: 'rest' },
              ],
              [
                'Αλλαγή ελληνικής ονομασίας',
                'Ετικέτα',
                'Ύπνος',
                'el',
                { action: 'label_changed', from: 'ύπνος', to: 'Ύπνος' },
              ],
              [
                'Ορισμός ελληνικής ονομασίας',
                'Ετικέτα',
                'ύπνος',
                'el',
                { action: 'label_set', from: null, to: 'ύπνος' },
              ],
            ],
      )
    }
  })
})
