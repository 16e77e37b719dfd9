/**
 * Laying out an image in the rich-text editor: selecting it shows its layout buttons next to it;
 * an admin sets the side and size with the keyboard and with the mouse, in English and Greek, and
 * visitors see the image that way: text flowing round it on a wide screen, full width and nothing
 * wider than the screen on a phone.
 */
import { type Browser, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 900 }

test.describe.configure({ timeout: 120_000 })

async function layoutOf(image: Locator) {
  return image.evaluate((element) => {
    const style = getComputedStyle(element)
    const text = element.closest('.rich-text')!.getBoundingClientRect()
    return {
      float: style.float,
      width: element.getBoundingClientRect().width / text.width,
      right: element.getBoundingClientRect().right,
    }
  })
}

/** The visitor's view of a page at a screen size, in a context of its own. */
async function visitorPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return { page, close: () => context.close() }
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

test('an admin places an image with the keyboard and the mouse; visitors see it so on a wide screen and a phone', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInAs(page, 'admin')
  await page.goto('/news/create?lang=en', { waitUntil: 'networkidle' })
  await page.getByLabel('Title (English)').fill('E2E image layout')
  await page.getByLabel('Greek version').selectOption('false')
  const editor = page.getByRole('textbox', { name: 'Content (English)' })
  await editor.click()
  await editor.pressSequentially('Words before the picture.')

  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#0f6b5c' },
  })
    .png()
    .toBuffer()
  // The first editor's (English) Insert image button: the description first, then the file.
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .first()
    .getByRole('button', { name: 'Insert image' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Insert an image' })
  await dialog.getByLabel('What the image shows (English)').fill('A green garden')
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: png })
  const image = editor.locator('img')
  // The description given in the dialog is the image's alt in the HTML.
  await expect(image).toHaveAttribute('alt', 'A green garden')
  await expect(page.getByText('Image uploaded successfully')).toBeVisible()
  await expect(image).toHaveAttribute('data-size', 'large')
  await expect(image).toHaveAttribute('data-align', 'center')
  // Text after the image, to flow round it.
  // The closing dialog gives the focus back to the editor, the new image selected: typing
  // before the caret has moved to the end would replace the image.
  await expect(editor).toBeFocused()
  await page.keyboard.press('Control+End')
  await expect(image).not.toHaveClass(/ProseMirror-selectednode/)
  await editor.pressSequentially('A longer paragraph after the picture. '.repeat(12))
  await expect(image).toHaveCount(1)

  const menu = page.getByRole('toolbar', { name: 'Image layout' })
  await expect(menu).toHaveCount(0)

  // Keyboard: arrows select the image, Tab reaches its buttons, Enter and Space press them. The
  // editor learns of a caret moved by the browser (Home, End) from its selectionchange event, a
  // moment later: the arrow waits for it, and goes again if a busy machine was slower still.
  await expect(async () => {
    await page.keyboard.press('Control+Home')
    await page.keyboard.press('End')
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    await page.keyboard.press('ArrowRight')
    await expect(image).toHaveClass(/ProseMirror-selectednode/, { timeout: 1_000 })
  }).toPass()
  await expect(menu).toBeVisible()
  await expect(
    menu.getByRole('button', { name: 'Image in the centre, on its own line' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(menu.getByRole('button', { name: 'Full width' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.keyboard.press('Tab')
  const left = menu.getByRole('button', { name: 'Image on the left, text flows round it' })
  await expect(left).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(left).toHaveAttribute('aria-pressed', 'true')
  await expect(image).toHaveAttribute('data-align', 'left')
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
  const medium = menu.getByRole('button', { name: 'Medium' })
  await expect(medium).toBeFocused()
  await page.keyboard.press('Space')
  await expect(medium).toHaveAttribute('aria-pressed', 'true')
  await expect(menu.getByRole('button', { name: 'Full width' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(image).toHaveAttribute('data-size', 'medium')
  await expect(image).toHaveAttribute('data-align', 'left')
  // Escape goes back to the editor, the image still selected.
  await page.keyboard.press('Escape')
  await expect(editor).toBeFocused()
  await expect(image).toHaveClass(/ProseMirror-selectednode/)
  await expectNoAxeViolations(page)

  // Mouse: the menu sits next to the image it lays out.
  await editor.getByText('Words before the picture.').click()
  await expect(menu).toBeHidden()
  await image.click()
  await expect(menu).toBeVisible()
  const menuBox = (await menu.boundingBox())!
  const imageBox = (await image.boundingBox())!
  expect(Math.abs(menuBox.y + menuBox.height - imageBox.y)).toBeLessThanOrEqual(16)
  expect(Math.abs(menuBox.x - imageBox.x)).toBeLessThanOrEqual(16)
  await menu.getByRole('button', { name: 'Image on the right, text flows round it' }).click()
  await menu.getByRole('button', { name: 'Small' }).click()
  await expect(image).toHaveAttribute('data-align', 'right')
  await expect(image).toHaveAttribute('data-size', 'small')
  await expect(menu.getByRole('button', { name: 'Small' })).toHaveAttribute('aria-pressed', 'true')
  expect((await layoutOf(image)).float).toBe('right')

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('News post created!')).toBeVisible()
  const path = new URL(page.url()).pathname
  try {
    // The stored HTML keeps the layout, and the editor shows it back, here in Greek.
    await page.goto(`${path}/edit?lang=el`, { waitUntil: 'networkidle' })
    const greekEditor = page.getByRole('textbox', { name: 'Περιεχόμενο (Αγγλικά)' })
    await greekEditor.locator('img').click()
    const greekMenu = page.getByRole('toolbar', { name: 'Διάταξη εικόνας' })
    await expect(
      greekMenu
        .getByRole('group', { name: 'Θέση' })
        .getByRole('button', { name: 'Εικόνα δεξιά, με το κείμενο γύρω της' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(
      greekMenu.getByRole('group', { name: 'Μέγεθος' }).getByRole('button', { name: 'Μικρή' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(greekMenu.getByRole('button', { name: 'Πλήρες πλάτος' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expectNoAxeViolations(page)

    // A wide screen: a third of the text's width on the right, the paragraph beside it.
    const wide = await visitorPage(browser, `${path}?lang=en`, DESKTOP)
    try {
      const shown = wide.page.locator('.rich-text img[data-size="small"][data-align="right"]')
      await expect(shown).toBeVisible()
      const layout = await layoutOf(shown)
      expect(layout.float).toBe('right')
      expect(layout.width).toBeGreaterThan(0.3)
      expect(layout.width).toBeLessThan(0.36)
      const paragraph = (await wide.page
        .locator('.rich-text p', { hasText: 'A longer paragraph' })
        .boundingBox())!
      const picture = (await shown.boundingBox())!
      // The paragraph's lines start beside the picture, not under it.
      expect(paragraph.y).toBeLessThan(picture.y + picture.height)
      await wide.page.screenshot({
        path: test.info().outputPath('visitor-desktop.png'),
        fullPage: true,
      })
    } finally {
      await wide.close()
    }

    // A phone: nothing floats, the image takes the text's width, the page does not scroll sideways.
    for (const lang of ['en', 'el']) {
      const phone = await visitorPage(browser, `${path}?lang=${lang}`, PHONE)
      try {
        const shown = phone.page.locator('.rich-text img[data-size="small"][data-align="right"]')
        await expect(shown).toBeVisible()
        const layout = await layoutOf(shown)
        expect(layout.float).toBe('none')
        expect(layout.width).toBeCloseTo(1, 2)
        expect(layout.right).toBeLessThanOrEqual(PHONE.width)
        expect(await sidewaysOverflow(phone.page)).toBe(0)
        await phone.page.screenshot({
          path: test.info().outputPath(`visitor-phone-${lang}.png`),
          fullPage: true,
        })
      } finally {
        await phone.close()
      }
    }
  } finally {
    const response = await page.request.delete(`/api/v1/news/${path.split('/').pop()}`)
    expect(response.ok()).toBe(true)
  }
})
