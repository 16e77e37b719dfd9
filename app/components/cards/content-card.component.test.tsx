import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { ContentCard } from './content-card'

const LONG_TEXT = 'Seizure first aid. '.repeat(20)

describe('ContentCard', () => {
  it('links its title to the item, with the long date, badges, tags and a text cut at 200 characters', async () => {
    await renderPage(
      <ContentCard
        href="/events/7"
        title="Family picnic"
        text={LONG_TEXT}
        date="2027-03-05"
        lang="en"
        badge="Social"
        featured
        tags={['family', 'outdoors']}
      />,
    )
    const heading = screen.getByRole('heading', { level: 3, name: 'Family picnic' })
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/events/7')
    expect(screen.getByText('5 March 2027').getAttribute('datetime')).toBe('2027-03-05')
    expect(screen.getByText('Featured')).toBeTruthy()
    expect(screen.getByText('Social')).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#family', '#outdoors'])
    const text = screen.getByText(/^Seizure first aid\./).textContent!
    expect(text.length).toBeLessThanOrEqual(201)
    expect(text.endsWith('…')).toBe(true)
    expect(screen.queryByText('Sample')).toBeNull()
  })

  it('shows tags by their Greek labels in Greek, the English name marked English without one', async () => {
    await renderPage(
      <ContentCard
        href="/events/7"
        title="Οικογενειακό πικνίκ"
        text="Κείμενο."
        date="2027-03-05"
        lang="el"
        tags={['family', 'outdoors']}
      />,
      { lang: 'el', root: { tagLabels: { family: 'οικογένεια' } } },
    )
    const items = within(screen.getByRole('list', { name: 'Ετικέτες' })).getAllByRole('listitem')
    expect(items.map((li) => [li.textContent, li.getAttribute('lang')])).toEqual([
      ['#οικογένεια', null],
      ['#outdoors', 'en'],
    ])
  })

  it('is a sample (no link) without an address, and marks a past event', async () => {
    await renderPage(
      <ContentCard
        title="Old talk"
        text="Short."
        date="2020-01-02"
        lang="en"
        past
        headingLevel={2}
      />,
    )
    const heading = screen.getByRole('heading', { level: 2, name: 'Old talk' })
    expect(within(heading).queryByRole('link')).toBeNull()
    expect(screen.getByText('Sample')).toBeTruthy()
    expect(screen.getByText('Past event').closest('[data-past]')).toBeTruthy()
  })

  it('shows admins the like count and the editorial badges in Greek', async () => {
    await renderPage(
      <ContentCard
        href="/news/1"
        title="Νέα"
        text="Κείμενο"
        date="2027-01-15"
        lang="el"
        likesCount={3}
        editorial={{ status: 'draft', publishAt: null, greekMissing: true }}
      />,
      { lang: 'el' },
    )
    expect(screen.getByText('15 Ιανουαρίου 2027')).toBeTruthy()
    expect(screen.getByText('3 «μου αρέσει»')).toBeTruthy()
    expect(screen.getByText('Πρόχειρο').closest('[data-status="draft"]')).toBeTruthy()
    expect(screen.getByText('Χωρίς έτοιμα ελληνικά')).toBeTruthy()
  })

  it('names a scheduled item’s publication time, and marks English text on a Greek page', async () => {
    await renderPage(
      <ContentCard
        href="/news/2"
        title="Talk"
        text="English only"
        date="2027-01-15"
        lang="el"
        untranslated={['title', 'excerpt']}
        editorial={{
          status: 'scheduled',
          publishAt: '2027-01-20T08:30:00.000Z',
          greekMissing: false,
        }}
      />,
      { lang: 'el' },
    )
    expect(screen.getByText('Προγραμματισμένο για 20 Ιανουαρίου 2027 στις 10:30 π.μ.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Talk' }).getAttribute('lang')).toBe('en')
    expect(screen.getByText('English only').getAttribute('lang')).toBe('en')
    expect(
      screen.getByText('Δεν είναι ακόμη διαθέσιμο στα ελληνικά· εμφανίζεται στα αγγλικά.'),
    ).toBeTruthy()
  })
})
