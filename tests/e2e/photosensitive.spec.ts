/**
 * Photosensitive safety end to end: an animated GIF uploaded by an admin is told to be kept as
 * its first frame (in the admin's language) and is served to visitors as a still image.
 */
import sharp from 'sharp'

import { signInAs } from './support/auth'
import { expect, test } from './support/test'

test.use({ viewport: { width: 1280, height: 800 } })

async function flashingGif() {
  const frames = await Promise.all(
    ['#ff0000', '#0000ff', '#ff0000', '#0000ff'].map((background) =>
      sharp({ create: { width: 120, height: 80, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  )
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [80, 80, 80, 80], loop: 0 })
    .toBuffer()
}

for (const [lang, notice] of [
  ['en', 'only its first frame was kept'],
  ['el', 'κρατήθηκε μόνο το πρώτο της καρέ'],
] as const) {
  test(`an animated GIF uploaded by an admin is served as a still image (${lang})`, async ({
    page,
  }) => {
    const gif = await flashingGif()
    expect((await sharp(gif).metadata()).pages).toBe(4)

    await signInAs(page, 'admin')
    await page.goto(`/events/create?lang=${lang}`, { waitUntil: 'networkidle' })
    await page.locator('[data-image-text] input[type=checkbox]').check()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'flashing.gif', mimeType: 'image/gif', buffer: gif })
    await expect(page.getByTestId('first-frame-notice')).toContainText(notice)

    const url = await page.locator('input[type=hidden][name=image_url]').inputValue()
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}[.\w-]*\.webp$/)
    const served = await page.request.get(url)
    expect(served.headers()['content-type']).toBe('image/webp')
    const bytes = await served.body()
    const meta = await sharp(bytes, { animated: true }).metadata()
    expect(meta.pages ?? 1).toBe(1)
    expect(meta.height).toBe(80)
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    // The first frame: red.
    expect(data[0]).toBeGreaterThan(200)
    expect(data[2]).toBeLessThan(40)
  })
}
