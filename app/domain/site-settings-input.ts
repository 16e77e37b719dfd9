/**
 * The foundation's public details as an admin edits them on the Site settings page, and the
 * rules every value must meet (the same rules check the environment variables at start). Shared by
 * the form and the server; messages are translation keys.
 */
import { z } from 'zod'

/** A telephone number as people write it: digits, spaces and hyphens, optionally +country code. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,20}$/
/** An Instagram handle, with or without its "@". */
export const HANDLE_PATTERN = /^@?[\w.]{1,60}$/

export const SITE_SETTING_FIELDS = [
  'contactEmail',
  'contactPhone',
  'helplinePhone',
  'facebookUrl',
  'instagramUrl',
  'instagramHandle',
  'whatsappInviteUrl',
  'analyticsDashboardUrl',
] as const
export type SiteSettingField = (typeof SITE_SETTING_FIELDS)[number]

/** The environment variable that sets (and, when set, overrides) each detail. */
export const SITE_SETTING_ENV: Record<SiteSettingField, string> = {
  contactEmail: 'CONTACT_EMAIL',
  contactPhone: 'CONTACT_PHONE',
  helplinePhone: 'HELPLINE_PHONE',
  facebookUrl: 'FACEBOOK_URL',
  instagramUrl: 'INSTAGRAM_URL',
  instagramHandle: 'SOCIAL_HANDLE',
  whatsappInviteUrl: 'WHATSAPP_INVITE_URL',
  analyticsDashboardUrl: 'ANALYTICS_DASHBOARD_URL',
}

export type SiteSettingValues = Record<SiteSettingField, string | null>

const MESSAGE = 'admin.siteSettings.errors'

/** Empty input means "not set". */
const optional = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .max(500, { message: `${MESSAGE}.tooLong` })
    .transform((value) => (value === '' ? null : value))
    .pipe(rule.nullable())

function isHttps(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

const httpsUrl = z.string().refine(isHttps, { message: `${MESSAGE}.https` })

export const siteSettingsSchema = z.object({
  contactEmail: optional(z.email({ message: `${MESSAGE}.email` })),
  contactPhone: optional(z.string().regex(PHONE_PATTERN, { message: `${MESSAGE}.phone` })),
  helplinePhone: optional(z.string().regex(PHONE_PATTERN, { message: `${MESSAGE}.phone` })),
  facebookUrl: optional(httpsUrl),
  instagramUrl: optional(httpsUrl),
  instagramHandle: optional(
    z
      .string()
      .regex(HANDLE_PATTERN, { message: `${MESSAGE}.handle` })
      .transform((value) => `@${value.replace(/^@/, '')}`),
  ),
  whatsappInviteUrl: optional(httpsUrl),
  analyticsDashboardUrl: optional(httpsUrl),
})

export type SiteSettingsErrors = Partial<Record<SiteSettingField, string>>

/** Reads the form's fields (absent = empty); answers the values or each field's message key. */
export function parseSiteSettings(
  input: Partial<Record<SiteSettingField, unknown>>,
): { ok: true; values: SiteSettingValues } | { ok: false; errors: SiteSettingsErrors } {
  const raw = Object.fromEntries(
    SITE_SETTING_FIELDS.map((field) => [
      field,
      typeof input[field] === 'string' ? input[field] : '',
    ]),
  )
  const result = siteSettingsSchema.safeParse(raw)
  if (result.success) return { ok: true, values: result.data }
  const errors: SiteSettingsErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SiteSettingField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
