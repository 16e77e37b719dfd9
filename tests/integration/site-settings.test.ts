/**
 * Site settings on a real database: created once at start (environment values, demo examples),
 * read by every page through the root loader (once per content version, as the server does), and
 * written only by admins through the Site settings page's action, with every bad value refused
 * and nothing changed; the footer's added links and the pages admins add there, likewise.
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
import { deletePage, savePage } from '~/domain/pages.server'
import { loader as rootLoader } from '~/root'
import { action, loader } from '~/routes/admin/settings'
import {
  ADMIN,
  ANONYMOUS,
  AUTHOR,
  contextFor,
  EDITOR,
  ORIGIN,
  REVIEWER,
  USER,
} from './support/content-context'
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

async function postPairs(auth: AuthState, pairs: [string, string][], lang: Lang = 'en') {
  const request = new Request(`${ORIGIN}/admin/settings`, {
    method: 'POST',
    body: new URLSearchParams(pairs),
  })
  return action({
    request,
    params: {},
    context: await contextFor(services, auth, { lang }),
  } as never)
}

const link = (label: string, labelEl: string, href: string): [string, string][] => [
  ['link_label', label],
  ['link_label_el', labelEl],
  ['link_href', href],
]

describe('the footer’s added links', () => {
  it('are saved by an admin only, in order, and reach every page at once', async () => {
    // The footer links to an added page while visitors can see it (decision 0076).
    const page = await savePage(
      database.db,
      { title: 'Volunteer', slug: 'volunteer', content: '<p>Give an hour.</p>' },
      { actor: { id: ADMIN.user!.id, email: ADMIN.user!.email, role: 'admin' } },
    )
    if (!page.ok) throw new Error('not saved')
    const pairs: [string, string][] = [
      ['intent', 'footer-links'],
      ...link('Volunteer', 'Εθελοντισμός', '/volunteer'),
      ...link('', '', ''),
      ...link('Donate', '', 'https://donate.example.org/cy'),
    ]
    for (const auth of [ANONYMOUS, USER, AUTHOR, REVIEWER, EDITOR])
      expect(await refusal(postPairs(auth, pairs)), String(auth.role)).toBe(403)
    expect((await stored())?.footerLinks).toEqual([])
    const versionBefore = await contentVersion()
    const response = (await postPairs(ADMIN, pairs)) as unknown as { data: { ok: boolean } }
    expect(response.data.ok).toBe(true)
    expect(await contentVersion()).toBeGreaterThan(versionBefore)
    const links = [
      { label: 'Volunteer', labelEl: 'Εθελοντισμός', href: '/volunteer' },
      { label: 'Donate', labelEl: null, href: 'https://donate.example.org/cy' },
    ]
    expect((await stored())?.footerLinks).toEqual(links)
    expect((await get(ADMIN)).footerLinks).toEqual(links)
    await expect
      .poll(
        async () =>
          (
            await rootLoader({
              request: new Request(`${ORIGIN}/`),
              params: {},
              context: await contextFor(services, ANONYMOUS),
            } as never)
          ).site.footerLinks,
        { timeout: 5_000 },
      )
      .toEqual(links)
    // The tests below count the pages they add.
    expect(await deletePage(database.db, page.id, null)).toBe(true)
  })

  it('refuse a bad row naming it, in the admin’s language, and change nothing', async () => {
    const before = await stored()
    const response = (await postPairs(
      ADMIN,
      [
        ['intent', 'footer-links'],
        ...link('Volunteer', '', 'javascript:alert(1)'),
        ...link('', '', '/x'),
      ],
      'el',
    )) as unknown as {
      init: { status: number }
      data: { ok: boolean; linkErrors: Record<string, string> }
    }
    expect(response.init.status).toBe(400)
    expect(response.data.linkErrors).toEqual({
      '0.href': 'admin.footerLinks.errors.hrefInvalid',
      '1.label': 'admin.footerLinks.errors.labelRequired',
    })
    expect(await stored()).toEqual(before)
  })
})

describe('adding a page on the settings page', () => {
  const pagePairs = (slug: string): [string, string][] => [
    ['intent', 'new-page'],
    ['title', 'Volunteer'],
    ['title_el', 'Εθελοντισμός'],
    ['slug', slug],
    ['content', '<p>Join us at our events.</p>'],
    ['content_el', ''],
  ]
  const pageCount = async () =>
    (
      (await database.db.execute(sql`select count(*)::int as n from pages`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows[0]!.n

  it('is for admins only, and takes them to the new page', async () => {
    for (const auth of [ANONYMOUS, USER, AUTHOR, REVIEWER, EDITOR])
      expect(await refusal(postPairs(auth, pagePairs('volunteer'))), String(auth.role)).toBe(403)
    expect(await pageCount()).toBe(0)
    const response = (await postPairs(ADMIN, pagePairs('volunteer'))) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/volunteer')
    expect(await pageCount()).toBe(1)
    expect((await get(ADMIN)).pages).toEqual([
      { title: 'Volunteer', path: '/volunteer', status: 'published' },
    ])
  })

  it('refuses an address of the site’s own or another page’s, and adds nothing', async () => {
    for (const [slug, message] of [
      ['wiki', 'admin.pages.validation.slugReserved'],
      ['volunteer', 'admin.pages.validation.slugTaken'],
    ] as const) {
      const response = (await postPairs(ADMIN, pagePairs(slug))) as unknown as {
        init: { status: number }
        data: { pageErrors: Record<string, string>; typed: Record<string, string> }
      }
      expect(response.init.status, slug).toBe(400)
      expect(response.data.pageErrors, slug).toEqual({ slug: message })
      expect(response.data.typed.title).toBe('Volunteer')
    }
    expect(await pageCount()).toBe(1)
  })
})
