/**
 * Share previews on the built server: each page's Open Graph and Twitter card tags name the
 * item's own upload (its largest stored size) or the default picture of its kind, with the
 * picture's real size and a translated alt text, and the picture answers at that size.
 */
import { type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { signInAs } from './support/auth'
import { createItem, testDates } from './support/content-api'
import { firstLink } from './support/pages'
import { expect, test } from './support/test'

type Head = Map<string, string>

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#x27': "'",
  '#39': "'",
}
const decode = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)

/** The page's <meta property|name=... content=...> tags, by key; the page must answer 200. */
async function headOf(
  request: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<Head> {
  const response = await request.get(path, { headers })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = new Map<string, string>()
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /content="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined && !tags.has(key)) tags.set(key, decode(content))
  }
  return tags
}

interface Expected {
  url: string
  width: number
  height: number
  alt: string
  format: 'png' | 'webp'
}

/** Checks the tags, then fetches the picture and reads its real size and format. */
async function expectPreview(request: APIRequestContext, path: string, expected: Expected) {
  const head = await headOf(request, path)
  expect(head.get('og:image'), path).toBe(expected.url)
  expect(head.get('twitter:image'), path).toBe(expected.url)
  expect(head.get('og:image:type'), path).toBe(`image/${expected.format}`)
  expect([head.get('og:image:width'), head.get('og:image:height')], path).toEqual([
    String(expected.width),
    String(expected.height),
  ])
  expect(head.get('og:image:alt'), path).toBe(expected.alt)
  expect(head.get('twitter:image:alt'), path).toBe(expected.alt)
  expect(head.get('twitter:card'), path).toBe('summary_large_image')

  const image = await request.get(expected.url)
  expect(image.status(), expected.url).toBe(200)
  expect(image.headers()['content-type'], expected.url).toBe(`image/${expected.format}`)
  const metadata = await sharp(await image.body()).metadata()
  expect(
    { width: metadata.width, height: metadata.height, format: metadata.format },
    expected.url,
  ).toEqual({
    width: expected.width,
    height: expected.height,
    format: expected.format,
  })
}

const LABELS = {
  en: { event: 'Event', news: 'News', story: 'Patient story', article: 'Article' },
  el: { event: 'Εκδήλωση', news: 'Νέα', story: 'Ιστορία ασθενούς', article: 'Άρθρο' },
}
const SITE_ALT = {
  en: "The Epilepsy Cyprus logo, a light drop in a circle, with the foundation's name on purple",
  el: 'Το λογότυπο του ιδρύματος «Επιληψία Κύπρου», μια ανοιχτόχρωμη σταγόνα σε κύκλο, με το όνομά του σε μωβ φόντο',
}
const kindAlt = {
  en: (kind: keyof typeof LABELS.en) =>
    `The Epilepsy Cyprus logo and the word “${LABELS.en[kind]}” on purple`,
  el: (kind: keyof typeof LABELS.el) =>
    `Το λογότυπο του ιδρύματος «Επιληψία Κύπρου» και η λέξη «${LABELS.el[kind]}» σε μωβ φόντο`,
}
const DEFAULT_SIZE = { width: 1200, height: 630, format: 'png' } as const

test('pages without a picture of their own share the default of their kind, in their language', async ({
  request,
  baseURL,
}) => {
  const pages = {
    site: '/about',
    event: await firstLink(request, '/events', /^\/events\/[a-z0-9]+(?:-[a-z0-9]+)*$/),
    news: await firstLink(request, '/news', /^\/news\/[a-z0-9]+(?:-[a-z0-9]+)*$/),
    story: await firstLink(request, '/news?tab=stories', /^\/story\/[a-z0-9]+(?:-[a-z0-9]+)*$/),
    article: '/living-with-epilepsy/seizure-first-aid/first-aid-step-by-step',
  }
  for (const lang of ['en', 'el'] as const) {
    for (const [kind, path] of Object.entries(pages) as [keyof typeof pages, string][]) {
      await expectPreview(request, `${path}?lang=${lang}`, {
        url: `${baseURL}/social/${kind}.${lang}.png`,
        alt: kind === 'site' ? SITE_ALT[lang] : kindAlt[lang](kind),
        ...DEFAULT_SIZE,
      })
    }
  }
  // The lists of a kind share that kind's picture.
  const lists = { event: '/events', news: '/news', story: '/news?tab=stories', article: '/wiki' }
  for (const lang of ['en', 'el'] as const) {
    for (const [kind, path] of Object.entries(lists) as [keyof typeof lists, string][]) {
      await expectPreview(request, `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, {
        url: `${baseURL}/social/${kind}.${lang}.png`,
        alt: kindAlt[lang](kind),
        ...DEFAULT_SIZE,
      })
    }
  }
  // The home page and the wiki's own address for an article are covered by the same rules.
  await expectPreview(request, '/?lang=el', {
    url: `${baseURL}/social/site.el.png`,
    alt: SITE_ALT.el,
    ...DEFAULT_SIZE,
  })
  await expectPreview(request, '/wiki/seizure-first-aid/first-aid-step-by-step?lang=en', {
    url: `${baseURL}/social/article.en.png`,
    alt: kindAlt.en('article'),
    ...DEFAULT_SIZE,
  })
})

test('the picture URL comes from BASE_URL, whatever Host the request names', async ({
  request,
  baseURL,
}) => {
  const head = await headOf(request, '/about', {
    host: 'attacker.example',
    'x-forwarded-host': 'attacker.example',
  })
  expect(head.get('og:image')).toBe(`${baseURL}/social/site.en.png`)
  expect(head.get('og:url')).toBe(`${baseURL}/about`)
})

test('items with an upload share it at its largest stored size, never enlarged', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  await signInAs(page, 'admin')
  const upload = async (width: number, height: number, colour: string) => {
    const png = await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer()
    const response = await page.request.post('/api/v1/images', {
      multipart: {
        file: { name: 'photo.png', mimeType: 'image/png', buffer: png },
        decorative: 'true',
      },
    })
    expect(response.status()).toBe(201)
    return (await response.json()) as {
      image_url: string
      file_path: string
      width: number
      height: number
    }
  }
  // Larger than the largest variant (1920 px wide), and smaller than the smallest share size.
  const large = await upload(2400, 1600, '#0f6b5c')
  const small = await upload(500, 300, '#5b2a86')
  expect([large.width, large.height, small.width, small.height]).toEqual([1920, 1280, 500, 300])

  const post = (path: string, body: Record<string, unknown>) => createItem(page, path, body)
  const { today, tomorrow } = testDates()
  const text = (title: string, titleEl: string) => ({
    title,
    title_el: titleEl,
    excerpt: 'Shared picture test.',
    content: '<p>Shared picture test.</p>',
  })
  const eventId = await post('/api/v1/events', {
    title: 'E2E Share Walk',
    title_el: 'Περίπατος E2E',
    description: 'A walk.',
    date: tomorrow,
    time: '10:00',
    image_url: large.image_url,
  })
  const newsId = await post('/api/v1/news', {
    ...text('E2E Share News', 'Νέα E2E'),
    date: today,
    image_url: small.image_url,
  })
  const storyId = await post('/api/v1/stories', {
    ...text('E2E Share Story', 'Ιστορία E2E'),
    date: today,
    image_url: large.image_url,
  })
  const categories = (await (await page.request.get('/api/v1/wiki/categories')).json()) as {
    data: { id: string; slug: string }[]
  }
  const category = categories.data.find((c) => c.slug === 'what-is-epilepsy')!
  const articleId = await post('/api/v1/wiki/articles', {
    ...text('E2E Share Article', 'Άρθρο E2E'),
    slug: 'e2e-share-article',
    category_id: category.id,
    status: 'published',
    featured_image_url: small.image_url,
  })

  try {
    const shared = (upload: typeof large, alt: string) => ({
      url: `${baseURL}${upload.image_url}`,
      width: upload.width,
      height: upload.height,
      alt,
      format: 'webp' as const,
    })
    // `request` carries no cookies: these are the pages a visitor (and a crawler) gets.
    await expectPreview(
      request,
      `/events/${eventId}?lang=en`,
      shared(large, 'Picture for “E2E Share Walk”'),
    )
    await expectPreview(
      request,
      `/events/${eventId}?lang=el`,
      shared(large, 'Εικόνα για «Περίπατος E2E»'),
    )
    await expectPreview(
      request,
      `/news/${newsId}?lang=en`,
      shared(small, 'Picture for “E2E Share News”'),
    )
    await expectPreview(
      request,
      `/story/${storyId}?lang=el`,
      shared(large, 'Εικόνα για «Ιστορία E2E»'),
    )
    await expectPreview(
      request,
      '/understanding-epilepsy/what-is-epilepsy/e2e-share-article?lang=el',
      shared(small, 'Εικόνα για «Άρθρο E2E»'),
    )
  } finally {
    for (const path of [
      `/api/v1/events/${eventId}`,
      `/api/v1/news/${newsId}`,
      `/api/v1/stories/${storyId}`,
      `/api/v1/wiki/articles/${articleId}`,
    ]) {
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
