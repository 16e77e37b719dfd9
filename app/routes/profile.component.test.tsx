/**
 * /profile through createRoutesStub, with loader data of the loader's shape (the loader and the
 * two-factor and credentials actions run on PGlite in tests/integration/two-factor.test.ts and
 * medical-review.test.ts); the action stands in for the server's answer.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../tests/component/render'
import type { CredentialsResult } from '~/domain/credentials'
import * as profilePage from './profile'

const MEMBER_AUTH = {
  user: { id: 'u1', email: 'maria@example.org', name: 'maria@example.org' },
  role: 'user',
  isAdmin: false,
}

function loaderData(overrides: Record<string, unknown> = {}) {
  return {
    meta: { title: 'Profile Settings', description: '' },
    email: 'maria@example.org',
    role: 'user',
    instagramUrl: null as string | null,
    analyticsUrl: null as string | null,
    twoFactor: null,
    credentials: null as { value: string | null } | null,
    showOutbox: false,
    outboxScope: 'own' as const,
    outbox: [] as { id: string; to: string; subject: string; text: string; createdAt: string }[],
    ...overrides,
  }
}

async function render(options: Partial<RenderOptions> = {}) {
  const posts: { url: string; form: Record<string, string> }[] = []
  const page = await renderPage(profilePage, {
    id: 'routes/profile',
    path: '/profile',
    root: { auth: MEMBER_AUTH },
    loaderData: loaderData(),
    action: async ({ request }) => {
      posts.push({
        url: request.url,
        form: Object.fromEntries((await request.formData()) as never),
      })
      return {
        intent: 'credentials',
        ok: true,
        credentials: 'Dr Anna Georgiou',
        message: 'Credentials saved.',
      } satisfies CredentialsResult
    },
    ...options,
  })
  return { ...page, posts }
}

const card = (name: string) => within(screen.getByRole('region', { name }))

describe('/profile', () => {
  it('shows a member their address and role, Instagram not set up, and nothing for the team', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy()
    expect(card('Account').getByRole('textbox', { name: 'Display Name' })).toHaveProperty(
      'value',
      'maria@example.org',
    )
    expect(card('Account').getByText('Member')).toBeTruthy()
    const integrations = card('Integrations')
    expect(
      integrations.getByText(
        "Instagram is not set up on this site yet. The site's operator can add it.",
      ),
    ).toBeTruthy()
    expect(integrations.getByRole('button', { name: 'Connect Instagram' })).toHaveProperty(
      'disabled',
      true,
    )
    for (const name of ['Analytics', 'Mail outbox', 'Medical reviewer credentials'])
      expect(screen.queryByRole('region', { name })).toBeNull()
  })

  it('links to Instagram’s authorisation page in a new tab once it is set up', async () => {
    await render({
      loaderData: loaderData({ instagramUrl: 'https://api.instagram.com/oauth/authorize?x=1' }),
    })
    const link = card('Integrations').getByRole('link', {
      name: 'Connect Instagram (opens in a new tab)',
    })
    expect(link.getAttribute('href')).toBe('https://api.instagram.com/oauth/authorize?x=1')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows an admin the analytics dashboard on demand', async () => {
    const { user } = await render({
      root: { auth: ADMIN_AUTH },
      loaderData: loaderData({
        role: 'admin',
        analyticsUrl: 'https://analytics.example.org/share',
      }),
    })
    expect(card('Account').getByText('Administrator')).toBeTruthy()
    const analytics = card('Analytics')
    expect(analytics.queryByTitle('Analytics dashboard')).toBeNull()
    await user.click(analytics.getByRole('button', { name: 'Show Analytics' }))
    const frame = analytics.getByTitle('Analytics dashboard')
    expect(frame.getAttribute('src')).toBe('https://analytics.example.org/share')
    expect(
      analytics.getByRole('button', { name: 'Hide Analytics' }).getAttribute('aria-expanded'),
    ).toBe('true')
  })

  it('points an admin without a dashboard to the site settings', async () => {
    await render({ root: { auth: ADMIN_AUTH }, loaderData: loaderData({ role: 'admin' }) })
    expect(
      card('Analytics').getByRole('link', { name: 'Open Site settings' }).getAttribute('href'),
    ).toBe('/admin/settings')
  })

  it('saves a medical reviewer’s credentials to the credentials action and says so', async () => {
    const { user, posts } = await render({
      loaderData: loaderData({ role: 'reviewer', credentials: { value: null } }),
    })
    const credentials = card('Medical reviewer credentials')
    await user.type(
      credentials.getByRole('textbox', { name: 'Name and credentials' }),
      'Dr Anna Georgiou',
    )
    await user.click(credentials.getByRole('button', { name: 'Save credentials' }))
    expect(await credentials.findByText('Credentials saved.')).toBeTruthy()
    expect(posts).toEqual([
      {
        url: 'http://localhost/profile?intent=credentials',
        form: { credentials: 'Dr Anna Georgiou' },
      },
    ])
  })

  it('marks refused credentials invalid with the server’s message', async () => {
    const { user } = await render({
      loaderData: loaderData({ role: 'reviewer', credentials: { value: 'Dr A' } }),
      action: () =>
        ({
          intent: 'credentials',
          ok: false,
          invalid: true,
          message: 'Enter at least 3 characters: your name and credentials.',
        }) satisfies CredentialsResult,
    })
    const credentials = card('Medical reviewer credentials')
    const input = credentials.getByRole('textbox', { name: 'Name and credentials' })
    expect(input).toHaveProperty('value', 'Dr A')
    await user.click(credentials.getByRole('button', { name: 'Save credentials' }))
    expect(
      await credentials.findByText('Enter at least 3 characters: your name and credentials.'),
    ).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('lists the kept mails with their links as links', async () => {
    await render({
      loaderData: loaderData({
        showOutbox: true,
        outbox: [
          {
            id: 'm1',
            to: 'maria@example.org',
            subject: 'Confirm your e-mail',
            text: 'Open https://site.test/verify?token=abc to confirm.',
            createdAt: '2027-03-02T08:30:00.000Z',
          },
        ],
      }),
    })
    const outbox = card('Mail outbox')
    expect(
      outbox.getByText(
        'This site has no mail server configured, so e-mails to you are kept here instead of being sent.',
      ),
    ).toBeTruthy()
    const mail = within(outbox.getByRole('article', { name: 'Confirm your e-mail' }))
    expect(mail.getByText(/To: maria@example.org/)).toBeTruthy()
    expect(mail.getByRole('link', { name: 'https://site.test/verify?token=abc' })).toBeTruthy()
    expect(mail.getByText('to confirm.', { exact: false })).toBeTruthy()
  })

  it('says when the outbox is empty, in Greek', async () => {
    await render({
      lang: 'el',
      loaderData: loaderData({ showOutbox: true, outboxScope: 'all', role: 'reviewer' }),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Ρυθμίσεις προφίλ' })).toBeTruthy()
    expect(screen.getByText('Ιατρικός αναθεωρητής')).toBeTruthy()
    expect(screen.getByText('Δεν υπάρχουν e-mail ακόμη.')).toBeTruthy()
  })
})
