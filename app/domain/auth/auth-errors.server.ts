/**
 * Turns Better Auth's answers into the site's sign-in messages (docs/product.md, Messages the
 * site shows), in the page's language: known codes
 * get their exact strings, other server messages are shown as they are, anything else is
 * 'An unexpected error occurred. Please try again.'.
 */
import { isAPIError } from 'better-auth/api'
import type { TFunction } from '~/i18n/translator'

import { AUTH_ERROR } from './better-auth.server'

export interface AuthFailure {
  status: number
  code: string
  message: string
  /** The account exists but its address is not verified yet: offer to resend the link. */
  unverified?: boolean
  /** The two-factor challenge is gone (expired, too many wrong codes): sign in again. */
  restart?: boolean
}

interface ErrorBody {
  code?: unknown
  message?: unknown
  retryAfter?: unknown
}

export function describeAuthError(t: TFunction, status: number, body: ErrorBody): AuthFailure {
  const code = typeof body.code === 'string' ? body.code : ''
  const fail = (message: string, extra: Partial<AuthFailure> = {}): AuthFailure => ({
    status,
    code,
    message,
    ...extra,
  })
  switch (code) {
    case AUTH_ERROR.notAllowed:
      return fail(t('auth.validation.notAllowed'))
    case AUTH_ERROR.rateLimited: {
      const seconds = typeof body.retryAfter === 'number' ? body.retryAfter : 900
      return fail(t('auth.errors.rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }))
    }
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return fail(t('auth.errors.invalidCredentials'))
    case AUTH_ERROR.alreadyExists:
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return fail(t('auth.errors.alreadyExists'))
    case 'EMAIL_NOT_VERIFIED':
      return fail(t('auth.errors.notVerified'), { unverified: true })
    case 'PASSWORD_TOO_SHORT':
      return fail(t('auth.validation.passwordTooShort'))
    case 'PASSWORD_TOO_LONG':
      return fail(t('auth.validation.passwordTooLong'))
    case 'INVALID_EMAIL':
      return fail(t('auth.validation.emailInvalid'))
    // The second step of a two-factor sign-in.
    case 'INVALID_CODE':
      return fail(t('auth.errors.invalidCode'))
    case 'INVALID_BACKUP_CODE':
      return fail(t('auth.errors.invalidBackupCode'))
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return fail(t('auth.errors.twoFactorExpired'), { restart: true })
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return fail(t('auth.errors.twoFactorLocked'), { restart: true })
  }
  if (status >= 500) return fail(t('auth.errors.unexpected'))
  return fail(
    typeof body.message === 'string' && body.message ? body.message : t('auth.errors.unexpected'),
  )
}

/** The failure described by a Better Auth response that is not ok. */
export async function failureOf(t: TFunction, response: Response): Promise<AuthFailure> {
  let body: ErrorBody = {}
  try {
    body = (await response.json()) as ErrorBody
  } catch {
    // Not JSON: the generic message.
  }
  return describeAuthError(t, response.status, body ?? {})
}

export function unexpectedFailure(t: TFunction): AuthFailure {
  return { status: 500, code: 'UNEXPECTED', message: t('auth.errors.unexpected') }
}

/**
 * Runs a server-side Better Auth call for its Response. `asResponse` covers the endpoint's own
 * refusals; a refusal thrown by a before-hook (allow-list, rate limit) arrives as an APIError
 * and becomes the same kind of Response here.
 */
export async function authResponse(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn()
  } catch (error) {
    if (!isAPIError(error)) throw error
    return Response.json(error.body ?? {}, { status: error.statusCode, headers: error.headers })
  }
}
