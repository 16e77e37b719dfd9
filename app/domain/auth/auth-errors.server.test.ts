import { beforeAll, describe, expect, it } from 'vitest'
import type { TFunction } from '~/i18n/translator'

import { parseConfig } from '~/config.server'
import { createI18n } from '~/i18n/i18n'
import { authResponse, describeAuthError, failureOf } from './auth-errors.server'

let en: TFunction
let el: TFunction
beforeAll(async () => {
  en = (await createI18n('en')).t
  el = (await createI18n('el')).t
})

describe('auth messages', () => {
  it('gives the exact fixed strings for the known refusals', () => {
    expect(describeAuthError(en, 401, { code: 'INVALID_EMAIL_OR_PASSWORD' }).message).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    )
    expect(describeAuthError(en, 422, { code: 'USER_ALREADY_EXISTS' }).message).toBe(
      'An account with this email already exists. Please sign in instead.',
    )
    expect(describeAuthError(en, 403, { code: 'EMAIL_NOT_ALLOWED' }).message).toBe(
      'This email is not authorized to access the admin area.',
    )
    expect(describeAuthError(en, 400, { code: 'PASSWORD_TOO_SHORT' }).message).toBe(
      'Password must be at least 6 characters long',
    )
  })

  it('says them in Greek too', () => {
    expect(describeAuthError(el, 401, { code: 'INVALID_EMAIL_OR_PASSWORD' }).message).toBe(
      'Λάθος email ή κωδικός πρόσβασης. Ελέγξτε τα στοιχεία σας και δοκιμάστε ξανά.',
    )
    expect(describeAuthError(el, 429, { code: 'RATE_LIMITED', retryAfter: 600 }).message).toBe(
      'Πάρα πολλές προσπάθειες. Περιμένετε 10 λεπτά και δοκιμάστε ξανά.',
    )
  })

  it('explains the second step of a two-factor sign-in, in both languages', () => {
    expect(describeAuthError(en, 401, { code: 'INVALID_CODE' }).message).toBe(
      'That code is not right. Check that the time on your phone is correct and enter the newest code.',
    )
    expect(describeAuthError(el, 401, { code: 'INVALID_BACKUP_CODE' }).message).toBe(
      'Ο εφεδρικός κωδικός δεν είναι σωστός ή έχει ήδη χρησιμοποιηθεί.',
    )
    expect(describeAuthError(en, 401, { code: 'INVALID_TWO_FACTOR_COOKIE' })).toMatchObject({
      restart: true,
      message: 'This sign-in took too long or had too many wrong codes. Please sign in again.',
    })
    expect(describeAuthError(el, 429, { code: 'ACCOUNT_TEMPORARILY_LOCKED' })).toMatchObject({
      restart: true,
      message: 'Πάρα πολλοί λάθος κωδικοί. Περιμένετε 15 λεπτά και δοκιμάστε ξανά.',
    })
  })

  it('marks an unverified account so that the form offers a new link', () => {
    expect(describeAuthError(en, 403, { code: 'EMAIL_NOT_VERIFIED' })).toMatchObject({
      unverified: true,
    })
  })

  it('tells how long to wait after too many attempts, rounded up to minutes', () => {
    expect(describeAuthError(en, 429, { code: 'RATE_LIMITED', retryAfter: 61 }).message).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    )
  })

  it('shows other server messages as they are, and the generic message otherwise', async () => {
    expect(
      describeAuthError(en, 400, { code: 'SOMETHING_NEW', message: 'Account is locked' }).message,
    ).toBe('Account is locked')
    expect(describeAuthError(en, 500, { message: 'db down' }).message).toBe(
      'An unexpected error occurred. Please try again.',
    )
    expect((await failureOf(en, new Response('<html>oops</html>', { status: 400 }))).message).toBe(
      'An unexpected error occurred. Please try again.',
    )
  })

  it('turns a refusal thrown by a hook into a response; other errors stay errors', async () => {
    const { APIError } = await import('better-auth/api')
    const response = await authResponse(() =>
      Promise.reject(new APIError('FORBIDDEN', { code: 'EMAIL_NOT_ALLOWED', message: 'no' })),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'EMAIL_NOT_ALLOWED' })
    await expect(authResponse(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  })
})

describe('AUTH_RATE_LIMIT', () => {
  it('defaults to 10 attempts per address and refuses nonsense', () => {
    expect(parseConfig({}).AUTH_RATE_LIMIT).toBe(10)
    expect(parseConfig({ AUTH_RATE_LIMIT: '25' }).AUTH_RATE_LIMIT).toBe(25)
    expect(() => parseConfig({ AUTH_RATE_LIMIT: 'many' })).toThrow(
      /^Invalid AUTH_RATE_LIMIT: must be a whole number/,
    )
    expect(() => parseConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/)
  })
})
