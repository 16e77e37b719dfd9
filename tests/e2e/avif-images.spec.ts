/**
 * Uploaded images reach the browser as AVIF where the upload has it: on a news post (its picture
 * at the top and a small picture in its text), on an event and on a news card, Chromium picks the
 * <picture>'s AVIF source, the server answers image/avif, and each image shows at the size the
 * layout gives it: the top picture the text's width at 16:9, the 400x300 upload at 400 px and
 * never enlarged, nothing wider than a 360 px phone.
 */
import { type Page } from '@playwright/test'
import sharp from 'sharp'

import { signInAs } from './support/auth'
import { createItem, pagePathOf, testDates } from './support/content-api'
import { expect, test } from './support/test'

interface Upload {
  image_url: string
  file_path: string
}

/** Content types of every /media/ response the page received, by URL path. */
function mediaTypes(page: Page) {
  const types = new Map<string, string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/media/'))
      types.set(url.pathname, response.headers()['content-type'] ?? '')
  })
  return types
}

/** The image once loaded: the file the browser chose, its pixels and its box. */
async function loaded(page: Page, selector: string) {
  const image = page.locator(selector).first()
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect()
    const parent = (img.closest('article') ?? img.parentElement!) as HTMLElement
    const style = getComputedStyle(parent)
    return {
      path: new URL(img.currentSrc).pathname,
      naturalWidth: img.naturalWidth,
      width: Math.round(box.width),
      height: Math.round(box.height),
      textWidth: Math.round(
        parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      ),
      inPicture: img.parentElement?.tagName === 'PICTURE',
    }
  })
}

test('a news post, an event and a news card fetch their uploads as AVIF and show them at the layout size', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'admin')
  const upload = async (width: number, height: number, colour: string): Promise<Upload> => {
    // A gradient rather than one colour, so that the picture is a real image to encode.
    const png = await sharp({ create: { width, height, channels: 3, background: colour } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer()
    const response = await page.request.post('/api/v1/images', {
      multipart: {
        file: { name: 'photo.png', mimeType: 'image/png', buffer: png },
        alt: 'A test picture',
      },
    })
    expect(response.status()).toBe(201)
    return (await response.json()) as Upload
  }
  const large = await upload(2000, 1200, '#2a6f86')
  const small = await upload(400, 300, '#86402a')
  expect(large.image_url).toMatch(/\.1920x1152-avif\.webp$/)
  expect(small.image_url).toMatch(/\.400x300-avif\.webp$/)

  const post = (path: string, body: Record<string, unknown>) => createItem(page, path, body)
  const { today, tomorrow } = testDates()
  const newsId = await post('/api/v1/news', {
    title: 'E2E AVIF News',
    title_el: 'Νέα AVIF E2E',
    excerpt: 'Pictures in AVIF.',
    content: `<p>${'A paragraph to push the picture below the fold. '.repeat(40)}</p><p><img src="${small.image_url}" alt="A small picture"></p><p>After the picture.</p>`,
    date: today,
    image_url: large.image_url,
  })
  const eventId = await post('/api/v1/events', {
    title: 'E2E AVIF Walk',
    title_el: 'Περίπατος AVIF E2E',
    description: 'A walk.',
    date: tomorrow,
    time: '10:00',
    image_url: large.image_url,
  })

  const newsPath = await pagePathOf(page, 'news', newsId)
  const eventPath = await pagePathOf(page, 'events', eventId)

  // A visitor: no cookies, so the pages are the ones everyone gets (and the page cache serves).
  const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  try {
    const reader = await visitor.newPage()
    const types = mediaTypes(reader)
    await reader.goto(`${newsPath}?lang=en`)
    const hero = await loaded(reader, 'article img[fetchpriority="high"]')
    expect(hero.inPicture).toBe(true)
    // `sizes` says 768 px on a 1x screen: the 960 px variant, the smallest at least that wide.
    expect(hero.path).toMatch(new RegExp(`^/media/${large.file_path}-960\\.avif$`))
    expect(types.get(hero.path)).toBe('image/avif')
    // The text's width (768 px less the padding), at 16:9, as before AVIF.
    expect(hero.width).toBe(hero.textWidth)
    expect(hero.height).toBe(Math.round((hero.width * 9) / 16))

    const inText = await loaded(reader, 'article .rich-text img')
    expect(inText.inPicture).toBe(true)
    expect(inText.path).toBe(`/media/${small.file_path}.400x300.avif`)
    expect(types.get(inText.path)).toBe('image/avif')
    expect([inText.naturalWidth, inText.width, inText.height]).toEqual([400, 400, 300])
    // No WebP was fetched where AVIF was offered.
    expect([...types.keys()].filter((path) => path.endsWith('.webp'))).toEqual([])
    // The page's head preloads the top picture as AVIF (browsers without AVIF skip it).
    const html = await (await reader.request.get(`${newsPath}?lang=en`)).text()
    const preload = /<link rel="preload" as="image"[^>]*type="image\/avif"[^>]*>/.exec(
      html.slice(0, html.indexOf('</head>')),
    )?.[0]
    expect(preload).toContain(`${large.file_path}-960.avif 960w`)
    expect(preload).toContain('fetchPriority="high"')

    await reader.goto(`${eventPath}?lang=en`)
    const eventHero = await loaded(reader, 'main img[fetchpriority="high"]')
    expect(eventHero.path).toMatch(/\.avif$/)
    expect(types.get(eventHero.path)).toBe('image/avif')
    expect(eventHero.height).toBe(Math.round((eventHero.width * 9) / 16))

    await reader.goto('/news?lang=en')
    const card = await loaded(
      reader,
      `a[href="${newsPath}"] img, article:has(a[href="${newsPath}"]) img`,
    )
    expect(card.path).toMatch(new RegExp(`^/media/${large.file_path}-\\d+\\.avif$`))
    expect(types.get(card.path)).toBe('image/avif')

    // A phone: the pictures fit the screen, and nothing scrolls sideways.
    await reader.setViewportSize({ width: 360, height: 740 })
    await reader.goto(`${newsPath}?lang=en`)
    const phoneHero = await loaded(reader, 'article img[fetchpriority="high"]')
    const phoneText = await loaded(reader, 'article .rich-text img')
    expect(phoneHero.width).toBe(phoneHero.textWidth)
    expect(phoneText.width).toBe(phoneText.textWidth)
    expect(phoneText.width).toBeLessThan(360)
    expect(types.get(phoneText.path)).toBe('image/avif')
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    )
  } finally {
    await visitor.close()
    for (const path of [`/api/v1/news/${newsId}`, `/api/v1/events/${eventId}`]) {
      expect((await page.request.delete(path)).status(), path).toBe(200)
    }
    for (const image of [large, small]) {
      expect(
        (
          await page.request.delete('/api/v1/images', { data: { file_path: image.file_path } })
        ).status(),
      ).toBe(200)
    }
  }
})
