/**
 * /auth/verify-email and /auth/forgot-password through createRoutesStub: a verified address, a
 * spent link with the form for a new one, and the reset request (their loaders and actions call
 * Better Auth on PGlite in tests/integration/auth.test.ts).
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import * as forgotPage from './forgot-password'
import * as verifyPage from './verify-email'

async function render(
  page: typeof verifyPage | typeof forgotPage,
  path: string,
  loaderData: object,
) {
  const posts: Record<string, string>[] = []
  const rendered = await renderPage(page, {
    id: 'page',
    path,
    loaderData: { meta: { title: 'Account' }, ...loaderData },
    action: async ({ request }) => {
      const form = Object.fromEntries((await request.formData()) as never) as Record<string, string>
      posts.push(form)
      return { ok: true, email: form.email! }
    },
  })
  return { ...rendered, posts }
}

describe('/auth/verify-email', () => {
  it('says a verified address may sign in now', async () => {
    await render(verifyPage, '/auth/verify-email', { verified: true })
    expect(screen.getByText('Your e-mail address is verified. You can sign in now.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth')
  })

  it('offers a new link for a spent one, checks the address, and says it is on its way', async () => {
    const { user, posts } = await render(verifyPage, '/auth/verify-email', { verified: false })
    expect(
      screen.getByText(
        'This verification link is invalid or has expired. Enter your e-mail address to get a new one.',
      ),
    ).toBeTruthy()
    await user.type(screen.getByLabelText('Email'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }))
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy()
    expect(posts).toEqual([])
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'maria@example.org')
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }))
    expect(
      await screen.findByText(
        'If this address has an unverified account, a new verification link is on its way.',
      ),
    ).toBeTruthy()
    expect(posts).toEqual([{ email: 'maria@example.org' }])
  })
})

describe('/auth/forgot-password', () => {
  it('sends the address and says a link is on its way', async () => {
    const { user, posts } = await render(forgotPage, '/auth/forgot-password', {})
    await user.type(screen.getByLabelText('Email'), 'maria@example.org')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(
      await screen.findByText(/^If an account exists for this address, we have sent a link/),
    ).toBeTruthy()
    expect(posts).toEqual([{ email: 'maria@example.org' }])
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth')
  })
})
