/**
 * /auth through createRoutesStub: the sign-in and sign-up forms, the server's refusals, the
 * resend offer and the two-factor step. The action stands in for the server's (which calls
 * Better Auth on PGlite in tests/integration/auth.test.ts and two-factor.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it } from 'vitest'

import { renderPage, type RenderOptions } from '../../../tests/component/render'
import type { AuthActionData } from './auth'
import * as authPage from './auth'

type Answer = (form: Record<string, string>) => AuthActionData | Response

async function render(answer: Answer, options: Partial<RenderOptions> = {}) {
  const posts: Record<string, string>[] = []
  const page = await renderPage(authPage, {
    id: 'routes/auth/auth',
    path: '/auth',
    loaderData: { meta: { title: 'Sign in' }, notice: null },
    action: async ({ request }) => {
      const form = Object.fromEntries((await request.formData()) as never) as Record<string, string>
      posts.push(form)
      return answer(form)
    },
    ...options,
  })
  return { ...page, posts }
}

const refused = (intent: AuthActionData['intent'], email: string, failure: object) =>
  data<AuthActionData>(
    { intent, email, failure: { status: 401, code: 'x', ...failure } as never },
    {
      status: 401,
    },
  ) as never

const signInForm = () => within(screen.getByRole('tabpanel', { name: 'Sign In' }))

describe('/auth', () => {
  it('checks the sign-in form in the browser before posting', async () => {
    const { user, posts } = await render(() => ({
      intent: 'sign-in',
      ok: 'signedIn',
      enhanced: true,
    }))
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    expect(posts).toEqual([])
    expect(signInForm().getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(signInForm().getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    )
  })

  it('signs in: posts the address and password, marked as sent by the page, and leaves for home', async () => {
    const { user, posts } = await render(() => ({
      intent: 'sign-in',
      ok: 'signedIn',
      enhanced: true,
    }))
    await user.type(signInForm().getByLabelText('Email'), 'maria@example.org')
    await user.type(signInForm().getByLabelText('Password'), 'correct horse')
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    expect(posts).toEqual([
      { intent: 'sign-in', email: 'maria@example.org', password: 'correct horse', enhanced: '1' },
    ])
    // Signed in, the page goes to the home page (here the empty root).
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull())
  })

  it('shows the server’s refusal and keeps the address typed', async () => {
    const message = 'Invalid email or password. Please check your credentials and try again.'
    const { user } = await render(() => refused('sign-in', 'maria@example.org', { message }))
    await user.type(signInForm().getByLabelText('Email'), 'maria@example.org')
    await user.type(signInForm().getByLabelText('Password'), 'wrong')
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    expect(await signInForm().findByText(message)).toBeTruthy()
    expect(signInForm().getByLabelText('Email')).toHaveProperty('value', 'maria@example.org')
    expect(signInForm().queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull()
  })

  it('offers to resend the verification e-mail to an unverified account, and sends it', async () => {
    const message =
      'Please verify your e-mail address before signing in. We can send you a new link.'
    const { user, posts } = await render((form) =>
      form.intent === 'resend'
        ? refused('resend', form.email!, {
            message: 'Too many attempts. Please wait 5 minutes and try again.',
          })
        : refused('sign-in', 'new@example.org', { message, unverified: true }),
    )
    await user.type(signInForm().getByLabelText('Email'), 'new@example.org')
    await user.type(signInForm().getByLabelText('Password'), 'secret1')
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    await user.click(
      await signInForm().findByRole('button', { name: 'Resend verification e-mail' }),
    )
    expect(
      await signInForm().findByText('Too many attempts. Please wait 5 minutes and try again.'),
    ).toBeTruthy()
    expect(posts[1]).toEqual({ intent: 'resend', email: 'new@example.org', enhanced: '1' })
  })

  it('signs up on its own tab with the password typed twice', async () => {
    const { user, posts } = await render(() =>
      refused('sign-up', 'maria@example.org', {
        message: 'An account with this email already exists. Please sign in instead.',
      }),
    )
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    const signUp = within(screen.getByRole('tabpanel', { name: 'Sign Up' }))
    await user.type(signUp.getByLabelText('Email'), 'maria@example.org')
    await user.type(signUp.getByLabelText('Password'), 'secret12')
    await user.type(signUp.getByLabelText('Confirm password'), 'secret13')
    await user.click(signUp.getByRole('button', { name: 'Sign Up' }))
    expect(posts).toEqual([])
    expect(signUp.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true')
    await user.clear(signUp.getByLabelText('Confirm password'))
    await user.type(signUp.getByLabelText('Confirm password'), 'secret12')
    await user.click(signUp.getByRole('button', { name: 'Sign Up' }))
    expect(
      await signUp.findByText('An account with this email already exists. Please sign in instead.'),
    ).toBeTruthy()
    expect(posts[0]).toMatchObject({
      intent: 'sign-up',
      confirmPassword: 'secret12',
      enhanced: '1',
    })
  })

  it('asks for the code after the password of an account with two-factor sign-in, and shows a wrong one', async () => {
    const { user, posts } = await render((form) =>
      form.intent === 'two-factor'
        ? refused('two-factor', '', {
            message:
              'That code is not right. Check that the time on your phone is correct and enter the newest code.',
          })
        : { intent: 'sign-in', ok: 'twoFactor', enhanced: true },
    )
    await user.type(signInForm().getByLabelText('Email'), 'admin@example.org')
    await user.type(signInForm().getByLabelText('Password'), 'secret12')
    await user.click(signInForm().getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy()
    const code = screen.getByLabelText('Authentication code or backup code')
    expect(document.activeElement).toBe(code)
    await user.type(code, '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(/That code is not right/)).toBeTruthy()
    expect(posts[1]).toEqual({ intent: 'two-factor', code: '123 456', enhanced: '1' })
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/auth')
  })

  it('shows the notice a finished password reset or invitation sends here, in Greek', async () => {
    await render(() => ({ intent: 'sign-in', ok: 'signedIn', enhanced: true }), {
      lang: 'el',
      loaderData: { meta: { title: 'Σύνδεση' }, notice: 'joined' },
    })
    expect(screen.getByRole('status').textContent).toMatch(/^Ο λογαριασμός σας είναι έτοιμος/)
  })

  it('opens on the sign-up tab when the address asks for it', async () => {
    await render(() => ({ intent: 'sign-in', ok: 'signedIn', enhanced: true }), {
      path: '/auth?tab=sign-up',
      pattern: '/auth',
      loaderData: { meta: { title: 'Sign in' }, notice: 'password-reset' },
    })
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe(
      'Your password has been changed. Please sign in with the new password.',
    )
  })
})
