/**
 * Waiting for offline use in the specs of the pages that work offline after one visit: the
 * service worker controls the page and has saved it (and, where asked, the chunks it keeps).
 */
import type { Page } from '@playwright/test'

import { expect } from './test'

/** The addresses a cache of the worker holds, by the start of its name (`pages-`, `assets-`). */
function cachedUrls(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const name = (await caches.keys()).find((key) => key.startsWith(prefix))
    if (!name) return []
    return (await (await caches.open(name)).keys()).map((request) => request.url)
  }, cache)
}

/**
 * Until the worker controls the page, has saved the page at `pathname`, and holds an asset
 * matching each of `assets` (kept on a visit, never precached).
 */
export async function untilOfflineReady(page: Page, pathname: string, assets: RegExp[] = []) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 15_000,
    })
    .toBe(true)
  await expect
    .poll(async () => (await cachedUrls(page, 'pages-')).map((url) => new URL(url).pathname), {
      timeout: 15_000,
    })
    .toContain(pathname)
  if (assets.length)
    await expect
      .poll(() => cachedUrls(page, 'assets-'), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(assets.map((asset) => expect.stringMatching(asset))))
}
