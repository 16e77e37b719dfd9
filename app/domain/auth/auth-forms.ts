/**
 * Rules of the account forms (docs/product.md, Accounts and sign-in), shared by the browser
 * (checked before the form calls the server) and the server (which checks again). Results are
 * i18n keys of auth.json.
 */
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

export type AuthFieldErrors = Partial<Record<'email' | 'password' | 'confirmPassword' | 'code', string>>

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

/** Sign in: e-mail and password required. */
export function checkSignIn(input: { email: unknown; password: unknown }): AuthFieldErrors {
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
export function checkSignUp(input: { email: unknown; password: unknown; confirmPassword: unknown }): AuthFieldErrors {
  const errors = checkSignIn(input)
  if (Object.keys(errors).length > 0) return errors
  return checkNewPassword(input.password, input.confirmPassword)
}

export function hasErrors(errors: AuthFieldErrors) {
  return Object.keys(errors).length > 0
}
