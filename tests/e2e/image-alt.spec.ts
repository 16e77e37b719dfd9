/**
 * Text alternatives of uploaded images, in a real browser against the built server: an admin
 * describes an event's picture in English and Greek as it is uploaded, and readers of each
 * language get their own alt; older images without one are listed for admins to describe; a
 * file that is not an image is refused with one message.
 */
import fs from 'node:fs'

import { type Cookie, type Page } from '@playwright/test'
import sharp from 'sharp'

import { openDatabase } from '../../app/db/client.server'
import { storeImage } from '../../app/domain/media.server'
import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { copyOfTemplate, startE2eServer, storageStateFile } from './support/e2e-server'
import { expect, test } from './support/test'

const picture = (background: string) =>
  sharp({ create: { width: 800, height: 450, channels: 3, background } })
    .png()
    .toBuffer()

/** The error messages the page shows: its alerts (the widget's own) and its toasts. */
async function errorsShown(page: Page) {
  return {
    alerts: await page.locator('[role=alert]:visible').allInnerTexts(),
    toasts: await page.locator('[data-sonner-toast]').count(),
  }
}

test('an admin describes an event picture in English and Greek; each reader gets their language', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'admin')
  await page.goto('/events/create?lang=en', { waitUntil: 'networkidle' })
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Title (English)').fill('E2E Described Walk')
  await page.getByLabel('Date').fill(tomorrow)
  await page.getByLabel('Time').selectOption('09:00')
  await page.getByLabel('Location (English)').fill('Paphos')
  await page
    .getByLabel('Description (English)', { exact: true })
    .fill('A walk with a described picture.')
  await page.getByLabel('Greek version').selectOption('false')

  const file = { name: 'walk.png', mimeType: 'image/png', buffer: await picture('#2a6f86') }
  const fileInput = page.locator('input[type=file]')
  // Nothing goes to the server before the picture is described or marked decorative.
  await fileInput.setInputFiles(file)
  await expect(page.getByRole('alert')).toHaveText(
    "Describe the image in English or Greek, or tick 'Decorative, no description'.",
  )
  await expect(page.locator('input[type=hidden][name=image_url]')).toHaveValue('')

  await page.getByLabel('What the image shows (English)').fill('Walkers on a coastal path at dawn')
  await page
    .getByLabel('What the image shows (Greek)')
    .fill('Περιπατητές σε παραλιακό μονοπάτι την αυγή')
  await fileInput.setInputFiles(file)
  await expect(page.getByText('Image uploaded successfully')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Event created!')).toBeVisible()
  const path = new URL(page.url()).pathname
  const id = path.split('/').pop()!

  try {
    // Visitors (no session cookie) on each language's page, and the events list's card.
    const visitor = await page.context().browser()!.newPage()
    try {
      await visitor.goto(new URL(`${path}?lang=en`, page.url()).toString())
      await expect(visitor.locator('article img[src^="/media/"]')).toHaveAttribute(
        'alt',
        'Walkers on a coastal path at dawn',
      )
      await visitor.goto(new URL(`${path}?lang=el`, page.url()).toString())
      await expect(visitor.locator('article img[src^="/media/"]')).toHaveAttribute(
        'alt',
        'Περιπατητές σε παραλιακό μονοπάτι την αυγή',
      )
      await visitor.goto(new URL('/events?lang=el', page.url()).toString())
      const card = visitor.getByRole('article').filter({ hasText: 'E2E Described Walk' })
      await expect(card.locator('img')).toHaveAttribute(
        'alt',
        'Περιπατητές σε παραλιακό μονοπάτι την αυγή',
      )
    } finally {
      await visitor.close()
    }
  } finally {
    await page.request.delete(`/api/v1/events/${id}`)
  }
})

test('a file that is not an image is refused with exactly one message', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/events/create?lang=en', { waitUntil: 'networkidle' })
  await page.getByLabel('What the image shows (English)').fill('Anything')
  const fileInput = page.locator('input[type=file]')

  // A text file: refused in the browser.
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  })
  await expect(page.getByRole('alert')).toHaveText('Please upload an image file')
  expect(await errorsShown(page)).toEqual({ alerts: ['Please upload an image file'], toasts: 0 })

  // A PDF named like an image: the browser believes the name, the server reads the bytes.
  await fileInput.setInputFiles({
    name: 'leaflet.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  })
  await expect(page.getByRole('alert')).toHaveText('Please upload an image file')
  // Given the server's answer time to become a second message, if it would.
  await page.waitForLoadState('networkidle')
  expect(await errorsShown(page)).toEqual({ alerts: ['Please upload an image file'], toasts: 0 })
})

test('admins describe older images from the list of images without a text alternative', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // An image stored before descriptions were asked for, on a server of this test's own.
  const dataDir = copyOfTemplate('image-alt-list')
  const database = await openDatabase({ dataDir })
  let hash: string
  try {
    hash = (await storeImage(database.db, await picture('#86402a'), null)).filePath
  } finally {
    await database.close()
  }
  const server = await startE2eServer(dataDir)
  try {
    const { cookies } = JSON.parse(fs.readFileSync(storageStateFile('admin'), 'utf8')) as {
      cookies: Cookie[]
    }
    await page.context().addCookies(cookies)
    await page.goto(`${server.base}/?lang=en`)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Images without alt text' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Images without a text alternative' }),
    ).toBeVisible()
    const row = page.locator(`form[data-image="${hash}"]`)
    await expect(row).toBeVisible()
    await expectNoAxeViolations(page)

    await row.getByRole('button', { name: 'Save' }).click()
    await expect(row.getByRole('alert')).toHaveText(
      "Describe the image in English or Greek, or tick 'Decorative, no description'.",
    )
    await row.getByLabel('What the image shows (English)').fill('A red poster of the foundation')
    await row.getByLabel('What the image shows (Greek)').fill('Μια κόκκινη αφίσα του ιδρύματος')
    await row.getByRole('button', { name: 'Save' }).click()
    await expect(row).toHaveCount(0)

    const stored = await page.request.get(`${server.base}/api/v1/images/${hash}`)
    expect(await stored.json()).toMatchObject({
      data: {
        file_path: hash,
        alt: 'A red poster of the foundation',
        alt_el: 'Μια κόκκινη αφίσα του ιδρύματος',
        decorative: false,
      },
    })
  } finally {
    await server.stop()
  }
})
