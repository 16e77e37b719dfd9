import { describe, expect, it } from 'vitest'

import { hasFieldErrors } from '~/lib/form-input'
import {
  checkEmail,
  checkEmailForm,
  checkNewPassword,
  checkResetPassword,
  checkSignIn,
  checkSignUp,
} from './auth-forms'

describe('account form rules', () => {
  it('sign in needs an e-mail and a password', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({
      email: 'auth.validation.required',
      password: 'auth.validation.required',
    })
    expect(checkSignIn({ email: 'a@example.org', password: '' })).toEqual({
      password: 'auth.validation.required',
    })
    expect(checkSignIn({ email: '   ', password: 'secret1' })).toEqual({
      email: 'auth.validation.required',
    })
    expect(checkSignIn({ email: 'not-an-address', password: 'secret1' })).toEqual({
      email: 'auth.validation.emailInvalid',
    })
    expect(hasFieldErrors(checkSignIn({ email: ' A@Example.org ', password: 'x' }))).toBe(false)
  })

  it('sign up checks that the passwords match, then their length', () => {
    expect(
      checkSignUp({ email: 'a@example.org', password: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      confirmPassword: 'auth.validation.passwordsMismatch',
    })
    expect(
      checkSignUp({ email: 'a@example.org', password: 'abcde', confirmPassword: 'abcde' }),
    ).toEqual({
      password: 'auth.validation.passwordTooShort',
    })
    expect(
      checkSignUp({ email: 'a@example.org', password: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({})
    expect(checkNewPassword('x'.repeat(129), 'x'.repeat(129))).toEqual({
      password: 'auth.validation.passwordTooLong',
    })
  })

  it('treats values that are not text as missing', () => {
    expect(checkSignIn({ email: 42, password: null })).toEqual({
      email: 'auth.validation.required',
      password: 'auth.validation.required',
    })
    expect(checkEmail(undefined)).toBe('auth.validation.emailRequired')
  })

  it('the e-mail-only and new-password forms give the same field errors', () => {
    expect(checkEmailForm({})).toEqual({ email: 'auth.validation.emailRequired' })
    expect(checkEmailForm({ email: 'nobody' })).toEqual({ email: 'auth.validation.emailInvalid' })
    expect(checkEmailForm({ email: 'a@example.org' })).toEqual({})
    expect(checkResetPassword({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'auth.validation.passwordsMismatch',
    })
    expect(checkResetPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({})
  })
})
