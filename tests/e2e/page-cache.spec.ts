/**
 * The page cache for anonymous visitors: pages and client-navigation data come from memory with
 * an ETag and shared-cache lifetimes, signed-in people always get a fresh private page, and an
 * edit (through the admin form or the JSON API) shows to the very next anonymous request.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expect, test } from './support/test'

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`

/** An anonymous request: Node's fetch keeps no cookies. */
function anonymous(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base()}${path}`, { headers: { 'accept-language': 'en', ...headers } })
}

async function firstNewsId(): Promise<string> {
  const response = await anonymous('/api/v1/news?limit=1')
  return ((await response.json()) as { data: { id: string }[] }).data[0]!.id
}

async function editNewsTitle(page: Page, id: string, title: string) {
  await page.goto(`/news/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Edit News Post' })).toBeVisible()
  await page.getByLabel('Title (English)').fill(title)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
}

test.describe('page cache', () => {
  test('anonymous pages are served from memory with an ETag and shared-cache lifetimes', async () => {
    await anonymous('/news')
    const cached = await anonymous('/news')
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-page-cache')).toBe('hit')
    expect(cached.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
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

  test('a page asked for again goes out in brotli to browsers that take it, in gzip to the others', async () => {
    // An address no other test asks for, so its first request renders it.
    const path = '/about?lang=el&from=brotli-test'
    const first = await anonymous(path, { 'accept-encoding': 'br, gzip' })
    expect(first.headers.get('x-page-cache')).toBe('miss')
    const html = await first.text()
    // The second request starts the brotli copy; until it is ready the page goes out in gzip.
    let encoding: string | null = null
    for (let attempt = 0; attempt < 50 && encoding !== 'br'; attempt++) {
      const response = await anonymous(path, { 'accept-encoding': 'br, gzip' })
      encoding = response.headers.get('content-encoding')
      expect(['br', 'gzip']).toContain(encoding)
      expect(await response.text()).toBe(html)
      if (encoding !== 'br') await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(encoding).toBe('br')
    for (const [accepted, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br', 'br'],
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

  test('signed-in people never get a cached or shareable page', async ({ page }) => {
    await signInAs(page, 'admin')
    for (const path of ['/news', '/news', '/news.data']) {
      const response = await page.request.get(path)
      expect(response.headers()['x-page-cache']).toBeUndefined()
      expect(response.headers()['cache-control'] ?? '').not.toContain('public')
    }
  })

  test('an edit through the admin form shows to the next anonymous request', async ({ page }) => {
    const id = await firstNewsId()
    for (const path of [`/news/${id}`, '/news', '/']) {
      await anonymous(path)
      expect((await anonymous(path)).headers.get('x-page-cache')).toBe('hit')
    }
    await signInAs(page, 'admin')
    const title = `Cache check ${Date.now()}`
    await editNewsTitle(page, id, title)
    for (const path of [`/news/${id}`, '/news', '/', `/news/${id}.data`]) {
      const response = await anonymous(path)
      expect(await response.text(), path).toContain(title)
    }
  })

  test('an edit through the JSON API shows to the next anonymous request', async ({ page }) => {
    const id = await firstNewsId()
    await anonymous(`/news/${id}`)
    expect((await anonymous(`/news/${id}`)).headers.get('x-page-cache')).toBe('hit')
    await signInAs(page, 'admin')
    const title = `API cache check ${Date.now()}`
    const patched = await page.request.patch(`/api/v1/news/${id}`, { data: { title } })
    expect(patched.status()).toBe(200)
    const response = await anonymous(`/news/${id}`)
    expect(response.headers.get('x-page-cache')).toBe('miss')
    expect(await response.text()).toContain(title)
  })
})
