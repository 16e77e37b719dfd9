/**
 * /auth/reset-password through createRoutesStub: the new password typed twice, checked before it
 * is posted, and the server's refusal of a spent link (the action calls Better Auth on PGlite in
 * tests/integration/auth.test.ts).
 */
import { screen } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it } from 'vitest'

import { renderPage, type RenderOptions } from '../../../tests/component/render'
import * as resetPage from './reset-password'

async function render(options: Partial<RenderOptions> = {}) {
  const posts: Record<string, string>[] = []
  const page = await renderPage(resetPage, {
    id: 'routes/auth/reset-password',
    path: '/auth/reset-password?token=abc',
    pattern: '/auth/reset-password',
    loaderData: { meta: { title: 'Reset' }, token: 'abc' },
    action: async ({ request }) => {
      posts.push(Object.fromEntries((await request.formData()) as never))
      return data(
        {
          ok: false,
          fields: {},
          message: 'This password reset link is invalid or has expired. Please ask for a new one.',
          linkInvalid: true,
        },
        { status: 400 },
      )
    },
    ...options,
  })
  return { ...page, posts }
}

describe('/auth/reset-password', () => {
  it('refuses two different passwords before posting', async () => {
    const { user, posts } = await render()
    await user.type(screen.getByLabelText('New password'), 'secret12')
    await user.type(screen.getByLabelText('Confirm password'), 'secret21')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(screen.getByText('Passwords do not match')).toBeTruthy()
    expect(posts).toEqual([])
  })

  it('posts the password with the link’s token, and offers a new link when it is spent', async () => {
    const { user, posts } = await render()
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull()
    await user.type(screen.getByLabelText('New password'), 'secret12')
    await user.type(screen.getByLabelText('Confirm password'), 'secret12')
    await user.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired. Please ask for a new one.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    )
    expect(posts).toEqual([{ token: 'abc', password: 'secret12', confirmPassword: 'secret12' }])
  })

  it('without a token, says the e-mail’s link is needed, in Greek', async () => {
    await render({
      lang: 'el',
      path: '/auth/reset-password',
      loaderData: { meta: { title: 'Reset' }, token: '' },
    })
    expect(screen.queryByLabelText('Νέος κωδικός πρόσβασης')).toBeNull()
    expect(
      screen.getByText(
        'Αυτή η σελίδα χρειάζεται τον σύνδεσμο από το e-mail επαναφοράς κωδικού. Ζητήστε έναν νέο.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ξεχάσατε τον κωδικό;' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    )
  })
})
