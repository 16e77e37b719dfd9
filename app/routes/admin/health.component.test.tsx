/**
 * /admin/health through createRoutesStub, with loader data of the loader's shape (the loader's
 * rules run on PGlite in tests/integration/content-health.test.ts).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import type { ContentHealth } from '~/domain/content-health'
import type { Lang } from '~/i18n/languages'
import * as healthPage from './health'

const NOTHING: ContentHealth = {
  reviewOverdue: [],
  reviewDueSoon: [],
  neverReviewed: [],
  withoutSources: [],
  greekMissing: [],
  imagesWithoutText: 0,
}

const ARTICLE = {
  kind: 'wiki' as const,
  id: 'w1',
  title: 'Seizure first aid',
  titleEl: 'Πρώτες βοήθειες',
  href: '/wiki/seizure-first-aid',
}

async function render(health: ContentHealth, lang: Lang = 'en') {
  return renderPage(healthPage, {
    lang,
    id: 'routes/admin/health',
    path: '/admin/health',
    root: { auth: ADMIN_AUTH },
    loaderData: { health, meta: { title: 'Content health' } },
  })
}

const section = (name: string) => within(screen.getByRole('region', { name }))

describe('/admin/health', () => {
  it('says when nothing needs attention', async () => {
    await render(NOTHING)
    expect(screen.getByRole('status').textContent).toBe('Nothing needs attention.')
    expect(section('Images without alt text').getByText('Nothing here.')).toBeTruthy()
  })

  it('lists each problem under its heading, linked to where it is fixed', async () => {
    await render({
      ...NOTHING,
      reviewOverdue: [{ ...ARTICLE, due: '2027-01-15' }],
      greekMissing: [
        {
          kind: 'events',
          id: 'e1',
          title: 'Family picnic',
          titleEl: null,
          href: '/events/e1/edit',
        },
      ],
      withoutSources: [
        { ...ARTICLE, id: 'w2', title: '', titleEl: 'Μόνο ελληνικά', href: '/wiki/w2' },
      ],
      imagesWithoutText: 2,
    })
    expect(screen.queryByRole('status')).toBeNull()
    const overdue = section('Medical review overdue')
    expect(overdue.getByRole('link', { name: 'Seizure first aid' }).getAttribute('href')).toBe(
      '/wiki/seizure-first-aid',
    )
    expect(overdue.getByText('Due 15 January 2027')).toBeTruthy()
    const greek = section('Greek missing')
    expect(greek.getByRole('link', { name: 'Family picnic' }).getAttribute('href')).toBe(
      '/events/e1/edit',
    )
    expect(greek.getByText('Event')).toBeTruthy()
    // An item with a Greek title only is named by it, marked as Greek.
    expect(
      section('Articles without sources')
        .getByRole('link', { name: 'Μόνο ελληνικά' })
        .getAttribute('lang'),
    ).toBe('el')
    expect(section('Medical review due within 60 days').getByText('Nothing here.')).toBeTruthy()
    const images = section('Images without alt text')
    expect(images.getByText(/2 uploaded images have no text alternative\./)).toBeTruthy()
    expect(images.getByRole('link', { name: 'Describe the images' }).getAttribute('href')).toBe(
      '/admin/images',
    )
  })

  it('names items by their Greek title on a Greek page', async () => {
    await render({ ...NOTHING, neverReviewed: [ARTICLE], imagesWithoutText: 1 }, 'el')
    expect(screen.getByRole('link', { name: 'Πρώτες βοήθειες' }).getAttribute('lang')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
