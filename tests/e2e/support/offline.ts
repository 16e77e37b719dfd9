/**
 * Waiting for offline use in the specs of the pages that work offline after one visit: the
 * service worker controls the page and has saved the pages it always keeps (and, where asked,
 * the chunks it keeps on a visit).
 */
import type { Page } from '@playwright/test'

import { ALWAYS_OFFLINE_PATHS } from '../../../app/lib/offline-rules'
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
 * Until the worker controls the page, has saved every page it always keeps (first aid, its card,
 * the plan, the diary, the offline page), and holds an asset matching each of `assets`.
 */
export async function untilOfflineReady(page: Page, assets: RegExp[] = []) {
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
    .toEqual(expect.arrayContaining([...ALWAYS_OFFLINE_PATHS]))
  if (assets.length)
    await expect
      .poll(() => cachedUrls(page, 'assets-'), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(assets.map((asset) => expect.stringMatching(asset))))
}
