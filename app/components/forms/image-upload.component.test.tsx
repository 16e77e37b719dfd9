/**
 * The upload widget. The image goes to the server's /api/v1/images, which does not run here:
 * fetch answers as that route does (stored, refused, signed out, down). Its text alternative is
 * asked for first: nothing is sent without a description or the decorative tick.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { ImageUpload } from './image-upload'

const PNG = () =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'photo.png', { type: 'image/png' })

function serverAnswers(response: () => Response) {
  const sent: FormData[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(init.body as FormData)
    return response()
  })
  return sent
}

afterEach(() => vi.unstubAllGlobals())

const widget = (defaultValue: string | null = null, label = 'Image') => (
  <form>
    <ImageUpload name="image_url" label={label} defaultValue={defaultValue} />
  </form>
)

/** The admin describes the image before choosing it. */
const describeImage = (user: UserEvent, text = 'A walk by the sea') =>
  user.type(screen.getByLabelText('What the image shows (English)'), text)

const posted = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="image_url"]')!.value

describe('ImageUpload', () => {
  it('sends a chosen image and posts the stored address, with a preview', async () => {
    const sent = serverAnswers(() =>
      Response.json({ image_url: '/media/uploads/photo.webp', file_path: 'uploads/photo.webp' }),
    )
    const { user, container } = await renderPage(widget())
    expect(screen.getByText('Drag an image here or choose one (at most 10 MB).')).toBeTruthy()
    await describeImage(user)
    await user.upload(screen.getByLabelText('Image'), PNG())
    await waitFor(() => expect(posted(container)).toBe('/media/uploads/photo.webp'))
    expect((sent[0]!.get('file') as File).name).toBe('photo.png')
    expect([sent[0]!.get('alt'), sent[0]!.get('alt_el'), sent[0]!.get('decorative')]).toEqual([
      'A walk by the sea',
      '',
      'false',
    ])
    expect(screen.getByRole('img', { name: 'Selected image' }).getAttribute('src')).toBe(
      '/media/uploads/photo.webp',
    )
  })

  it('says an animated upload was kept as its first frame', async () => {
    serverAnswers(() =>
      Response.json({ image_url: '/media/a.webp', file_path: 'a.webp', first_frame_only: true }),
    )
    const { user } = await renderPage(widget())
    await describeImage(user)
    await user.upload(screen.getByLabelText('Image'), PNG())
    expect((await screen.findByTestId('first-frame-notice')).textContent).toBe(
      'This image was animated. To keep the site safe for people with photosensitive epilepsy, only its first frame was kept: it will not move or flash.',
    )
  })

  it('shows the server’s refusal, and keeps the picture inline when the server is down', async () => {
    serverAnswers(() =>
      Response.json({ error: { message: 'The image is too big.' } }, { status: 422 }),
    )
    const first = await renderPage(widget())
    await describeImage(first.user)
    await first.user.upload(screen.getByLabelText('Image'), PNG())
    expect((await screen.findByRole('alert')).textContent).toBe('The image is too big.')
    first.unmount()

    serverAnswers(() => new Response('', { status: 503 }))
    const { user, container } = await renderPage(widget())
    await describeImage(user)
    await user.upload(screen.getByLabelText('Image'), PNG())
    await waitFor(() => expect(posted(container)).toMatch(/^data:image\/png;base64,/))
  })

  it('refuses a dropped file that is not an image without sending it', async () => {
    const sent = serverAnswers(() => Response.json({}))
    await renderPage(widget())
    const zone = screen.getByText(
      'Drag an image here or choose one (at most 10 MB).',
    ).parentElement!
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload an image file')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(sent).toHaveLength(0)
  })

  it('sends nothing until the image is described or marked decorative, and says why', async () => {
    const sent = serverAnswers(() => Response.json({ image_url: '/media/a.webp', file_path: 'a' }))
    const { user, container } = await renderPage(widget())
    await user.upload(screen.getByLabelText('Image'), PNG())
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Describe the image in English or Greek, or tick 'Decorative, no description'.",
    )
    expect(
      screen.getByLabelText('What the image shows (English)').getAttribute('aria-invalid'),
    ).toBe('true')
    expect(sent).toHaveLength(0)
    expect(posted(container)).toBe('')

    await user.click(screen.getByRole('checkbox', { name: /Decorative, no description/ }))
    await user.upload(screen.getByLabelText('Image'), PNG())
    await waitFor(() => expect(posted(container)).toBe('/media/a.webp'))
    expect(sent[0]!.get('decorative')).toBe('true')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a decorative image that is also described, and a Greek description alone is enough', async () => {
    const sent = serverAnswers(() => Response.json({ image_url: '/media/b.webp', file_path: 'b' }))
    const { user, container } = await renderPage(widget())
    await describeImage(user)
    await user.click(screen.getByRole('checkbox', { name: /Decorative, no description/ }))
    await user.upload(screen.getByLabelText('Image'), PNG())
    expect((await screen.findByRole('alert')).textContent).toBe(
      "A decorative image has no description: clear the descriptions or untick 'Decorative, no description'.",
    )
    expect(sent).toHaveLength(0)

    await user.click(screen.getByRole('checkbox', { name: /Decorative, no description/ }))
    await user.clear(screen.getByLabelText('What the image shows (English)'))
    await user.type(
      screen.getByLabelText('What the image shows (Greek)'),
      'Περίπατος δίπλα στη θάλασσα',
    )
    await user.upload(screen.getByLabelText('Image'), PNG())
    await waitFor(() => expect(posted(container)).toBe('/media/b.webp'))
    expect(sent[0]!.get('alt_el')).toBe('Περίπατος δίπλα στη θάλασσα')
  })

  it('asks for the description in Greek on a Greek page', async () => {
    serverAnswers(() => Response.json({}))
    const { user } = await renderPage(widget(null, 'Εικόνα'), { lang: 'el' })
    expect(screen.getByRole('group', { name: 'Εναλλακτικό κείμενο' })).toBeTruthy()
    expect(screen.getByLabelText('Τι δείχνει η εικόνα (Αγγλικά)')).toBeTruthy()
    await user.upload(screen.getByLabelText('Εικόνα'), PNG())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Περιγράψτε την εικόνα στα Αγγλικά ή στα Ελληνικά ή επιλέξτε «Διακοσμητική, χωρίς περιγραφή».',
    )
  })

  it('removes the stored image, in Greek on a Greek page', async () => {
    const { user, container } = await renderPage(widget('/media/old.webp'), { lang: 'el' })
    expect(posted(container)).toBe('/media/old.webp')
    await user.click(screen.getByRole('button', { name: 'Αφαίρεση εικόνας' }))
    expect(posted(container)).toBe('')
    expect(screen.getByRole('button', { name: 'Επιλογή εικόνας' })).toBeTruthy()
  })

  it('shows the stored text of an item image and saves a change when a field is left', async () => {
    const hash = 'c'.repeat(64)
    const calls: Array<{ url: string; method: string; body?: string }> = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined })
      if ((init.method ?? 'GET') === 'GET')
        return Response.json({
          data: { file_path: hash, alt: 'Old words', alt_el: '', decorative: false },
        })
      return Response.json({ data: {} })
    })
    const { user } = await renderPage(widget(`/media/${hash}.webp`))
    const english = screen.getByLabelText('What the image shows (English)')
    await waitFor(() => expect((english as HTMLInputElement).value).toBe('Old words'))
    // Passing through without a change saves nothing.
    await user.click(english)
    await user.tab()
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0)

    await user.clear(english)
    await user.type(english, 'Volunteers at the stand')
    await user.tab()
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1))
    const patch = calls.find((call) => call.method === 'PATCH')!
    expect(patch.url).toBe(`/api/v1/images/${hash}`)
    expect(JSON.parse(patch.body!)).toEqual({
      alt: 'Volunteers at the stand',
      alt_el: '',
      decorative: false,
    })
  })
})
