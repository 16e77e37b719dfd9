/** The rich-text editor's toolbar stays in view, under the site header, while a long text scrolls. */
import type { Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expect, test } from './support/test'

/** Holds back the answers to requests matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await arrived
    await route.continue()
  })
  return release
}

test('the formatting toolbar sticks under the header while a long text scrolls', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/news/create?lang=en')
  // The rich-text editor, not the plain field that stands in while its code loads: only the
  // editor takes a pasted text.
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(2)
  const editor = page.locator('[contenteditable="true"][aria-labelledby]').first()
  await expect(editor).toHaveAccessibleName('Content (English)')
  await editor.click()
  // Sixty paragraphs, pasted as an admin would paste a long text.
  await editor.evaluate((element) => {
    const html = Array.from(
      { length: 60 },
      (_, i) => `<p>Paragraph ${i + 1} of a long announcement.</p>`,
    ).join('')
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/html', html)
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    )
  })
  await expect(editor.getByText('Paragraph 60 of a long announcement.')).toBeVisible()
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' }).first()
  const header = page.locator('header').first()
  const headerBox = (await header.boundingBox())!

  // The caret is at the end of the text, far below where the toolbar started.
  await page.getByText('Paragraph 55 of a long announcement.').scrollIntoViewIfNeeded()
  const editorBox = (await editor.boundingBox())!
  expect(editorBox.y).toBeLessThan(0)
  const toolbarBox = (await toolbar.boundingBox())!
  expect(Math.abs(toolbarBox.y - (headerBox.y + headerBox.height))).toBeLessThanOrEqual(2)
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeInViewport()

  // Still usable there: bold the current line from the stuck toolbar.
  await page.getByText('Paragraph 55 of a long announcement.').click()
  await page.keyboard.press('Home')
  await page.keyboard.press('Shift+End')
  await toolbar.getByRole('button', { name: 'Bold' }).click()
  await expect(
    editor.locator('strong', { hasText: 'Paragraph 55 of a long announcement.' }),
  ).toBeVisible()
})

test('words typed before the editor has loaded stay, and typing goes on in the editor', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  // A slow connection: the editor's code arrives well after the form.
  const release = await holdBack(page, /\/assets\/rich-text-editor-[^/]*\.js$/)
  await page.goto('/news/create?lang=en')
  const field = page.getByRole('textbox', { name: 'Content (English)' })
  await field.click()
  await field.pressSequentially('Opening hours')
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0)

  release()
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(2)
  const editor = page.locator('[contenteditable="true"][aria-labelledby]').first()
  await expect(editor).toBeFocused()
  await page.keyboard.type(' change.')
  await expect(editor).toHaveText('Opening hours change.')
  await expect(page.locator('input[type="hidden"][name="content"]')).toHaveValue(
    '<p>Opening hours change.</p>',
  )
})

test('words typed before the page is interactive stay, with the focus, when the editor takes over', async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin')
  // A page of the same session whose scripts are held back: what a slow phone shows first.
  const early = await context.newPage()
  const release = await holdBack(early, /\/assets\/entry\.client-[^/]*\.js$/)
  await early.goto('/news/create?lang=en')
  const field = early.getByRole('textbox', { name: 'Content (English)' })
  await field.click()
  await field.pressSequentially('Opening hours')
  await expect(early.locator('html')).not.toHaveAttribute('data-hydrated')

  release()
  await expect(early.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(early.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(2)
  const editor = early.locator('[contenteditable="true"][aria-labelledby]').first()
  await expect(editor).toBeFocused()
  await early.keyboard.type(' change.')
  await expect(editor).toHaveText('Opening hours change.')
  await expect(early.locator('input[type="hidden"][name="content"]')).toHaveValue(
    '<p>Opening hours change.</p>',
  )
})
