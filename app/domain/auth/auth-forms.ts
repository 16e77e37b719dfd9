/**
 * Rules of the account forms (docs/product.md, Accounts and sign-in), shared by the browser
 * (checked before the form calls the server) and the server (which checks again). Results are
 * field errors of the one form pipeline (lib/form-input.ts): i18n keys of auth.json by field.
 * Plain functions rather than a Zod schema: the account pages are visitor pages, and Zod would
 * add more to them than all of these rules (docs/decisions/0018-one-form-pipeline.md).
 */
import type { FieldErrors } from '~/lib/form-input'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

export type AuthFieldErrors = FieldErrors

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function text(value: unknown) {
  return typeof value === 'string' ? value : ''
}

export function checkEmail(value: unknown): string | undefined {
  const email = text(value).trim()
  if (!email) return 'auth.validation.emailRequired'
  if (!EMAIL_SHAPE.test(email)) return 'auth.validation.emailInvalid'
  return undefined
}

/** A new password and its confirmation: a mismatch is reported before a too-short password. */
export function checkNewPassword(password: unknown, confirm: unknown): AuthFieldErrors {
  const pw = text(password)
  if (pw !== text(confirm)) return { confirmPassword: 'auth.validation.passwordsMismatch' }
  if (pw.length < PASSWORD_MIN_LENGTH) return { password: 'auth.validation.passwordTooShort' }
  if (pw.length > PASSWORD_MAX_LENGTH) return { password: 'auth.validation.passwordTooLong' }
  return {}
}

/** A form that only asks for an e-mail address (a reset link, a new verification e-mail). */
export function checkEmailForm(input: Record<string, unknown>): AuthFieldErrors {
  const email = checkEmail(input.email)
  return email ? { email } : {}
}

/** Setting a new password from a reset link. */
export function checkResetPassword(input: Record<string, unknown>): AuthFieldErrors {
  return checkNewPassword(input.password, input.confirmPassword)
}

/** Joining by invitation: a name, and a new password typed twice. */
export function checkJoin(input: Record<string, unknown>): AuthFieldErrors {
  const errors = checkNewPassword(input.password, input.confirmPassword)
  if (!text(input.name).trim()) errors.name = 'auth.invitation.nameRequired'
  return errors
}

/** Sign in: e-mail and password required. */
export function checkSignIn(input: Record<string, unknown>): AuthFieldErrors {
  const errors: AuthFieldErrors = {}
  if (!text(input.email).trim() || !text(input.password)) {
    if (!text(input.email).trim()) errors.email = 'auth.validation.required'
    if (!text(input.password)) errors.password = 'auth.validation.required'
    return errors
  }
  const emailError = checkEmail(input.email)
  if (emailError) errors.email = emailError
  return errors
}

/** Sign up: as sign in, plus matching passwords of at least 6 characters. */
export function checkSignUp(input: Record<string, unknown>): AuthFieldErrors {
  const errors = checkSignIn(input)
  if (Object.keys(errors).length > 0) return errors
  return checkNewPassword(input.password, input.confirmPassword)
}

/** What a page that sends a message to an address answers (forgot password, a new verification link). */
export interface EmailRequestAnswer {
  /** The message is on its way. */
  ok: boolean
  email: string
  /** Field name -> i18n key. */
  fields?: AuthFieldErrors
  /** A real failure, translated. */
  message?: string
}
