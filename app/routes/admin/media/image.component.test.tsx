/**
 * /admin/media/{hash} through createRoutesStub, with loader data of the loader's shape (the
 * loader and the action run on PGlite in tests/integration/admin-media-pages.test.ts, the
 * replacing PUT /api/v1/images/{file_path} in media-library.test.ts, so `fetch` is stubbed here).
 */
import { screen, within } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../../tests/component/render'
import * as imagePage from './image'

const HASH = 'a'.repeat(64)
const NEW_HASH = 'b'.repeat(64)

function image(overrides: Record<string, unknown> = {}) {
  return {
    hash: HASH,
    url: `/media/${HASH}.webp`,
    width: 1200,
    height: 800,
    uploadedAt: '2026-05-04T07:15:00.000Z',
    alt: 'Volunteers at the stand',
    altEl: '',
    decorative: false,
    caption: 'Photo: Maria',
    captionEl: '',
    fileName: 'stand.jpg',
    usedBy: [
      {
        kind: 'event',
        id: 'e1',
        title: 'Awareness day',
        href: '/events/awareness-day',
        field: 'image',
      },
      {
        kind: 'wiki',
        id: 'w1',
        title: 'First aid',
        href: '/wiki/help/first-aid',
        field: 'content',
      },
    ],
    ...overrides,
  }
}

async function render(options: Partial<RenderOptions> = {}) {
  const posts: Record<string, string>[] = []
  const page = await renderPage(imagePage, {
    id: 'routes/admin/media/image',
    path: `/admin/media/${HASH}`,
    pattern: '/admin/media/:hash',
    root: { auth: ADMIN_AUTH },
    loaderData: { image: image(), meta: { title: 'Media library' } },
    action: async ({ request }) => {
      posts.push(Object.fromEntries((await request.formData()) as never))
      return { ok: true, message: '' }
    },
    ...options,
  })
  return { ...page, posts }
}

describe('/admin/media/{hash}', () => {
  it('shows the image’s name, size, texts and the items that show it, and no delete for a used one', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: 'stand.jpg' })).toBeTruthy()
    expect(screen.getByText('Uploaded 4 May 2026 at 10:15 · 1200 × 800 px')).toBeTruthy()
    expect(screen.getByLabelText('What the image shows (English)')).toHaveProperty(
      'value',
      'Volunteers at the stand',
    )
    expect(screen.getByLabelText('Caption (English)')).toHaveProperty('value', 'Photo: Maria')
    const uses = within(screen.getByRole('region', { name: 'Where it is used' }))
    expect(uses.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Event: Awareness day (picture)',
      'Wiki article: First aid (in the text)',
    ])
    expect(uses.getByRole('link', { name: 'Awareness day' }).getAttribute('href')).toBe(
      '/events/awareness-day',
    )
    const remove = within(screen.getByRole('region', { name: 'Delete image' }))
    expect(
      remove.getByText(
        'This image cannot be deleted while items use it. Remove it from them first, or replace it.',
      ),
    ).toBeTruthy()
    expect(remove.queryByRole('button')).toBeNull()
  })

  it('saves the texts and captions together', async () => {
    const { user, posts } = await render()
    await user.type(screen.getByLabelText('What the image shows (Greek)'), 'Εθελοντές')
    await user.type(screen.getByLabelText('Caption (Greek)'), 'Φωτογραφία: Μαρία')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByRole('button', { name: 'Save' })
    expect(posts).toEqual([
      {
        intent: 'save',
        alt: 'Volunteers at the stand',
        alt_el: 'Εθελοντές',
        caption: 'Photo: Maria',
        caption_el: 'Φωτογραφία: Μαρία',
      },
    ])
  })

  it('shows the server’s refusal of the texts at the fields', async () => {
    const message = 'Keep each caption to 500 characters or fewer.'
    const { user } = await render({ action: () => data({ ok: false, message }, { status: 400 }) })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(message)).toBeTruthy()
  })

  it('deletes an unused image, and shows a refusal', async () => {
    const message = 'This image is used by Awareness day; remove it from there first.'
    const { user, posts } = await render({
      loaderData: { image: image({ usedBy: [], fileName: '' }), meta: { title: 'Media library' } },
      action: async ({ request }) => {
        posts.push(Object.fromEntries((await request.formData()) as never))
        return data({ ok: false, message }, { status: 409 })
      },
    })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Image uploaded 4 May 2026 at 10:15' }),
    ).toBeTruthy()
    expect(
      screen.getByText('No event, news post, story or wiki article shows this image.'),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete image' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(posts).toEqual([{ intent: 'delete' }])
  })

  it('replaces the file through the API and opens the new image’s page', async () => {
    const requests: { url: string; method: string; file: unknown }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method!, file: (init.body as FormData).get('file') })
      return Response.json({ data: { file_path: NEW_HASH } })
    })
    const { user } = await render({
      siblings: [
        { id: 'new', path: `admin/media/${NEW_HASH}`, Component: () => <h1>New image</h1> },
      ],
    })
    const file = new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('New image file'), file)
    expect(await screen.findByRole('heading', { name: 'New image' })).toBeTruthy()
    expect(requests.map(({ url, method }) => [url, method])).toEqual([
      [`/api/v1/images/${HASH}`, 'PUT'],
    ])
    expect((requests[0]!.file as File).name).toBe('new.png')
  })

  it('shows the API’s refusal of a replacement', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { message: 'The file is not an image.' } }, { status: 400 }),
    )
    const { user } = await render()
    await user.upload(
      screen.getByLabelText('New image file'),
      new File(['x'], 'notes.png', { type: 'image/png' }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not an image.')
    expect(screen.getByLabelText('New image file').getAttribute('aria-invalid')).toBe('true')
  })
})
