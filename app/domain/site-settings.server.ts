/**
 * The foundation's public details (contact e-mail and phones, social links, community invite,
 * analytics dashboard): the one module that reads and writes the site_settings row.
 *
 * Which value wins: an environment variable that is set always wins over the database (the
 * operator's override), and the Site settings page shows that detail as fixed by the server.
 * Every other detail is the database's, which an admin edits. On first start the row is created
 * from the environment (the initial values); on a demo installation the details the environment
 * leaves empty get example values, marked as examples until an admin saves the page.
 *
 * Pages read the row once per content version (currentSiteSettings), which every save of the
 * row moves, so a change shows on the next page on every instance sharing the database.
 */
import { eq, sql } from 'drizzle-orm'

import type { Config } from '~/config.server'
import type { Services } from '~/context.server'
import type { Db } from '~/db/client.server'
import { appSettings, siteSettings, type SiteSettingsRow } from '~/db/schema'
import { DEMO_SEEDED_KEY } from '~/db/demo-markers'
import {
  SITE_SETTING_FIELDS,
  type SiteSettingField,
  type SiteSettingValues,
} from './site-settings-input'
import { readOncePerVersion } from './public-reads.server'
import type { FooterLink } from '~/lib/footer-links'

const ROW_ID = 1

/** The example details of a demo installation: obviously placeholders (example.org, 000 000). */
export const EXAMPLE_SITE_SETTINGS: SiteSettingValues = {
  contactEmail: 'hello@example.org',
  contactPhone: '+357 22 000 000',
  helplinePhone: '+357 99 000 000',
  facebookUrl: 'https://www.facebook.com/example',
  instagramUrl: 'https://www.instagram.com/example',
  instagramHandle: '@example',
  whatsappInviteUrl: 'https://chat.whatsapp.com/ExampleInvite',
  // An example dashboard would only show an error inside the profile page.
  analyticsDashboardUrl: null,
}

/** The environment's value of each detail (undefined = not set). */
export function environmentSettings(config: Config): Record<SiteSettingField, string | undefined> {
  const handle = config.SOCIAL_HANDLE?.replace(/^@/, '')
  return {
    contactEmail: config.CONTACT_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    helplinePhone: config.HELPLINE_PHONE,
    facebookUrl: config.FACEBOOK_URL,
    instagramUrl: config.INSTAGRAM_URL,
    instagramHandle: handle ? `@${handle}` : undefined,
    whatsappInviteUrl: config.WHATSAPP_INVITE_URL,
    analyticsDashboardUrl: config.ANALYTICS_DASHBOARD_URL,
  }
}

export interface EffectiveSiteSettings {
  values: SiteSettingValues
  /** Details fixed by an environment variable (the page cannot change them). */
  fromEnvironment: SiteSettingField[]
  /** Details still showing the demo's example values. */
  examples: SiteSettingField[]
  /** The links an admin added to the footer's quick links, in order. */
  footerLinks: FooterLink[]
  updatedAt: Date | null
}

/** Merges the environment over the stored row (see the rule at the top). */
export function effectiveSettings(
  config: Config,
  row: SiteSettingsRow | undefined,
): EffectiveSiteSettings {
  const env = environmentSettings(config)
  const values = {} as SiteSettingValues
  const fromEnvironment: SiteSettingField[] = []
  const examples: SiteSettingField[] = []
  for (const field of SITE_SETTING_FIELDS) {
    const fixed = env[field]
    if (fixed !== undefined) {
      values[field] = fixed
      fromEnvironment.push(field)
    } else {
      values[field] = row?.[field] ?? null
      if (row?.isExample && values[field] !== null) examples.push(field)
    }
  }
  return {
    values,
    fromEnvironment,
    examples,
    footerLinks: row?.footerLinks ?? [],
    updatedAt: row?.updatedAt ?? null,
  }
}

/**
 * The settings as every page shows them (header, footer, About): read once per content version,
 * which a save of the settings moves (its trigger), so a change shows on the next page everywhere.
 */
export function currentSiteSettings(services: Services): Promise<EffectiveSiteSettings> {
  return readOncePerVersion(services, 'site-settings', () =>
    readSiteSettings(services.database.db, services.config),
  )
}

export async function readSiteSettings(db: Db, config: Config): Promise<EffectiveSiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID))
  return effectiveSettings(config, row)
}

/**
 * Creates the row once, from the environment, with example values for the rest when the demo
 * content is in this database. A second start (or instance) changes nothing.
 */
export async function initSiteSettingsOnce(db: Db, config: Config): Promise<boolean> {
  const [demo] = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_SEEDED_KEY))
  const env = environmentSettings(config)
  const initial = {} as SiteSettingValues
  let usesExamples = false
  for (const field of SITE_SETTING_FIELDS) {
    const example = demo ? EXAMPLE_SITE_SETTINGS[field] : null
    initial[field] = env[field] ?? example
    if (env[field] === undefined && example !== null) usesExamples = true
  }
  const inserted = await db
    .insert(siteSettings)
    .values({ id: ROW_ID, ...initial, isExample: usesExamples })
    .onConflictDoNothing()
    .returning({ id: siteSettings.id })
  return inserted.length > 0
}

/**
 * Stores an admin's details (already validated by parseSiteSettings). Details fixed by the
 * environment keep their stored value. Saving ends the example marking.
 */
export async function saveSiteSettings(
  db: Db,
  config: Config,
  values: SiteSettingValues,
  updatedBy: string,
) {
  const env = environmentSettings(config)
  const editable = Object.fromEntries(
    SITE_SETTING_FIELDS.filter((field) => env[field] === undefined).map((field) => [
      field,
      values[field],
    ]),
  )
  await db
    .insert(siteSettings)
    .values({ id: ROW_ID, ...editable, isExample: false, updatedBy, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { ...editable, isExample: false, updatedBy, updatedAt: sql`now()` },
    })
  return readSiteSettings(db, config)
}

/**
 * Stores the footer's added links (already checked by parseFooterLinks), replacing the list; the
 * row's trigger moves the content version, so every page shows them at once.
 */
export async function saveFooterLinks(db: Db, links: FooterLink[], updatedBy: string) {
  await db
    .insert(siteSettings)
    .values({ id: ROW_ID, footerLinks: links, updatedBy, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { footerLinks: links, updatedBy, updatedAt: sql`now()` },
    })
}
