/**
 * The media library in a real browser against the built server: an admin finds an image by its
 * file name in Greek on a phone, describes it, and the news card shows the new alt text; on a
 * desktop in English, an image in use lists its items and cannot be deleted, an unused one is
 * deleted. Nothing is wider than a 360 px screen; axe finds nothing.
 */
import { type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { createItem, testDates } from './support/content-api'
import { expect, test, untilHydrated } from './support/test'

const picture = (background: string) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background } })
    .png()
    .toBuffer()

async function uploadImage(page: Page, name: string, background: string) {
  const response = await page.request.post('/api/v1/images', {
    multipart: {
      file: { name, mimeType: 'image/png', buffer: await picture(background) },
      alt: 'A placeholder description',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { image_url: string; file_path: string }
}

async function expectFitsWidth(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }))
  expect(widths.document).toBeLessThanOrEqual(widths.screen)
}

test('an admin describes an image from the library in Greek on a phone; the card shows it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAs(page, 'admin')
  await page.setViewportSize({ width: 360, height: 740 })
  const unique = Date.now().toString(36)
  const fileName = `library-${unique}.png`
  const uploaded = await uploadImage(page, fileName, '#3a7a52')
  const title = `Library walk ${unique}`
  const id = await createItem(page, '/api/v1/news', {
    title,
    title_el: `Περίπατος βιβλιοθήκης ${unique}`,
    excerpt: 'A walk.',
    excerpt_el: 'Ένας περίπατος.',
    content: '<p>A walk.</p>',
    content_el: '<p>Ένας περίπατος.</p>',
    category: 'community',
    date: testDates().today,
    image_url: uploaded.image_url,
  })
  try {
    await page.goto('/admin/media?lang=el')
    await untilHydrated(page)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Βιβλιοθήκη πολυμέσων' }),
    ).toBeVisible()
    await page.getByLabel('Αναζήτηση με εναλλακτικό κείμενο ή όνομα αρχείου').fill(unique)
    await page.getByRole('button', { name: 'Εμφάνιση' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 εικόνα' })).toBeVisible()
    const card = page.locator(`li[data-image="${uploaded.file_path}"]`)
    await expect(card).toContainText('Χρησιμοποιείται σε 1 στοιχείο')
    await expectFitsWidth(page)
    await expectNoAxeViolations(page)

    await card.getByRole('link', { name: `Επεξεργασία εικόνας: ${fileName}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible()
    await untilHydrated(page)
    await expect(
      page
        .getByRole('link', { name: `Περίπατος βιβλιοθήκης ${unique}` })
        .or(page.getByRole('link', { name: title })),
    ).toBeVisible()
    await page.getByLabel('Τι δείχνει η εικόνα (Αγγλικά)').fill('Walkers under the plane trees')
    await page.getByLabel('Τι δείχνει η εικόνα (Ελληνικά)').fill('Περιπατητές κάτω από τα πλατάνια')
    await page.getByLabel('Λεζάντα (Ελληνικά)').fill('Φωτογραφία: Άννα')
    await page.getByRole('button', { name: 'Αποθήκευση' }).click()
    await expect(page.getByText('Τα στοιχεία της εικόνας αποθηκεύτηκαν')).toBeVisible()
    // An image in use cannot be deleted: the page says so instead of offering the button.
    await expect(page.getByRole('button', { name: 'Διαγραφή εικόνας' })).toHaveCount(0)
    await expectFitsWidth(page)
    await expectNoAxeViolations(page)

    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 360, height: 740 } })
    try {
      await visitor.goto(new URL('/news?lang=el', page.url()).toString())
      const newsCard = visitor
        .getByRole('article')
        .filter({ hasText: `Περίπατος βιβλιοθήκης ${unique}` })
      await expect(newsCard.locator('img')).toHaveAttribute(
        'alt',
        'Περιπατητές κάτω από τα πλατάνια',
      )
    } finally {
      await visitor.close()
    }
  } finally {
    await page.request.delete(`/api/v1/news/${id}`)
  }
})

test('on a desktop in English, an unused image is deleted from the library', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAs(page, 'admin')
  const unique = Date.now().toString(36)
  const fileName = `unused-${unique}.png`
  const uploaded = await uploadImage(page, fileName, '#7a3a52')
  await page.goto('/admin/media?lang=en&unused=true')
  await untilHydrated(page)
  const card = page.locator(`li[data-image="${uploaded.file_path}"]`)
  await expect(card).toContainText('Not used')
  await card.getByRole('link', { name: `Edit image: ${fileName}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible()
  await expect(
    page.getByText('No event, news post, story or wiki article shows this image.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Delete image' }).click()
  await expect(page).toHaveURL(/\/admin\/media\?deleted=1/)
  await expect(page.locator(`li[data-image="${uploaded.file_path}"]`)).toHaveCount(0)
  expect((await page.request.get(`/api/v1/images/${uploaded.file_path}`)).status()).toBe(404)
})

test('an admin chooses an image from the library for a form and for its text (English, desktop)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await signInAs(page, 'admin')
  const unique = Date.now().toString(36)
  const fileName = `pick-${unique}.png`
  const uploaded = await uploadImage(page, fileName, '#52407a')
  await page.request.patch(`/api/v1/images/${uploaded.file_path}`, {
    data: { alt: `Lanterns by the sea ${unique}`, alt_el: `Φανάρια δίπλα στη θάλασσα ${unique}` },
  })
  await page.goto('/news/create?lang=en')
  await untilHydrated(page)

  // The form's picture: chosen, it takes the field with its stored description.
  await page.getByRole('button', { name: 'Choose from library' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose an image' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Search by alt text or file name').fill(unique)
  await expect(dialog.getByText('1 image', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: `Choose ${fileName}` }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator('input[type=hidden][name=image_url]')).toHaveValue(uploaded.image_url)
  await expect(page.getByLabel('What the image shows (English)')).toHaveValue(
    `Lanterns by the sea ${unique}`,
  )

  // The text: the editor's image dialog lists the library too, and inserts with the stored alt.
  await page.getByRole('button', { name: 'Insert image' }).first().click()
  const insert = page.getByRole('dialog', { name: 'Insert an image' })
  await insert.getByRole('button', { name: 'Choose from library' }).click()
  const choose = page.getByRole('dialog', { name: 'Choose an image' })
  await choose.getByLabel('Search by alt text or file name').fill(unique)
  await choose.getByRole('button', { name: `Choose ${fileName}` }).click()
  await expect(choose).toBeHidden()
  await expect(page.locator('input[type=hidden][name=content]')).toHaveValue(
    new RegExp(
      `<img[^>]*src="${uploaded.image_url.replaceAll('.', '\\.')}"[^>]*alt="Lanterns by the sea ${unique}"|<img[^>]*alt="Lanterns by the sea ${unique}"[^>]*src="${uploaded.image_url.replaceAll('.', '\\.')}"`,
    ),
  )
})
