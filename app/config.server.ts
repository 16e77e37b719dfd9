/**
 * Server configuration from the environment, validated once at start. Every variable is optional
 * for the embedded default; a bad value stops the server with one line naming the variable.
 * Keep .env.example and the README table in step with this file.
 */
import { isIP } from 'node:net'
import { z } from 'zod'

import { HANDLE_PATTERN, PHONE_PATTERN } from './domain/site-settings-input'

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => {
        if (value === undefined) return true
        try {
          return protocols.includes(new URL(value).protocol)
        } catch {
          return false
        }
      },
      { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
    )

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback
      if (['1', 'true', 'yes', 'on'].includes(value)) return true
      if (['0', 'false', 'no', 'off'].includes(value)) return false
      ctx.addIssue({ code: 'custom', message: 'must be true or false' })
      return z.NEVER
    })

const emailList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const emails = (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean)
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', message: `"${email}" is not an e-mail address` })
        return z.NEVER
      }
    }
    return emails
  })

const millisecondsMessage = 'must be a whole number of milliseconds from 100 to 600000'
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: millisecondsMessage })
    .int({ error: millisecondsMessage })
    .min(100, { error: millisecondsMessage })
    .max(600_000, { error: millisecondsMessage })
    .default(fallback)

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** An IP address, or an address range in CIDR notation (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(value: string) {
  if (PROXY_KEYWORDS.has(value)) return true
  const [address = '', prefix, ...rest] = value.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

const trustProxyMessage =
  'must be the number of reverse proxies in front of the server (such as 1), or their addresses ' +
  '(such as 10.0.0.1 or 10.0.0.0/8, comma-separated), or false'

/**
 * Which reverse proxies may tell the client's address and the public host (Express's
 * `trust proxy`): a hop count or the proxies' addresses. `true` (trust everyone) is refused: a
 * client could then choose the address the rate limits see by sending X-Forwarded-For itself.
 */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || ['false', '0', 'no', 'off'].includes(value))
      return false
    if (/^\d{1,2}$/.test(value)) return Number(value)
    const addresses = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    if (addresses.length > 0 && addresses.every(isAddressOrRange)) return addresses
    ctx.addIssue({ code: 'custom', message: trustProxyMessage })
    return z.NEVER
  })

const phone = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || PHONE_PATTERN.test(value), {
    message: 'must be a telephone number such as +357 22 000000',
  })

const portMessage = 'must be a port number from 0 to 65535'

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: portMessage })
    .int({ error: portMessage })
    .min(0, { error: portMessage })
    .max(65535, { error: portMessage })
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  BASE_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  /** PostgreSQL: opening a connection, or waiting for a free one, gives up after this. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  /** PostgreSQL: a statement is cancelled after this (pages then fail fast instead of hanging). */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
  /** Where daily backups (and `npm run backup` by default) go; DATA_DIR/backups when unset. */
  BACKUP_DIR: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** How many daily backups the server keeps; 0 turns them off. */
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number from 0 to 1000' })
    .int({ error: 'must be a whole number from 0 to 1000' })
    .min(0, { error: 'must be a whole number from 0 to 1000' })
    .max(1000, { error: 'must be a whole number from 0 to 1000' })
    .default(7),
  AUTH_SECRET: z
    .string()
    .optional()
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
  ADMIN_EMAILS: emailList,
  /** Sign-in / sign-up attempts per address per 15 minutes; an IP address gets three times as many. */
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number from 1 to 100000' })
    .int({ error: 'must be a whole number from 1 to 100000' })
    .min(1, { error: 'must be a whole number from 1 to 100000' })
    .max(100000, { error: 'must be a whole number from 1 to 100000' })
    .default(10),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().default('Epilepsy Cyprus <no-reply@localhost>'),
  WHATSAPP_INVITE_URL: optionalUrl(['https:']),
  INSTAGRAM_CLIENT_ID: z.string().trim().optional(),
  INSTAGRAM_REDIRECT_URI: optionalUrl(['https:', 'http:']),
  ANALYTICS_DASHBOARD_URL: optionalUrl(['https:']),
  COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((value) => value === undefined || /^[a-z0-9-]*$/.test(value), {
      message: 'must be an HTTP header name such as CF-IPCountry',
    })
    .transform((value) => value || undefined),
  GEOLOCATION_URL: optionalUrl(['https:', 'http:']),
  // The foundation's public details (About page, footer). Each, when set, overrides the value
  // admins edit on the Site settings page (app/domain/site-settings.server.ts).
  CONTACT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: 'must be an e-mail address',
    }),
  CONTACT_PHONE: phone,
  // The support line the footer's "24/7 Helpline" dials; never the emergency number.
  HELPLINE_PHONE: phone,
  FACEBOOK_URL: optionalUrl(['https:']),
  INSTAGRAM_URL: optionalUrl(['https:']),
  SOCIAL_HANDLE: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || HANDLE_PATTERN.test(value), {
      message: 'must be a handle such as @epilepsycyprus',
    }),
  /** Memory for rendered pages of anonymous visitors, in megabytes; 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes from 0 to 4096' })
    .int({ error: 'must be a whole number of megabytes from 0 to 4096' })
    .min(0, { error: 'must be a whole number of megabytes from 0 to 4096' })
    .max(4096, { error: 'must be a whole number of megabytes from 0 to 4096' })
    .default(64),
  /** Seconds a CDN or reverse proxy may keep an anonymous page (s-maxage); 0: revalidate every time. */
  CDN_MAX_AGE: z.coerce
    .number({ error: 'must be a whole number of seconds from 0 to 86400' })
    .int({ error: 'must be a whole number of seconds from 0 to 86400' })
    .min(0, { error: 'must be a whole number of seconds from 0 to 86400' })
    .max(86400, { error: 'must be a whole number of seconds from 0 to 86400' })
    .default(30),
  /**
   * Page renders that run at once, the rest waiting in order (decision 0028); 0: no limit.
   * Unset: 4 on the embedded database, no limit on PostgreSQL.
   */
  RENDER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number from 0 to 1000' })
    .int({ error: 'must be a whole number from 0 to 1000' })
    .min(0, { error: 'must be a whole number from 0 to 1000' })
    .max(1000, { error: 'must be a whole number from 0 to 1000' })
    .optional(),
  /**
   * Delivery mechanisms that depend on React Router's internals (app/http/delivery), on by
   * default; off rules one out, e.g. after a React Router upgrade changed what it relies on.
   */
  DELIVERY_SCRIPTS_AFTER_PAINT: booleanFlag(true),
  /** The cookie-less statistics of /admin/analytics (docs/decisions/0050-cookieless-analytics.md). */
  ANALYTICS: booleanFlag(true),
  /** The weekly e-mail of medical reviews that fell due (app/domain/review-reminders.server.ts). */
  REVIEW_REMINDERS: booleanFlag(true),
  /** Newsletter mails sent per second at most (app/domain/newsletter/sender.server.ts). */
  NEWSLETTER_RATE: z.coerce
    .number({ error: 'must be a number of mails per second from 0.1 to 1000' })
    .min(0.1, { error: 'must be a number of mails per second from 0.1 to 1000' })
    .max(1000, { error: 'must be a number of mails per second from 0.1 to 1000' })
    .default(5),
  SEED_DEMO: booleanFlag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Admins must turn on two-factor sign-in before any admin page or write works for them. */
  REQUIRE_ADMIN_2FA: booleanFlag(false),
})

export type Config = z.infer<typeof configSchema>

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = issue?.path.join('.') ?? 'configuration'
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}`)
  }
  const config = result.data
  if (
    config.NODE_ENV === 'production' &&
    config.BASE_URL?.startsWith('https:') &&
    !config.AUTH_SECRET
  ) {
    throw new ConfigError(
      'Invalid AUTH_SECRET: required in production behind https (at least 32 characters)',
    )
  }
  // Links in account e-mails come from BASE_URL only; without it they would point at localhost.
  if (config.SMTP_URL && !config.BASE_URL) {
    throw new ConfigError(
      'Invalid BASE_URL: required when SMTP_URL is set, because the links in e-mails are built from it',
    )
  }
  return config
}
