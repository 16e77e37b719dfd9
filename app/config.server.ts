/**
 * Server configuration from the environment, validated once at start. Every variable is optional
 * for the embedded default; a bad value stops the server with one line naming the variable.
 * Keep .env.example and the README table in step with this file.
 */
import { z } from 'zod'

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
  // The foundation's public contact details (About page and footer); each is shown only when set.
  CONTACT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: 'must be an e-mail address',
    }),
  CONTACT_PHONE: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^\+?[0-9][0-9 -]{4,20}$/.test(value), {
      message: 'must be a telephone number such as +357 22 000000',
    }),
  FACEBOOK_URL: optionalUrl(['https:']),
  INSTAGRAM_URL: optionalUrl(['https:']),
  SOCIAL_HANDLE: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^@?[\w.]{1,60}$/.test(value), {
      message: 'must be a handle such as @epilepsycyprus',
    }),
  SEED_DEMO: booleanFlag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag(false),
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
  if (config.NODE_ENV === 'production' && config.BASE_URL?.startsWith('https:') && !config.AUTH_SECRET) {
    throw new ConfigError('Invalid AUTH_SECRET: required in production behind https (at least 32 characters)')
  }
  return config
}
