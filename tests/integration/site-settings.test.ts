/**
 * Site settings on a real database: created once at start (environment values, demo examples),
 * read by every page through the root loader (once per content version, as the server does), and
 * written only by admins through the Site settings page's action, with every bad value refused
 * and nothing changed.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseConfig } from '~/config.server'
import type { Services } from '~/context.server'
import { readContentVersion } from '~/db/content-version.server'
import { createContentVersionFeed, type ContentVersionFeed } from '~/db/content-version-feed.server'
import { siteSettings } from '~/db/schema'
import { createVersionedMemo } from '~/db/versioned-memo.server'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import {
  EXAMPLE_SITE_SETTINGS,
  initSiteSettingsOnce,
  readSiteSettings,
} from '~/domain/site-settings.server'
import { createLogger } from '~/logger.server'
import { loader as rootLoader } from '~/root'
import { action, loader } from '~/routes/admin/settings'
import { ADMIN, ANONYMOUS, contextFor, ORIGIN, USER } from './support/content-context'
import { createTestDatabase, type TestDatabase } from './support/test-database'
import type { AuthState } from '~/domain/auth/auth-state'
import type { Lang } from '~/i18n/languages'

let database: TestDatabase
let services: Services
let versions: ContentVersionFeed
const config = parseConfig({ CONTACT_PHONE: '+357 22 999999' })

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemoContentOnce(database.db)
  versions = createContentVersionFeed({
    read: () => readContentVersion(database.db),
    listen: database.listen,
    remote: database.kind === 'postgres',
    heartbeatMs: database.kind === 'postgres' ? 2_000 : 0,
    heartbeatTimeoutMs: 500,
  })
  await vi.waitFor(() => expect(versions.live).toBe(true), { timeout: 5_000 })
  services = {
    config,
    database,
    logger: createLogger('silent'),
    publicReads: createVersionedMemo(() => versions.get()),
  }
})
afterAll(async () => {
  await versions?.close()
  await database.destroy()
})

const GOOD = {
  contactEmail: 'info@epilepsy.example.org',
  contactPhone: '+357 22 111111',
  helplinePhone: '+357 77 777777',
  facebookUrl: 'https://www.facebook.com/epilepsy-cy',
  instagramUrl: 'https://www.instagram.com/epilepsy_cy',
  instagramHandle: 'epilepsy_cy',
  whatsappInviteUrl: 'https://chat.whatsapp.com/RealInvite',
  analyticsDashboardUrl: 'https://analytics.example.org/share/site',
}

async function post(auth: AuthState, fields: Record<string, string>, lang: Lang = 'en') {
  const body = new URLSearchParams(fields)
  const request = new Request(`${ORIGIN}/admin/settings`, { method: 'POST', body })
  return action({
    request,
    params: {},
    context: await contextFor(services, auth, { lang }),
  } as never)
}

async function get(auth: AuthState) {
  const request = new Request(`${ORIGIN}/admin/settings`)
  return loader({ request, params: {}, context: await contextFor(services, auth) } as never)
}

/** A thrown guard refusal (React Router's data()) as its status. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status
  }
  return 'not refused'
}

const contentVersion = async () =>
  Number(
    (
      (await database.db.execute(sql`select version from content_version`)) as unknown as {
        rows: { version: string }[]
      }
    ).rows[0]!.version,
  )

const stored = async () => (await database.db.select().from(siteSettings))[0]

describe('site settings', () => {
  it('start once with the environment over demo examples, marked as examples', async () => {
    expect(await initSiteSettingsOnce(database.db, config)).toBe(true)
    expect(
      await initSiteSettingsOnce(database.db, parseConfig({ CONTACT_EMAIL: 'late@example.org' })),
    ).toBe(false)
    const row = await stored()
    expect(row).toMatchObject({
      ...EXAMPLE_SITE_SETTINGS,
      contactPhone: '+357 22 999999',
      isExample: true,
    })
    const effective = await readSiteSettings(database.db, config)
    expect(effective.fromEnvironment).toEqual(['contactPhone'])
    expect(effective.examples).toContain('helplinePhone')
    expect(effective.examples).not.toContain('contactPhone')
  })

  it('reach every page through the root loader, examples marked', async () => {
    const request = new Request(`${ORIGIN}/`)
    const data = await rootLoader({
      request,
      params: {},
      context: await contextFor(services, ANONYMOUS),
    } as never)
    expect(data.site).toMatchObject({
      helplinePhone: EXAMPLE_SITE_SETTINGS.helplinePhone,
      contactPhone: '+357 22 999999',
      examples: true,
    })
  })

  it('are not shown or saved for a visitor or a signed-in non-admin', async () => {
    const before = await stored()
    expect(await refusal(get(ANONYMOUS))).toBe(403)
    expect(await refusal(get(USER))).toBe(403)
    expect(await refusal(post(ANONYMOUS, GOOD))).toBe(403)
    expect(await refusal(post(USER, GOOD))).toBe(403)
    expect(await stored()).toEqual(before)
  })

  it('refuse bad values field by field and change nothing', async () => {
    const before = await stored()
    const response = (await post(
      ADMIN,
      {
        ...GOOD,
        contactEmail: 'nope',
        facebookUrl: 'http://facebook.com/x',
        helplinePhone: '112!',
      },
      'el',
    )) as unknown as {
      init: { status: number }
      data: { ok: boolean; errors: Record<string, string> }
    }
    expect(response.init.status).toBe(400)
    expect(response.data.ok).toBe(false)
    expect(response.data.errors).toEqual({
      contactEmail: 'admin.siteSettings.errors.email',
      helplinePhone: 'admin.siteSettings.errors.phone',
      facebookUrl: 'admin.siteSettings.errors.https',
    })
    expect(await stored()).toEqual(before)
  })

  it('are saved by an admin, shown at once, no longer examples; the environment still wins', async () => {
    const rootData = async () =>
      (
        await rootLoader({
          request: new Request(`${ORIGIN}/`),
          params: {},
          context: await contextFor(services, ANONYMOUS),
        } as never)
      ).site
    expect(await rootData()).toMatchObject({ helplinePhone: EXAMPLE_SITE_SETTINGS.helplinePhone })
    const versionBefore = await contentVersion()
    const response = (await post(ADMIN, GOOD)) as unknown as { data: { ok: boolean } }
    expect(response.data.ok).toBe(true)
    // Cached pages of signed-out visitors (which show these details) go stale on every instance.
    expect(await contentVersion()).toBeGreaterThan(versionBefore)
    const row = await stored()
    expect(row).toMatchObject({
      ...GOOD,
      instagramHandle: '@epilepsy_cy',
      // Fixed by CONTACT_PHONE: the stored value stays what it was.
      contactPhone: '+357 22 999999',
      isExample: false,
      updatedBy: 'admin@example.org',
    })
    const page = await get(ADMIN)
    expect(page.values).toMatchObject({
      helplinePhone: '+357 77 777777',
      contactPhone: '+357 22 999999',
    })
    // Every page, whose root loader keeps the settings until the content version moves (on
    // PostgreSQL, once this process hears the notification of the bump).
    await expect
      .poll(rootData, { timeout: 5_000 })
      .toMatchObject({ helplinePhone: '+357 77 777777', examples: false })
    expect(page.fromEnvironment).toEqual(['contactPhone'])
    expect(page.examples).toEqual([])
  })

  it('empty a detail when its field is left empty', async () => {
    await post(ADMIN, { ...GOOD, whatsappInviteUrl: '  ' })
    expect((await stored())?.whatsappInviteUrl).toBeNull()
  })
})
