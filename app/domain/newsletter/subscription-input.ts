/**
 * What a newsletter sign-up form or API call may carry, checked the same way for both: an
 * address, the language of the editions wanted, an optional name, and which form asked.
 * Answers message keys (translated by the caller) per field.
 */
import { normalizeLang, type Lang } from '~/i18n/languages'

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const MAX_EMAIL_LENGTH = 254
export const MAX_NAME_LENGTH = 100

/** The forms that sign people up; `api` for scripts calling the API. */
export const SIGN_UP_SOURCES = ['footer', 'community', 'newsletter-page', 'api'] as const
export type SignUpSource = (typeof SIGN_UP_SOURCES)[number]

export interface SignUp {
  email: string
  lang: Lang
  name: string | null
  source: SignUpSource
}

export type SignUpCheck =
  | { ok: true; value: SignUp }
  /** Message keys by field: email, lang, name. */
  | { ok: false; fields: Record<string, NewsletterMessageKey> }

export type NewsletterMessageKey =
  | 'newsletter.errors.emailRequired'
  | 'newsletter.errors.emailInvalid'
  | 'newsletter.errors.langInvalid'
  | 'newsletter.errors.nameTooLong'
  | 'newsletter.errors.nameInvalid'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Lowercased and trimmed, as addresses are kept. */
export function normalizeSubscriberEmail(value: string) {
  return value.trim().toLowerCase()
}

export function checkSignUp(
  input: Record<string, unknown>,
  fallbackSource: SignUpSource,
): SignUpCheck {
  const fields: Record<string, NewsletterMessageKey> = {}
  const email = normalizeSubscriberEmail(text(input.email))
  if (!email) fields.email = 'newsletter.errors.emailRequired'
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email))
    fields.email = 'newsletter.errors.emailInvalid'
  // Only the two codes themselves: a typo such as "gr" is an alias on pages, not here.
  const rawLang = text(input.lang).trim()
  const lang = rawLang === 'en' || rawLang === 'el' ? normalizeLang(rawLang) : undefined
  if (!lang) fields.lang = 'newsletter.errors.langInvalid'
  if (input.name !== undefined && input.name !== null && typeof input.name !== 'string')
    fields.name = 'newsletter.errors.nameInvalid'
  const name = text(input.name).trim()
  if (!fields.name && name.length > MAX_NAME_LENGTH) fields.name = 'newsletter.errors.nameTooLong'
  if (Object.keys(fields).length > 0 || !lang) return { ok: false, fields }
  const source = (SIGN_UP_SOURCES as readonly string[]).includes(text(input.source))
    ? (text(input.source) as SignUpSource)
    : fallbackSource
  return { ok: true, value: { email, lang, name: name || null, source } }
}
