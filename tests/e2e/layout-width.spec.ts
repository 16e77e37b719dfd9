/**
 * Nothing is wider than a phone: every page of the site, in English and Greek, for a visitor and
 * for a signed-in admin (whose pages carry admin menus and forms), at 360 px. A page fails when
 * the document scrolls sideways or a button or link is cut off by its box, and the test names
 * the elements that stick out.
 */
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expect, test, untilHydrated } from './support/test'

const PHONE = { width: 360, height: 740 }

interface Item {
  id: string
}

async function firstId(
  request: APIRequestContext,
  kind: 'events' | 'news' | 'stories',
): Promise<string> {
  const response = await request.get(`/api/v1/${kind}?limit=1`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: Item[] }
  const id = body.data[0]?.id
  expect(id, `demo content has ${kind}`).toBeTruthy()
  return id as string
}

/** Every visitor page, with real ids and slugs from the demo content. */
async function visitorPages(request: APIRequestContext) {
  const [event, news, story] = await Promise.all([
    firstId(request, 'events'),
    firstId(request, 'news'),
    firstId(request, 'stories'),
  ])
  return {
    event,
    news,
    story,
    pages: [
      '/',
      '/about',
      '/privacy',
      '/terms',
      '/accessibility',
      '/auth',
      '/auth/forgot-password',
      '/auth/reset-password',
      '/auth/verify-email',
      '/wiki',
      '/wiki/diagnosis',
      '/wiki/diagnosis/how-epilepsy-is-diagnosed',
      '/understanding-epilepsy',
      '/understanding-epilepsy/diagnosis',
      '/understanding-epilepsy/diagnosis/how-epilepsy-is-diagnosed',
      '/living-with-epilepsy',
      '/living-with-epilepsy/seizure-first-aid',
      '/living-with-epilepsy/seizure-first-aid/first-aid-step-by-step',
      '/events',
      `/events/${event}`,
      '/news',
      `/news/${news}`,
      `/story/${story}`,
      '/no-such-page',
    ],
  }
}

/** The elements reaching furthest right, for a readable failure. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const wide: { name: string; right: number }[] = []
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect()
      if (box.right > width + 1 && box.width > 0) {
        const classes = String(element.className).split(' ').slice(0, 3).join('.')
        wide.push({
          name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${classes}`,
          right: Math.round(box.right),
        })
      }
    }
    const culprits = wide
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ name, right }) => `${name} (right ${right})`)
    // A card with overflow hidden keeps the page from scrolling, but cuts off a button or link
    // wider than itself: each must fit inside its nearest clipping box (scrolling rows aside).
    const cut: string[] = []
    for (const control of Array.from(document.body.querySelectorAll<HTMLElement>('a, button'))) {
      const box = control.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1 || control.closest('[hidden], [aria-hidden="true"]'))
        continue
      for (
        let parent = control.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflowX = getComputedStyle(parent).overflowX
        if (overflowX === 'auto' || overflowX === 'scroll') break
        if (overflowX !== 'hidden' && overflowX !== 'clip') continue
        const clip = parent.getBoundingClientRect()
        if (box.right > clip.right + 1 || box.left < clip.left - 1) {
          const label =
            (control.textContent ?? '').trim().slice(0, 40) ||
            control.getAttribute('aria-label') ||
            control.tagName
          cut.push(
            `"${label}" (${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(clip.left)}..${Math.round(clip.right)})`,
          )
        }
        break
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
      culprits,
      cut,
    }
  })
}

async function expectFits(page: Page, path: string) {
  await page.goto(path)
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  const result = await overflow(page)
  expect
    .soft(
      result.scrollWidth,
      `${path} is ${result.scrollWidth}px wide: ${result.culprits.join(', ')}`,
    )
    .toBeLessThanOrEqual(result.width)
  expect.soft(result.cut, `${path} cuts off controls wider than their box`).toEqual([])
}

/**
 * Tabs of one context side by side: most of a page's time here is the network going quiet after
 * the load, which the tabs wait out together instead of one after another.
 */
const TABS = 3

async function expectAllFit(context: BrowserContext, paths: string[]) {
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage()
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        await expectFits(page, path)
      await page.close()
    }),
  )
}

const withLang = (path: string, lang: string) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`

test.use({ viewport: PHONE })
// The four sweeps share nothing: the workers may split them.
test.describe.configure({ mode: 'parallel' })

for (const lang of ['en', 'el'] as const) {
  test(`every visitor page fits a 360 px screen (${lang})`, async ({ context, request }) => {
    test.setTimeout(120_000)
    const { pages } = await visitorPages(request)
    await expectAllFit(
      context,
      pages.map((path) => withLang(path, lang)),
    )
  })

  test(`every page an admin sees fits a 360 px screen (${lang})`, async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    // The account menu sits in the header at desktop size; sign in there, then use the phone.
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAs(page, 'admin')
    const { pages, event, news, story } = await visitorPages(request)
    const adminPages = [
      ...pages.filter((path) => !path.startsWith('/auth')),
      '/profile',
      '/admin/settings',
      '/admin/people',
      '/admin/media',
      '/admin/analytics',
      '/wiki/create',
      '/events/create',
      `/events/${event}/edit`,
      '/news/create',
      `/news/${news}/edit`,
      '/story/create',
      `/story/${story}/edit`,
      '/admin/audit',
      '/admin/deleted',
      '/admin/review',
      `/admin/history/news/${news}`,
    ]
    await expectAllFit(
      context,
      adminPages.map((path) => withLang(path, lang)),
    )
  })
}
