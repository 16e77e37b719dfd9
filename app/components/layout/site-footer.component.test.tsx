import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { NO_SITE_SETTINGS } from '~/lib/site-settings'
import { SiteDialogs } from './site-dialogs-host'
import { SiteFooter } from './site-footer'

const footer = (
  <>
    <SiteFooter />
    <SiteDialogs />
  </>
)

describe('SiteFooter', () => {
  it('links the site’s pages, help, feeds in the page’s language and the legal pages', async () => {
    await renderPage(footer, { path: '/about' })
    // Until the page's code runs, Emergency is a link that dials 112; then a button.
    await screen.findByRole('button', { name: 'Emergency' })
    const quick = within(screen.getByRole('navigation', { name: 'Quick links' }))
    expect(
      quick.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Understanding Epilepsy', '/understanding-epilepsy'],
      ['Living with Epilepsy', '/living-with-epilepsy'],
      ['Events', '/events'],
      ['News', '/news'],
      ['About', '/about'],
      ['Search', '/search'],
      ['Join Community', '/community'],
    ])
    expect(screen.getByRole('link', { name: 'Seizure Action Plan' }).getAttribute('href')).toBe(
      '/seizure-action-plan',
    )
    expect(screen.getByRole('link', { name: 'Seizure Diary' }).getAttribute('href')).toBe('/diary')
    expect(screen.getByRole('link', { name: 'News feed (RSS)' }).getAttribute('href')).toBe(
      '/news/feed.xml',
    )
    expect(screen.getByRole('link', { name: 'Events calendar (iCal)' }).getAttribute('href')).toBe(
      '/events.ics',
    )
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }))
    expect(legal.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    )
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Epilepsy Cyprus. All rights reserved.`),
    ).toBeTruthy()
  })

  it('shows the foundation’s contact details and social links when set', async () => {
    const site = {
      ...NO_SITE_SETTINGS,
      contactEmail: 'info@example.org',
      contactPhone: '+357 22 123456',
      helplinePhone: '+357 22 999999',
      facebookUrl: 'https://facebook.com/x',
    }
    await renderPage(footer, { root: { site } })
    expect(screen.getByRole('link', { name: 'info@example.org' }).getAttribute('href')).toBe(
      'mailto:info@example.org',
    )
    expect(screen.getByRole('link', { name: '+357 22 123456' }).getAttribute('href')).toBe(
      'tel:+35722123456',
    )
    expect(
      screen.getByRole('link', { name: '24/7 Helpline, call +357 22 999999' }).getAttribute('href'),
    ).toBe('tel:+35722999999')
    expect(
      screen.getByRole('link', { name: 'Facebook (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://facebook.com/x')
  })

  it('opens the community dialog and, once the country is known, the emergency dialog', async () => {
    const { user } = await renderPage(footer)
    await user.click(await screen.findByRole('link', { name: 'Join Community' }))
    expect(screen.getByRole('dialog', { name: 'Join our WhatsApp Community' })).toBeTruthy()
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!)
    expect(screen.queryByRole('dialog', { name: 'Join our WhatsApp Community' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Emergency' }))
    const emergency = await screen.findByRole('dialog', { name: 'Emergency Number' })
    expect(within(emergency).getByRole('link', { name: 'Call Now' }).getAttribute('href')).toMatch(
      /^tel:\d+$/,
    )
  })

  it('is in Greek on a Greek page, feeds included', async () => {
    await renderPage(footer, { lang: 'el' })
    // The legal links' (the newsletter form links the policy too).
    const legal = within(screen.getByRole('navigation', { name: 'Νομικά' }))
    expect(legal.getByRole('link', { name: 'Πολιτική Απορρήτου' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ροή ειδήσεων (RSS)' }).getAttribute('href')).toBe(
      '/news/feed.xml?lang=el',
    )
  })

  it('adds the admins’ links to the quick links, in order, each label in the reader’s language where written', async () => {
    const site = {
      ...NO_SITE_SETTINGS,
      footerLinks: [
        { label: 'Volunteer', labelEl: 'Εθελοντισμός', href: '/volunteer' },
        { label: 'Donate', labelEl: null, href: 'https://donate.example.org' },
      ],
    }
    await renderPage(footer, { lang: 'el', root: { site } })
    const quick = within(screen.getByRole('navigation', { name: 'Γρήγοροι σύνδεσμοι' }))
    const links = quick.getAllByRole('link').slice(-2)
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Εθελοντισμός', '/volunteer'],
      ['Donate', 'https://donate.example.org'],
    ])
    expect(links[1]!.getAttribute('lang')).toBe('en')
  })
})
