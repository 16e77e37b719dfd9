/**
 * /admin/images through createRoutesStub, with loader data of the loader's shape (the loader and
 * the action run on PGlite in tests/integration/image-texts.test.ts); the action and the loader
 * that runs after it stand in for the server's.
 */
import { screen, within } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import * as imagesPage from './images'

const OLD = {
  hash: 'a'.repeat(64),
  url: `/media/${'a'.repeat(64)}.webp`,
  width: 1200,
  height: 800,
  uploadedAt: '2026-05-04T07:15:00.000Z',
}
const OLDER = {
  ...OLD,
  hash: 'b'.repeat(64),
  url: `/media/${'b'.repeat(64)}.webp`,
  uploadedAt: '2026-03-01T10:00:00.000Z',
}

const pageData = (images: (typeof OLD)[]) => ({ images, meta: { title: 'Images' } })

async function render(options: Partial<RenderOptions> = {}) {
  const posts: Record<string, string>[] = []
  let saved: string[] = []
  const page = await renderPage(imagesPage, {
    id: 'routes/admin/images',
    path: '/admin/images',
    root: { auth: ADMIN_AUTH },
    loaderData: pageData([OLD, OLDER]),
    // After a save the server's list no longer has the image.
    loader: () => pageData([OLD, OLDER].filter((image) => !saved.includes(image.hash))),
    action: async ({ request }) => {
      const form = Object.fromEntries((await request.formData()) as never) as Record<string, string>
      posts.push(form)
      saved = [...saved, form.hash!]
      return { ok: true, message: '' }
    },
    ...options,
  })
  return { ...page, posts }
}

const row = (name: string) => within(screen.getByRole('form', { name }))

describe('/admin/images', () => {
  it('lists each image without a text alternative as its own form, named by its upload time', async () => {
    await render()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Images without a text alternative' }),
    ).toBeTruthy()
    expect(screen.getAllByRole('form').map((form) => form.getAttribute('aria-label'))).toEqual([
      'Image uploaded 4 May 2026 at 10:15',
      'Image uploaded 1 March 2026 at 12:00',
    ])
    // The image is there to be described: it has no text of its own yet.
    expect(
      row('Image uploaded 4 May 2026 at 10:15').getByRole('presentation').getAttribute('alt'),
    ).toBe('')
  })

  it('saves one image’s descriptions, and the image leaves the list', async () => {
    const { user, posts } = await render()
    const first = row('Image uploaded 4 May 2026 at 10:15')
    await user.type(first.getByLabelText('What the image shows (English)'), 'Volunteers at a stand')
    await user.type(first.getByLabelText('What the image shows (Greek)'), 'Εθελοντές σε περίπτερο')
    await user.click(first.getByRole('button', { name: 'Save' }))
    expect(await screen.findAllByRole('form')).toHaveLength(1)
    await screen.findByRole('form', { name: 'Image uploaded 1 March 2026 at 12:00' })
    expect(screen.queryByRole('form', { name: 'Image uploaded 4 May 2026 at 10:15' })).toBeNull()
    expect(posts).toEqual([
      { hash: OLD.hash, alt: 'Volunteers at a stand', alt_el: 'Εθελοντές σε περίπτερο' },
    ])
  })

  it('posts the decorative tick', async () => {
    const { user, posts } = await render()
    const second = row('Image uploaded 1 March 2026 at 12:00')
    await user.click(second.getByRole('checkbox', { name: /^Decorative, no description/ }))
    await user.click(second.getByRole('button', { name: 'Save' }))
    await screen.findByRole('form')
    expect(posts).toEqual([{ hash: OLDER.hash, alt: '', alt_el: '', decorative: 'true' }])
  })

  it('shows the server’s refusal at the image it is about, and keeps it listed', async () => {
    const message = "Describe the image in English or Greek, or tick 'Decorative, no description'."
    const { user } = await render({
      action: () => data({ ok: false, message }, { status: 400 }),
      loader: () => pageData([OLD, OLDER]),
    })
    await user.click(
      row('Image uploaded 4 May 2026 at 10:15').getByRole('button', { name: 'Save' }),
    )
    expect(await row('Image uploaded 4 May 2026 at 10:15').findByText(message)).toBeTruthy()
    expect(
      row('Image uploaded 4 May 2026 at 10:15')
        .getByLabelText('What the image shows (English)')
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(row('Image uploaded 1 March 2026 at 12:00').queryByText(message)).toBeNull()
  })

  it('says when every image is described, in Greek', async () => {
    await render({ lang: 'el', loaderData: pageData([]) })
    expect(screen.getByText('Όλες οι ανεβασμένες εικόνες έχουν εναλλακτικό κείμενο.')).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
