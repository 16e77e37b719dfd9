/** Making content for a test through the API, as the admin signed in on `page`. */
import { expect, type Page } from '@playwright/test'

import { itemPath, type ContentKind } from '~/domain/content-kinds'

/** POSTs an item (event, news post, story, wiki article) and answers its id; it must be created. */
export async function createItem(page: Page, path: string, body: Record<string, unknown>) {
  const response = await page.request.post(path, { data: body })
  expect(response.status(), JSON.stringify(await response.json())).toBe(201)
  return ((await response.json()) as { data: { id: string } }).data.id
}

/** Today in Cyprus and tomorrow, as YYYY-MM-DD (a news date and an upcoming event's). */
export function testDates() {
  return {
    today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Nicosia' }).format(new Date()),
    tomorrow: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  }
}

/** The page address of an item made through the API (`/news/{slug}`): its kind's page and slug. */
export async function pagePathOf(page: Page, kind: ContentKind, id: string) {
  const response = await page.request.get(`/api/v1/${kind}/${id}`)
  expect(response.status()).toBe(200)
  const { slug } = ((await response.json()) as { data: { slug: string } }).data
  return itemPath(kind, slug)
}
