import { screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { NO_SITE_SETTINGS } from '~/lib/site-settings'
import { CommunityDialog } from './community-dialog'

const INVITE = 'https://chat.whatsapp.com/invite-code'

function OpenDialog() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <CommunityDialog open={open} onOpenChange={setOpen} />
    </>
  )
}

describe('CommunityDialog', () => {
  it('explains the group and joins through the invite, in a new tab', async () => {
    const { user } = await renderPage(<OpenDialog />, {
      root: { site: { ...NO_SITE_SETTINGS, whatsappInviteUrl: INVITE } },
    })
    expect(screen.getByRole('dialog', { name: 'Join our WhatsApp Community' })).toBeTruthy()
    expect(
      screen.getByText('Share experiences and ask questions of people who live with epilepsy too.'),
    ).toBeTruthy()
    expect(screen.getByText(/^WhatsApp is a service of Meta\./)).toBeTruthy()
    const join = screen.getByRole('link', { name: 'Join (opens in a new tab)' })
    expect([
      join.getAttribute('href'),
      join.getAttribute('target'),
      join.getAttribute('rel'),
    ]).toEqual([INVITE, '_blank', 'noopener noreferrer'])
    // The footer's Close button (the X button has the same name and comes second).
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!)
    expect(screen.getByText('closed')).toBeTruthy()
  })

  it('shows the community’s stored text, which editors change (decision 0068)', async () => {
    await renderPage(<OpenDialog />, {
      root: {
        community: {
          title: 'Meet others like you',
          text: 'A friendly group.',
          points: ['Monthly meetings.'],
          metaDescription: '',
        },
      },
    })
    expect(screen.getByRole('dialog', { name: 'Meet others like you' })).toBeTruthy()
    expect(screen.getByText('A friendly group.')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Monthly meetings.',
    ])
  })

  it('marks the text it shows in English on a Greek page, for screen readers', async () => {
    // Its Greek not ready: the stored English text, with the language it is in.
    const inEnglish = {
      title: 'Meet others like you',
      text: 'A friendly group.',
      points: ['Monthly meetings.'],
      metaDescription: '',
      lang: 'en' as const,
    }
    await renderPage(<OpenDialog />, { lang: 'el', root: { community: inEnglish } })
    const dialog = screen.getByRole('dialog', { name: 'Meet others like you' })
    expect(screen.getByRole('heading', { name: 'Meet others like you' }).getAttribute('lang')).toBe(
      'en',
    )
    expect(screen.getByText('A friendly group.').getAttribute('lang')).toBe('en')
    expect(screen.getByRole('list').getAttribute('lang')).toBe('en')
    expect(dialog.getAttribute('lang')).toBeNull()
  })

  it('without an invite, says how to ask for one: the contact address when there is one', async () => {
    await renderPage(<OpenDialog />, {
      root: { site: { ...NO_SITE_SETTINGS, contactEmail: 'info@example.org' } },
    })
    expect(screen.getByRole('note').textContent).toBe(
      'The invitation link is not available at the moment. Get in touch and we will send it to you: info@example.org',
    )
    expect(screen.getByRole('link', { name: 'info@example.org' }).getAttribute('href')).toBe(
      'mailto:info@example.org',
    )
    expect(screen.queryByRole('link', { name: /^Join/ })).toBeNull()
  })

  it('else the contact section of the About page, in Greek', async () => {
    const { user } = await renderPage(<OpenDialog />, {
      lang: 'el',
      siblings: [{ path: 'about', Component: () => <h1>About page</h1> }],
    })
    expect(
      screen.getByRole('dialog', { name: 'Γίνετε μέλος της κοινότητάς μας στο WhatsApp' }),
    ).toBeTruthy()
    const contact = screen.getByRole('link', { name: 'επικοινωνία' })
    expect(contact.getAttribute('href')).toBe('/about#contact')
    await user.click(contact)
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy()
  })
})
