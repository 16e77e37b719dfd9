/** /admin/settings through createRoutesStub, with loader data of the loader's shape. */
import { cleanup, screen, within } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import type { SiteSettingField } from '~/domain/site-settings-input'
import * as settingsPage from './settings'

const VALUES: Record<SiteSettingField, string | null> = {
  contactEmail: 'info@example.org',
  contactPhone: '+357 22 000000',
  helplinePhone: null,
  facebookUrl: 'https://facebook.com/epilepsycyprus',
  instagramUrl: null,
  instagramHandle: '@epilepsycyprus',
  whatsappInviteUrl: null,
  analyticsDashboardUrl: null,
}

function loaderData(
  overrides: Partial<{
    fromEnvironment: SiteSettingField[]
    examples: SiteSettingField[]
    shownPageSlugs: string[]
  }> = {},
) {
  return {
    meta: { title: 'Site settings' },
    values: VALUES,
    fromEnvironment: [],
    examples: [],
    footerLinks: [
      { label: 'Volunteer', labelEl: 'Εθελοντισμός', href: '/volunteer' },
      { label: 'Donate', labelEl: null, href: 'https://donate.example.org' },
    ],
    pages: [{ title: 'About us', path: '/about', status: 'published' }],
    shownPageSlugs: ['volunteer'],
    ...overrides,
  }
}

async function render(options: Partial<RenderOptions> = {}) {
  const posts: FormData[] = []
  const page = await renderPage(settingsPage, {
    id: 'routes/admin/settings',
    path: '/admin/settings',
    root: { auth: ADMIN_AUTH },
    loaderData: loaderData(),
    action: async ({ request }) => {
      posts.push(await request.formData())
      return { ok: true }
    },
    ...options,
  })
  return { ...page, posts }
}

describe('/admin/settings', () => {
  it('shows the stored details in their groups and posts them all', async () => {
    const { user, posts } = await render()
    expect(screen.getByRole('group', { name: 'Contact' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Contact e-mail' })).toHaveProperty(
      'value',
      'info@example.org',
    )
    expect(screen.getByRole('textbox', { name: 'Helpline number' })).toHaveProperty('value', '')
    await user.type(screen.getByRole('textbox', { name: 'Helpline number' }), '+357 22 111111')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    await screen.findByRole('button', { name: 'Save settings' })
    expect(posts).toHaveLength(1)
    expect([
      posts[0]!.get('contactEmail'),
      posts[0]!.get('helplinePhone'),
      posts[0]!.get('instagramHandle'),
    ]).toEqual(['info@example.org', '+357 22 111111', '@epilepsycyprus'])
  })

  it('shows a detail set by the server fixed, and does not post it', async () => {
    const { user, posts } = await render({
      loaderData: loaderData({ fromEnvironment: ['contactEmail'] }),
    })
    const email = screen.getByRole('textbox', { name: 'Contact e-mail' })
    expect(email).toHaveProperty('readOnly', true)
    expect(
      screen.getByText(
        "Set by the server's CONTACT_EMAIL setting, which wins over this page. Ask whoever runs the server to change it.",
      ),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    await screen.findByRole('button', { name: 'Save settings' })
    expect(posts[0]!.has('contactEmail')).toBe(false)
  })

  it('shows the server’s refusal at its fields with what was sent, focuses the first, and clears it once valid', async () => {
    const refusal = {
      ok: false as const,
      errors: {
        contactEmail: 'admin.siteSettings.errors.email',
        facebookUrl: 'admin.siteSettings.errors.https',
      },
      values: { ...VALUES, contactEmail: 'info-at-example', facebookUrl: 'http://facebook.com/x' },
    }
    const { user } = await render({ action: () => data(refusal, { status: 400 }) })
    await user.clear(screen.getByRole('textbox', { name: 'Contact e-mail' }))
    await user.type(screen.getByRole('textbox', { name: 'Contact e-mail' }), 'info-at-example')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(
      await screen.findByText('Enter an e-mail address such as info@example.org.'),
    ).toBeTruthy()
    expect(screen.getByText('Enter a full address starting with https://.')).toBeTruthy()
    const email = screen.getByRole('textbox', { name: 'Contact e-mail' })
    expect(email).toHaveProperty('value', 'info-at-example')
    expect(document.activeElement).toBe(email)
    await user.clear(email)
    await user.type(email, 'info@example.org')
    expect(screen.queryByText('Enter an e-mail address such as info@example.org.')).toBeNull()
    expect(screen.getByText('Enter a full address starting with https://.')).toBeTruthy()
  })

  it('notes demo examples, in Greek', async () => {
    await render({ lang: 'el', loaderData: loaderData({ examples: ['contactPhone'] }) })
    expect(screen.getByRole('heading', { level: 1, name: 'Ρυθμίσεις ιστότοπου' })).toBeTruthy()
    expect(screen.getByRole('note').textContent).toMatch(
      /^Ορισμένα στοιχεία παρακάτω είναι παραδείγματα/,
    )
    expect(screen.getByRole('button', { name: 'Αποθήκευση ρυθμίσεων' })).toBeTruthy()
  })

  it('lists the footer’s added links in order, moves and removes them, and posts the new order', async () => {
    const { user, posts } = await render()
    const rows = () => screen.getAllByRole('group', { name: /^Link \d+$/ })
    // The stored links and one spare row.
    expect(rows()).toHaveLength(3)
    expect(
      screen
        .getAllByRole('textbox', { name: 'Label (English)' })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Volunteer', 'Donate', ''])
    await user.click(screen.getByRole('button', { name: 'Move link 2 up' }))
    await user.click(screen.getByRole('button', { name: 'Remove link 3' }))
    await user.click(screen.getByRole('button', { name: 'Add a link' }))
    expect(rows()).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Save the footer links' }))
    await screen.findByRole('button', { name: 'Save the footer links' })
    expect(posts).toHaveLength(1)
    expect(posts[0]!.get('intent')).toBe('footer-links')
    expect(posts[0]!.getAll('link_label')).toEqual(['Donate', 'Volunteer', ''])
    expect(posts[0]!.getAll('link_label_el')).toEqual(['', 'Εθελοντισμός', ''])
    expect(posts[0]!.getAll('link_href')).toEqual(['https://donate.example.org', '/volunteer', ''])
  })

  it('shows the server’s refusal of a footer link at its row, in Greek', async () => {
    const refusal = {
      ok: false as const,
      form: 'footerLinks' as const,
      linkErrors: { '1.href': 'admin.footerLinks.errors.hrefInvalid' },
      rows: [
        { label: 'Volunteer', labelEl: '', href: '/volunteer' },
        { label: 'Old site', labelEl: '', href: 'http://old.example.org' },
      ],
    }
    const { user } = await render({ lang: 'el', action: () => data(refusal, { status: 400 }) })
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση των συνδέσμων υποσέλιδου' }))
    const message =
      'Χρησιμοποιήστε μια διεύθυνση αυτού του ιστότοπου που αρχίζει με / (όπως /volunteer) ή μια διεύθυνση https://.'
    await screen.findByText(message)
    const row = screen.getByRole('group', { name: 'Σύνδεσμος 2' })
    expect(within(row).getByText(message)).toBeTruthy()
    expect(within(row).getByRole('textbox', { name: 'Διεύθυνση' })).toHaveProperty(
      'value',
      'http://old.example.org',
    )
  })

  it('says which footer link the footer hides, its page deleted or not published', async () => {
    const note =
      'No page visitors can see has this address now (it was deleted, or is not published): the footer hides this link until there is one.'
    await render({ loaderData: loaderData({ shownPageSlugs: [] }) })
    expect(within(screen.getByRole('group', { name: 'Link 1' })).getByText(note)).toBeTruthy()
    // An address of another site is never hidden.
    expect(within(screen.getByRole('group', { name: 'Link 2' })).queryByText(note)).toBeNull()
    cleanup()
    await render()
    expect(screen.queryByText(note)).toBeNull()
  })

  it('lists the site’s pages and offers to add one', async () => {
    await render()
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about')
    expect(screen.getByRole('button', { name: 'Add the page' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Address (slug)' })).toBeTruthy()
  })
})
