import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import RichTextEditor from './rich-text-editor'

function editor(defaultValue: string) {
  return (
    <form>
      <RichTextEditor name="content" label="Content" defaultValue={defaultValue} />
    </form>
  )
}

const posted = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="content"]')!.value

describe('RichTextEditor', () => {
  it('is a labelled text box with a formatting toolbar and the keyboard hint', async () => {
    await renderPage(editor('<p>Hello</p>'))
    const box = await screen.findByRole('textbox', { name: 'Content' })
    expect(box.getAttribute('aria-multiline')).toBe('true')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Bold',
        'Italic',
        'Heading',
        'Bulleted list',
        'Insert link',
        'Insert YouTube video',
        'Undo',
        'Redo',
      ]),
    )
    expect(screen.getByText(/^Tab inserts spaces\./)).toBeTruthy()
  })

  it('formats the selected text from the toolbar, undoes it, and posts the HTML', async () => {
    const { user, container } = await renderPage(editor('<p>Hello</p>'))
    const box = await screen.findByRole('textbox', { name: 'Content' })
    await user.click(box)
    await user.keyboard('{Control>}a{/Control}')
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    await waitFor(() => expect(posted(container)).toBe('<p><strong>Hello</strong></p>'))
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(posted(container)).toBe('<p>Hello</p>'))
  })

  it('inserts a YouTube video from a link, and refuses a link that names none', async () => {
    const { user, container } = await renderPage(editor('<p>Watch</p>'))
    await user.click(await screen.findByRole('button', { name: 'Insert YouTube video' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Insert YouTube video' }))
    await user.type(
      dialog.getByRole('textbox', { name: 'YouTube link' }),
      'https://example.org/video',
    )
    await user.click(dialog.getByRole('button', { name: 'Insert' }))
    expect(
      dialog.getByText(
        'This link does not name a YouTube video. Please paste the link of a video.',
      ),
    ).toBeTruthy()
    await user.clear(dialog.getByRole('textbox', { name: 'YouTube link' }))
    await user.type(
      dialog.getByRole('textbox', { name: 'YouTube link' }),
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    )
    await user.click(dialog.getByRole('button', { name: 'Insert' }))
    await waitFor(() =>
      expect(posted(container)).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    )
  })

  it('is in Greek on a Greek page', async () => {
    await renderPage(editor(''), { lang: 'el' })
    const toolbar = await screen.findByRole('toolbar', { name: 'Μορφοποίηση' })
    expect(within(toolbar).getByRole('button', { name: 'Έντονα' })).toBeTruthy()
  })
})

describe('inserting an image', () => {
  it('asks for the description first, and refuses to choose a file without one', async () => {
    const { user } = await renderPage(editor('<p>Hello</p>'))
    await screen.findByRole('textbox', { name: 'Content' })
    await user.click(screen.getByRole('button', { name: 'Insert image' }))
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' })
    await user.click(within(dialog).getByRole('button', { name: 'Choose image' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "Describe the image in English or Greek, or tick 'Decorative, no description'.",
    )
    await user.type(within(dialog).getByLabelText('What the image shows (English)'), 'A ribbon')
    await user.click(within(dialog).getByRole('checkbox', { name: /Decorative/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Choose image' }))
    expect(within(dialog).getByRole('alert').textContent).toMatch(
      /^A decorative image has no description/,
    )
  })
})
