/**
 * The test and expect every browser test uses. A page's scripts start after its first paint, so
 * Playwright's navigations, which resolve at the load event, can resolve before React has taken
 * the page over; a test acting at once would be a visitor without JavaScript. Each navigation of
 * the test's own page (goto, reload, back, forward) therefore also waits until the page is
 * hydrated, where JavaScript runs and the navigation brought a document with scripts (not an
 * API's answer, an image or the server's plain error page). Pages of contexts a test opens itself
 * wait with `untilHydrated`.
 */
import { test as base, expect, type Page, type Response } from '@playwright/test'

import { copyOfTemplate, startE2eServer, type RunningServer } from './e2e-server'

export { expect }

/** Until React has taken the page over: the app marks <html> with `data-hydrated`. */
export async function untilHydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Whether a navigation's answer is a document React can take over: HTML that has scripts. */
async function canHydrate(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return false
  return (await page.locator('script').count()) > 0
}

export const test = base.extend<object, { workerServer: RunningServer }>({
  // Each worker's own server over its own copy of the seeded data (support/e2e-server.ts),
  // started the first time a test of the worker needs a page, a request or the base URL.
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startE2eServer(copyOfTemplate(`worker-${workerInfo.workerIndex}`))
      await provide(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ workerServer }, provide) => provide(workerServer.base),
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
        page[method] = (async (...args: unknown[]) => {
          const response = await navigate(...args)
          if (await canHydrate(page, response)) await untilHydrated(page)
          return response
        }) as Page[typeof method]
      }
    }
    await provide(page)
  },
})
