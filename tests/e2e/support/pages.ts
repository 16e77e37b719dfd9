/** Finding the demo content's pages from the lists that link to them. */
import { expect, type APIRequestContext } from '@playwright/test'

/** The first link on `listPath` whose address matches `pattern`. */
export async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp) {
  const html = await (await request.get(listPath)).text()
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => pattern.test(h))
  expect(href, listPath).toBeDefined()
  return href!
}
