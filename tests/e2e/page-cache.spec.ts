/**
 * The page cache for anonymous visitors: pages, client-navigation data and the reads every page
 * makes once loaded come from memory with an ETag and shared-cache lifetimes, signed-in people always get a fresh private page, and an
 * edit (through the admin form or the JSON API) shows to the very next anonymous request.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expect, test } from './support/test'

/** This worker's server (support/test.ts), for the requests made without a browser. */
let origin = ''
const base = () => origin
test.beforeEach(({ baseURL }) => {
  origin = baseURL!
})

/** An anonymous request: Node's fetch keeps no cookies. */
function anonymous(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base()}${path}`, { headers: { 'accept-language': 'en', ...headers } })
}

/** The newest news post: its id, and its page (`/news/{slug}`, the address that is cached). */
async function firstNews(): Promise<{ id: string; path: string }> {
  const response = await anonymous('/api/v1/news?limit=1')
  const { id, slug } = ((await response.json()) as { data: { id: string; slug: string }[] })
    .data[0]!
  return { id, path: `/news/${slug}` }
}

async function editNewsTitle(page: Page, id: string, title: string) {
  await page.goto(`/news/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Edit News Post' })).toBeVisible()
  await page.getByLabel('Title (English)').fill(title)
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
}

test.describe('page cache', () => {
  test('anonymous pages are served from memory with an ETag and shared-cache lifetimes', async () => {
    await anonymous('/news')
    const cached = await anonymous('/news')
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-page-cache')).toBe('hit')
    expect(cached.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    expect(cached.headers.get('vary')).toContain('Accept-Language')
    // The policy names the nonce the cached scripts carry, so they still run.
    const html = await cached.text()
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1]
    expect(nonce).toBeTruthy()
    expect(cached.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)

    const etag = cached.headers.get('etag')!
    expect(etag).toMatch(/^W\/".+"$/)
    const revalidated = await anonymous('/news', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)

    // Client navigations fetch .data: cached the same way.
    await anonymous('/news.data')
    const data = await anonymous('/news.data')
    expect(data.headers.get('x-page-cache')).toBe('hit')
    expect(data.headers.get('content-type')).toContain('text/x-script')
  })

  test('a page from the cache goes out in gzip to browsers that take it, as it is to the others', async () => {
    // An address no other test asks for, so its first request renders it.
    const path = '/about?lang=el&from=encoding-test'
    const first = await anonymous(path, { 'accept-encoding': 'gzip' })
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const html = await first.text()
    for (const [accepted, expected] of [
      ['gzip, deflate, br, zstd', 'gzip'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await anonymous(path, { 'accept-encoding': accepted })
      expect(response.headers.get('x-page-cache')).toBe('hit')
      expect(response.headers.get('content-encoding')).toBe(expected)
      expect(response.headers.get('vary')).toContain('Accept-Encoding')
      expect(await response.text()).toBe(html)
    }
  })

  test('each language has its own copy', async () => {
    await anonymous('/events', { 'accept-language': 'el' })
    const greek = await anonymous('/events', { 'accept-language': 'el' })
    expect(greek.headers.get('x-page-cache')).toBe('hit')
    expect(await greek.text()).toContain('<html lang="el"')
    const english = await anonymous('/events', { 'accept-language': 'en' })
    expect(await english.text()).toContain('<html lang="en"')
    // ?lang= sets the cookie on a hit too, and such a response stays private.
    const chosen = await anonymous('/events?lang=el')
    await anonymous('/events?lang=el')
    const again = await anonymous('/events?lang=el')
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(again.headers.get('set-cookie')).toMatch(/^lang=el;/)
    expect(again.headers.get('cache-control')).toBe('private, no-cache')
    expect(chosen.status).toBe(200)
  })

  test("the read every page makes once loaded (the header's menus) comes from memory too", async ({
    page,
  }) => {
    // The menus, as the header asks for them: ?lang= of the page, which sets no cookie here.
    const menusPath = '/api/v1/header-menus?lang=el'
    const first = await anonymous(menusPath)
    expect(first.headers.get('content-type')).toContain('application/json')
    const firstBody = await first.text()
    const menus = await anonymous(menusPath)
    expect(menus.headers.get('x-page-cache')).toBe('hit')
    // No stale-while-revalidate: a browser would apply it to the header's fetch and show the menus of the page before.
    expect(menus.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/)
    expect(menus.headers.get('vary')).toContain('Cookie')
    expect(menus.headers.get('set-cookie')).toBeNull()
    expect(menus.headers.get('content-language')).toBe('el')
    expect(await menus.text()).toBe(firstBody)
    expect(
      (await anonymous(menusPath, { 'if-none-match': menus.headers.get('etag')! })).status,
    ).toBe(304)

    // React Router's manifest for the links on a page is React Router's own answer, not kept here:
    // keeping it gained a visitor nothing measurable (docs/performance.md), and it keeps its lifetime.
    const html = await (await anonymous('/about')).text()
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1]
    expect(version).toBeTruthy()
    const manifestPath = `/__manifest?paths=${encodeURIComponent('/,/about,/events')}&version=${version}`
    await anonymous(manifestPath)
    const manifest = await anonymous(manifestPath)
    expect(manifest.headers.get('x-page-cache')).toBeNull()
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Object.keys((await manifest.json()) as object)).toContain('routes/about')

    // Signed in, the menus may hold drafts: never from the cache, never shareable.
    await signInAs(page, 'admin')
    for (let attempt = 0; attempt < 2; attempt++) {
      const signedIn = await page.request.get(menusPath)
      expect(signedIn.headers()['x-page-cache']).toBeUndefined()
      expect(signedIn.headers()['cache-control']).toBe('private, no-store')
    }
  })

  test("a new wiki article shows in the next anonymous visitor's menus, and goes when it is deleted", async ({
    page,
  }) => {
    const menusPath = '/api/v1/header-menus?lang=en'
    const titles = async () => {
      const response = await anonymous(menusPath)
      const menus = (await response.json()) as {
        understanding: { columns: { articles: { title: string }[] }[] }
      }
      return {
        state: response.headers.get('x-page-cache'),
        titles: menus.understanding.columns.flatMap((column) =>
          column.articles.map((article) => article.title),
        ),
      }
    }
    await titles()
    expect((await titles()).state).toBe('hit')
    await signInAs(page, 'admin')
    const categories = (await (await page.request.get('/api/v1/wiki/categories')).json()) as {
      data: { id: string; slug: string }[]
    }
    const category = categories.data.find((entry) => entry.slug === 'what-is-epilepsy')!
    const title = `Menu cache check ${Date.now()}`
    const created = await page.request.post('/api/v1/wiki/articles', {
      data: {
        title,
        slug: `menu-cache-check-${Date.now()}`,
        category_id: category.id,
        content: '<p>Checked</p>',
        status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { data: { id: string } }).data.id
    const afterCreate = await titles()
    expect(afterCreate.state).toBe('miss')
    expect(afterCreate.titles).toContain(title)
    expect((await page.request.delete(`/api/v1/wiki/articles/${id}`)).status()).toBeLessThan(300)
    expect((await titles()).titles).not.toContain(title)
  })

  test('signed-in people never get a cached or shareable page', async ({ page }) => {
    await signInAs(page, 'admin')
    for (const path of ['/news', '/news', '/news.data']) {
      const response = await page.request.get(path)
      expect(response.headers()['x-page-cache']).toBeUndefined()
      expect(response.headers()['cache-control'] ?? '').not.toContain('public')
    }
  })

  test('an edit through the admin form shows to the next anonymous request', async ({ page }) => {
    const { id, path: newsPath } = await firstNews()
    for (const path of [newsPath, '/news', '/']) {
      await anonymous(path)
      expect((await anonymous(path)).headers.get('x-page-cache')).toBe('hit')
    }
    await signInAs(page, 'admin')
    const title = `Cache check ${Date.now()}`
    await editNewsTitle(page, id, title)
    for (const path of [newsPath, '/news', '/', `${newsPath}.data`]) {
      const response = await anonymous(path)
      expect(await response.text(), path).toContain(title)
    }
  })

  test('an edit through the JSON API shows to the next anonymous request', async ({ page }) => {
    const { id, path: newsPath } = await firstNews()
    await anonymous(newsPath)
    expect((await anonymous(newsPath)).headers.get('x-page-cache')).toBe('hit')
    await signInAs(page, 'admin')
    const title = `API cache check ${Date.now()}`
    const patched = await page.request.patch(`/api/v1/news/${id}`, { data: { title } })
    expect(patched.status()).toBe(200)
    const response = await anonymous(newsPath)
    expect(response.headers.get('x-page-cache')).toBe('miss')
    expect(await response.text()).toContain(title)
  })
})
