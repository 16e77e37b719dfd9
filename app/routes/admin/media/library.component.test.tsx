/**
 * /admin/media through createRoutesStub, with loader data of the loader's shape (the loader runs
 * on PGlite in tests/integration/admin-media-pages.test.ts).
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../../tests/component/render'
import * as libraryPage from './library'

const IMAGE = {
  hash: 'a'.repeat(64),
  url: `/media/${'a'.repeat(64)}.webp`,
  width: 1200,
  height: 800,
  uploadedAt: '2026-05-04T07:15:00.000Z',
  alt: 'Volunteers at the stand',
  altEl: 'Εθελοντές στο περίπτερο',
  decorative: false,
  fileName: 'stand.jpg',
  uses: 2,
}

function loaderData(overrides: Record<string, unknown> = {}) {
  return {
    values: { q: '', unused: false, missingAlt: false },
    deleted: false,
    images: [
      IMAGE,
      { ...IMAGE, hash: 'b'.repeat(64), fileName: '', alt: '', altEl: '', uses: 0 },
      {
        ...IMAGE,
        hash: 'c'.repeat(64),
        fileName: 'border.png',
        alt: '',
        altEl: '',
        decorative: true,
        uses: 1,
      },
    ],
    meta: { title: 'Media library' },
    ...overrides,
  }
}

async function render(options: Partial<RenderOptions> = {}) {
  return renderPage(libraryPage, {
    id: 'routes/admin/media/library',
    path: '/admin/media',
    root: { auth: ADMIN_AUTH },
    loaderData: loaderData(),
    ...options,
  })
}

const card = (hash: string) =>
  within(document.querySelector<HTMLElement>(`[data-image="${hash.repeat(64)}"]`)!)

describe('/admin/media', () => {
  it('shows each upload as a card: its name, text alternative, uses and a link to edit it', async () => {
    await render()
    expect(screen.getByText('3 images')).toBeTruthy()
    const first = card('a')
    expect(first.getByText('stand.jpg')).toBeTruthy()
    expect(first.getByText('Volunteers at the stand')).toBeTruthy()
    expect(first.getByText('Used by 2 items')).toBeTruthy()
    expect(first.getByRole('link', { name: 'Edit image: stand.jpg' }).getAttribute('href')).toBe(
      `/admin/media/${'a'.repeat(64)}`,
    )
    // Without a file name, an upload is named by its time.
    expect(card('b').getByText('Image uploaded 4 May 2026 at 10:15')).toBeTruthy()
    expect(card('b').getByText('No alt text yet')).toBeTruthy()
    expect(card('b').getByText('Not used')).toBeTruthy()
    expect(card('c').getByText('Decorative')).toBeTruthy()
  })

  it('keeps the search and filters of the address in the form, and says when nothing matches', async () => {
    await render({
      path: '/admin/media?q=picnic&missing_alt=true',
      pattern: '/admin/media',
      loaderData: loaderData({
        values: { q: 'picnic', unused: false, missingAlt: true },
        images: [],
      }),
    })
    const search = within(screen.getByRole('search'))
    expect(
      search.getByRole('searchbox', { name: 'Search by alt text or file name' }),
    ).toHaveProperty('value', 'picnic')
    expect(search.getByRole('checkbox', { name: 'Without alt text' })).toHaveProperty(
      'checked',
      true,
    )
    expect(search.getByRole('checkbox', { name: 'Unused' })).toHaveProperty('checked', false)
    expect(screen.getByText('No image matches.')).toBeTruthy()
  })

  it('says an image was deleted, and shows the Greek text alternative on a Greek page', async () => {
    await render({ lang: 'el', loaderData: loaderData({ deleted: true }) })
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Η εικόνα διαγράφηκε')
    expect(card('a').getByText('Εθελοντές στο περίπτερο')).toBeTruthy()
  })
})
