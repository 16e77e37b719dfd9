/**
 * A change to a published item waits for an editor (decision 0055), in the browser: an editor
 * publishes a news post; an author changes its title, and the form says the change waits while
 * a visitor still reads the old title; the editor finds the change in the review queue (which
 * passes axe), sees the new title against the old and publishes it; the visitor reads the new.
 * The same for a wiki article, changed by its author inline on the article's page. An editor
 * schedules a change instead (decision 0065), visitors reading the published version meanwhile;
 * and the wiki's full editor opens an author on their own change, so saving keeps it.
 */
import { type Browser } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { createItem, testDates } from './support/content-api'
import { dateToCyprusLocal } from '~/lib/dates'
import { expect, test, untilHydrated } from './support/test'

test.describe.configure({ timeout: 180_000 })

async function signedIn(browser: Browser, baseURL: string, who: 'author' | 'editor') {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signInAs(page, who)
  return { context, page }
}

test('an author’s change to a published post waits until an editor publishes it', async ({
  browser,
  baseURL,
}) => {
  const title = `Published post ${Date.now()}`
  const editor = await signedIn(browser, baseURL!, 'editor')
  await editor.page.goto('/news/create?lang=en', { waitUntil: 'networkidle' })
  await untilHydrated(editor.page)
  await editor.page.getByLabel('Title (English)').fill(title)
  const content = editor.page.getByRole('textbox', { name: 'Content (English)' })
  await content.click()
  await content.pressSequentially('Clinic hours change in March.')
  await editor.page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(editor.page.getByText('News post created!')).toBeVisible()
  const path = new URL(editor.page.url()).pathname

  // The author changes the title: the form says the change waits for review.
  const author = await signedIn(browser, baseURL!, 'author')
  await author.page.goto(`${path}/edit?lang=en`, { waitUntil: 'networkidle' })
  await untilHydrated(author.page)
  await author.page.getByLabel('Title (English)').fill(`${title} (corrected)`)
  await author.page
    .getByRole('button', { name: 'Submit the change for review', exact: true })
    .click()
  await expect(author.page.getByRole('region', { name: 'A change waits for review' })).toBeVisible()
  await expect(author.page.getByLabel('Title (English)')).toHaveValue(`${title} (corrected)`)

  // A visitor still reads the published title.
  const visitor = await browser.newContext({ baseURL })
  const reader = await visitor.newPage()
  await reader.goto(`${path}?lang=en`)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)

  // The editor finds the change in the queue and publishes it.
  await editor.page.goto('/admin/review?lang=en')
  await untilHydrated(editor.page)
  const entry = editor.page.getByRole('listitem').filter({
    has: editor.page.getByRole('heading', { name: `${title} (corrected)` }),
  })
  await expect(entry.getByText('By author@example.org')).toBeVisible()
  await expect(entry.locator('ins').filter({ hasText: 'corrected' })).toBeVisible()
  await expectNoAxeViolations(editor.page)
  await entry.getByRole('button', { name: 'Publish the change' }).click()
  await expect(
    editor.page
      .getByRole('status')
      .filter({ hasText: `The change to “${title} (corrected)” is published.` }),
  ).toBeVisible()

  // The visitor reads the new title.
  await reader.reload()
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${title} (corrected)`)

  await Promise.all([author.context.close(), editor.context.close(), visitor.close()])
})

test('an author’s change to a published wiki article waits until an editor publishes it', async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now()
  const title = `Published article ${stamp}`
  const editor = await signedIn(browser, baseURL!, 'editor')
  const categorySlug = `pending-wiki-${stamp}`
  const categoryId = await createItem(editor.page, '/api/v1/wiki/categories', {
    name: `Pending wiki ${stamp}`,
    slug: categorySlug,
  })
  await createItem(editor.page, '/api/v1/wiki/articles', {
    title,
    slug: `published-article-${stamp}`,
    category_id: categoryId,
    content: '<p>Stay with the person during a seizure.</p>',
    status: 'published',
  })
  const path = `/wiki/${categorySlug}/published-article-${stamp}`

  // The author corrects the title inline: the page says the change waits for review.
  const author = await signedIn(browser, baseURL!, 'author')
  await author.page.goto(`${path}?lang=en`, { waitUntil: 'networkidle' })
  await untilHydrated(author.page)
  await author.page.getByRole('button', { name: /^Edit/ }).click()
  const inline = author.page.getByRole('region', { name: 'Edit Article' })
  await inline.getByLabel('Title', { exact: true }).fill(`${title} (corrected)`)
  await inline.getByRole('button', { name: 'Save' }).click()
  await expect(
    author.page.getByText(
      'Your change was kept for review: visitors see the published version until an editor publishes it.',
      { exact: true },
    ),
  ).toBeVisible()
  await expect(author.page.getByRole('region', { name: 'A change waits for review' })).toBeVisible()
  await expect(author.page.getByRole('heading', { level: 1 })).toHaveText(title)
  // Editing again opens on the change that waits.
  await author.page.getByRole('button', { name: /^Edit/ }).click()
  await expect(inline.getByLabel('Title', { exact: true })).toHaveValue(`${title} (corrected)`)

  // A visitor still reads the published title.
  const visitor = await browser.newContext({ baseURL })
  const reader = await visitor.newPage()
  await reader.goto(`${path}?lang=en`)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)

  // The editor finds the change in the queue and publishes it.
  await editor.page.goto('/admin/review?lang=en')
  await untilHydrated(editor.page)
  const entry = editor.page.getByRole('listitem').filter({
    has: editor.page.getByRole('heading', { name: `${title} (corrected)` }),
  })
  await expect(entry.getByText('By author@example.org')).toBeVisible()
  await expect(entry.locator('ins').filter({ hasText: 'corrected' })).toBeVisible()
  await expect(entry.getByRole('link', { name: 'Open the published item' })).toHaveAttribute(
    'href',
    path,
  )
  await entry.getByRole('button', { name: 'Publish the change' }).click()
  await expect(
    editor.page
      .getByRole('status')
      .filter({ hasText: `The change to “${title} (corrected)” is published.` }),
  ).toBeVisible()

  // The visitor reads the new title.
  await reader.reload()
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${title} (corrected)`)

  await Promise.all([author.context.close(), editor.context.close(), visitor.close()])
})

test('an editor schedules an author’s change; visitors read the published post until then', async ({
  browser,
  baseURL,
}) => {
  const title = `Scheduled post ${Date.now()}`
  const editor = await signedIn(browser, baseURL!, 'editor')
  const id = await createItem(editor.page, '/api/v1/news', {
    title,
    content: '<p>Clinic hours change in March.</p>',
    date: testDates().today,
    status: 'published',
  })
  const author = await signedIn(browser, baseURL!, 'author')
  const kept = await author.page.request.patch(`/api/v1/news/${id}`, {
    data: { title: `${title} (corrected)` },
  })
  expect(kept.status()).toBe(202)

  await editor.page.goto('/admin/review?lang=en')
  const entry = editor.page.getByRole('listitem').filter({
    has: editor.page.getByRole('heading', { name: `${title} (corrected)` }),
  })
  const when = entry.getByLabel('Publish on (Cyprus time)')
  // A time gone by is refused at the field, and nothing is scheduled.
  await when.fill('2020-01-01T10:00')
  await entry.getByRole('button', { name: 'Schedule the change' }).click()
  await expect(
    entry.getByText('Choose a publication time in the future, or publish now.'),
  ).toBeVisible()
  await expect(entry.getByText(/^Scheduled for/)).toHaveCount(0)

  const at = new Date(Date.now() + 86_400_000)
  await when.fill(dateToCyprusLocal(at))
  await entry.getByRole('button', { name: 'Schedule the change' }).click()
  await expect(
    editor.page
      .getByRole('status')
      .filter({ hasText: `The change to “${title} (corrected)” is scheduled.` }),
  ).toBeVisible()
  await expect(entry.getByText(/^Scheduled for .+ by editor@example\.org\.$/)).toBeVisible()
  await expectNoAxeViolations(editor.page)

  // A visitor still reads the published title.
  const visitor = await browser.newContext({ baseURL })
  const read = await visitor.request.get(`/api/v1/news/${id}`)
  expect(((await read.json()) as { data: { title: string } }).data.title).toBe(title)

  await Promise.all([author.context.close(), editor.context.close(), visitor.close()])
})

test('the wiki’s full editor opens an author on their own change, and saving keeps it', async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now()
  const title = `Dialog article ${stamp}`
  const editor = await signedIn(browser, baseURL!, 'editor')
  const categorySlug = `dialog-wiki-${stamp}`
  const categoryId = await createItem(editor.page, '/api/v1/wiki/categories', {
    name: `Dialog wiki ${stamp}`,
    slug: categorySlug,
  })
  const id = await createItem(editor.page, '/api/v1/wiki/articles', {
    title,
    slug: `dialog-article-${stamp}`,
    category_id: categoryId,
    excerpt: 'Published words.',
    content: '<p>Stay with the person during a seizure.</p>',
    status: 'published',
  })
  const author = await signedIn(browser, baseURL!, 'author')
  const kept = await author.page.request.patch(`/api/v1/wiki/articles/${id}`, {
    data: { title: `${title} (mine)` },
  })
  expect(kept.status()).toBe(202)

  await author.page.goto(`/wiki/${categorySlug}?lang=en`)
  await author.page.getByRole('button', { name: `Edit “${title}”` }).click()
  const dialog = author.page.getByRole('dialog', { name: 'Edit Article' })
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(`${title} (mine)`)
  await dialog.getByLabel('Excerpt', { exact: true }).fill('My words.')
  await dialog.getByRole('button', { name: 'Save Article' }).click()
  await expect(
    author.page.getByText(
      'Your change was kept for review: visitors see the published version until an editor publishes it.',
      { exact: true },
    ),
  ).toBeVisible()

  // The change holds both edits; the article is still as published.
  const read = await author.page.request.get(`/api/v1/wiki/articles/${id}`)
  const { data } = (await read.json()) as {
    data: { title: string; pending_change: { values: { title: string; excerpt: string } } }
  }
  expect(data.title).toBe(title)
  expect(data.pending_change.values).toMatchObject({
    title: `${title} (mine)`,
    excerpt: 'My words.',
  })

  await Promise.all([author.context.close(), editor.context.close()])
})
