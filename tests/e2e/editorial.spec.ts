/**
 * The editorial workflow in the browser: an admin drafts a news post in English, previews it,
 * schedules it, adds the Greek later, compares two versions and restores the older one; a
 * visitor sees nothing until the post is due, then sees it in the right language. Also a
 * conflicting save, the recently-deleted list and the audit log.
 */
import { type Browser, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

/** Cyprus wall-clock time "YYYY-MM-DDTHH:mm" of an instant, as the datetime field takes it. */
function cyprusLocal(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Nicosia',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

async function visitorStatus(browser: Browser, path: string) {
  const context = await browser.newContext()
  try {
    const response = await context.request.get(path)
    return response.status()
  } finally {
    await context.close()
  }
}

// Each test walks a whole editorial task (several pages and saves): more than the default time.
test.describe.configure({ timeout: 120_000 })

/** Deletes what a test created, so later tests see the demo content as it was. */
async function removeItem(page: Page, apiPath: string) {
  const response = await page.request.delete(apiPath)
  expect(response.ok(), apiPath).toBe(true)
}

async function save(page: Page, button: string, toast: string) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByText(toast)).toBeVisible()
}

test('draft, preview, schedule, add Greek, compare, restore; visitors see it only once due', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin')

  // Draft in English, its Greek not ready.
  await page.goto('/news/create?lang=en', { waitUntil: 'networkidle' })
  await page.getByLabel('Title (English)').fill('E2E editorial post')
  const editor = page.getByRole('textbox', { name: 'Content (English)' })
  await editor.click()
  await editor.pressSequentially('First words.')
  await page.getByLabel('Status').selectOption('draft')
  await page.getByLabel('Greek version').selectOption('false')
  await save(page, 'Save draft', 'News post created!')
  const path = new URL(page.url()).pathname
  await expect(page.getByText('Preview — not published')).toBeVisible()
  await expectNoAxeViolations(page)

  // A visitor with the address gets "not found", also for the page's data.
  expect(await visitorStatus(browser, path)).toBe(404)
  expect(await visitorStatus(browser, `${path}.data`)).toBe(404)
  expect(await visitorStatus(browser, `/api/v1/news/${path.split('/').pop()}`)).toBe(404)

  // Scheduled an hour ahead (Cyprus time): still a preview, with the time it goes public.
  const due = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000)
  await page.goto(`${path}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page.getByLabel('Status').selectOption('scheduled')
  await page.getByLabel('Publish on (Cyprus time)').fill(cyprusLocal(due))
  await save(page, 'Schedule', 'News post updated!')
  await expect(page.getByText('Preview — not published')).toBeVisible()
  await expect(page.getByText(/Visitors will see it from/)).toBeVisible()

  // The Greek, later.
  await page.goto(`${path}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page.getByLabel('Title (Greek)').fill('Δημοσίευση E2E')
  await page.getByLabel('Greek version').selectOption('true')
  await save(page, 'Schedule', 'News post updated!')

  // History: three versions; the newest against the first shows the Greek title added.
  await page.getByRole('link', { name: 'History and earlier versions' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History: E2E editorial post')
  const versions = page.locator('[data-revision]')
  await expect(versions).toHaveCount(3)
  const ids = await versions.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-revision')!),
  )
  await page.getByLabel('Older version').selectOption(ids[2]!)
  await page.getByLabel('Newer version').selectOption(ids[0]!)
  await page.getByRole('button', { name: 'Show differences' }).click()
  const diff = page.locator('[data-diff]')
  await expect(diff.getByText('Title (Greek)')).toBeVisible()
  await expect(diff.locator('ins', { hasText: 'Δημοσίευση E2E' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Restore the first version: the Greek title goes, the schedule stays.
  await versions.nth(2).getByRole('button', { name: 'Restore this version' }).click()
  await expect(page.getByText('Version restored')).toBeVisible()
  await expect(versions).toHaveCount(4)
  await expect(versions.first()).toContainText('Restored')

  // Not yet due: visitors get nothing. Then, without anyone acting, it is public at its time
  // (brought to a few seconds from now through the API, which takes seconds; the form, minutes).
  expect(await visitorStatus(browser, path)).toBe(404)
  const soon = new Date(Date.now() + 5_000)
  const moved = await page.request.patch(`/api/v1/news/${path.split('/').pop()}`, {
    data: { publish_at: soon.toISOString() },
  })
  expect(moved.ok(), await moved.text()).toBe(true)
  await expect
    .poll(() => visitorStatus(browser, path), { timeout: 30_000, intervals: [500] })
    .toBe(200)
  // Public at its time, not before.
  expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime())

  // A Greek visitor sees the English text (its Greek is not ready again), marked and explained.
  const visitor = await browser.newPage()
  await visitor.goto(`${path}?lang=el`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('E2E editorial post')
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await expect(
    visitor.getByText('Δεν είναι ακόμη διαθέσιμο στα ελληνικά· εμφανίζεται στα αγγλικά.'),
  ).toBeVisible()
  await expect(visitor.getByText('Προεπισκόπηση — δεν έχει δημοσιευτεί')).toHaveCount(0)
  await visitor.goto('/news?lang=en')
  await expect(visitor.getByRole('link', { name: 'E2E editorial post' })).toBeVisible()
  await visitor.close()
  await removeItem(page, `/api/v1/news/${path.split('/').pop()}`)
})

test('a second admin saving over someone else is told what they changed, keeps their typing and chooses', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/story/create?lang=en', { waitUntil: 'networkidle' })
  await page.getByLabel('Title (English)').fill('E2E shared story')
  await save(page, 'Publish', 'Story created!')
  const path = new URL(page.url()).pathname

  // Two tabs open the same form; the first saves.
  const other = await page.context().newPage()
  await other.goto(`${path}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page.goto(`${path}/edit?lang=en`, { waitUntil: 'networkidle' })
  await other.getByLabel('Title (English)').fill('E2E shared story, first save')
  await save(other, 'Update', 'Story updated!')
  await other.close()

  await page.getByLabel('Title (English)').fill('E2E shared story, my version')
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  const alert = page.locator('[data-conflict]')
  await expect(alert).toContainText(
    /Changed by admin@example\.org at .+ since you opened it\. Their changes: Title \(English\)\./,
  )
  await expect(page.getByLabel('Title (English)')).toHaveValue('E2E shared story, my version')
  // Both changed the title: the editor picks their own version, then saves again.
  await alert
    .getByRole('group', { name: 'Title (English): changed by both of you' })
    .getByLabel('Yours')
    .check()
  await save(page, 'Update', 'Story updated!')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E shared story, my version')
  void browser
  await removeItem(page, `/api/v1/stories/${path.split('/').pop()}`)
})

test('two admins editing one wiki article: the later save is refused, says who saved, and keeps the typing', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const categories = (await (await page.request.get('/api/v1/wiki/categories')).json()) as {
    data: { id: string; slug: string }[]
  }
  const category = categories.data.find((entry) => entry.slug === 'what-is-epilepsy')!
  const created = await page.request.post('/api/v1/wiki/articles', {
    data: {
      title: 'E2E shared article',
      slug: 'e2e-shared-article',
      category_id: category.id,
      content: '<p>Opened</p>',
      status: 'published',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { data: { id: string } }).data.id
  const title = (scope: Page | ReturnType<Page['getByRole']>) =>
    scope.getByLabel('Title', { exact: true })

  // One tab opens the inline editor on the article page; another saves first, from the wiki
  // browser's edit dialog.
  await page.goto('/wiki/what-is-epilepsy/e2e-shared-article?lang=en', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: /^Edit/ }).click()
  const inline = page.getByRole('region', { name: 'Edit Article' })
  await expect(title(inline)).toHaveValue('E2E shared article')
  const other = await page.context().newPage()
  await other.goto('/wiki/what-is-epilepsy?lang=en', { waitUntil: 'networkidle' })
  await other.getByRole('button', { name: 'Edit “E2E shared article”' }).click()
  const otherEditor = other.getByRole('dialog', { name: 'Edit Article' })
  await title(otherEditor).fill('E2E shared article, first save')
  await otherEditor.getByRole('button', { name: 'Save Article' }).click()
  await expect(other.getByText('Article updated successfully!')).toBeVisible()
  await other.close()

  await title(inline).fill('E2E shared article, my version')
  await inline.getByRole('button', { name: 'Save' }).click()
  await expect(inline.locator('[data-conflict]')).toContainText(
    /Changed by admin@example\.org at .+ since you opened it\. Their changes: Title\./,
  )
  await expect(title(inline)).toHaveValue('E2E shared article, my version')
  await expectNoAxeViolations(page)
  // Both changed the title: the editor picks their own version, then saves again.
  await inline
    .getByRole('group', { name: 'Title: changed by both of you' })
    .getByLabel('Yours')
    .check()
  await inline.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Article updated successfully', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E shared article, my version')

  // The edit dialog is checked the same way: it was opened before a save through the API.
  await page.goto('/wiki/what-is-epilepsy?lang=en', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Edit “E2E shared article, my version”' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit Article' })
  await expect(title(editor)).toHaveValue('E2E shared article, my version')
  expect(
    (
      await page.request.patch(`/api/v1/wiki/articles/${id}`, {
        data: { excerpt: 'Changed through the API' },
      })
    ).status(),
  ).toBe(200)
  await title(editor).fill('E2E shared article, from the dialog')
  await editor.getByRole('button', { name: 'Save Article' }).click()
  await expect(editor.locator('[data-conflict]')).toContainText(
    /Changed by admin@example\.org at .+ since you opened it\. Their changes: Excerpt\./,
  )
  await expect(title(editor)).toHaveValue('E2E shared article, from the dialog')
  // Saving again keeps the excerpt saved through the API and the dialog's title.
  await editor.getByRole('button', { name: 'Save Article' }).click()
  await expect(page.getByText('Article updated successfully!')).toBeVisible()
  await expect(editor).toBeHidden()
  const merged = (await (await page.request.get(`/api/v1/wiki/articles/${id}`)).json()) as {
    data: { title: string; excerpt: string }
  }
  expect(merged.data).toMatchObject({
    title: 'E2E shared article, from the dialog',
    excerpt: 'Changed through the API',
  })
  await removeItem(page, `/api/v1/wiki/articles/${id}`)
})

test('a deleted item comes back from Recently deleted; the audit log lists who did what', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/news/create?lang=en', { waitUntil: 'networkidle' })
  await page.getByLabel('Title (English)').fill('E2E deleted by mistake')
  await save(page, 'Publish', 'News post created!')
  const path = new URL(page.url()).pathname
  await page.getByRole('button', { name: /^More options/ }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('News post deleted!')).toBeVisible()

  await page.goto('/admin/deleted?lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Recently deleted' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Restore: E2E deleted by mistake' }).click()
  await expect(page.getByText('Item restored')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E deleted by mistake')

  await removeItem(page, `/api/v1/news/${path.split('/').pop()}`)

  await page.goto('/admin/audit?lang=en')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await page.getByLabel('Action').selectOption('deleted')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/action=deleted/)
  await expect(page.locator('[data-audit-action]').first()).toContainText(
    'admin@example.org · Deleted · News post · E2E deleted by mistake',
  )
  await expect(page.locator('[data-audit-action]:not([data-audit-action="deleted"])')).toHaveCount(
    0,
  )
  await expectNoAxeViolations(page)
  // The test accounts were given their roles from the command line: the change says from what to what.
  await page.goto('/admin/audit?lang=el&action=role_changed&actor=')
  await expect(page.getByRole('heading', { level: 1, name: 'Αρχείο ενεργειών' })).toBeVisible()
  await expect(
    page.locator('[data-audit-action="role_changed"]', { hasText: 'admin@example.org' }).first(),
  ).toContainText('Ρόλος: Μέλος → Διαχειριστής')
})

test('visitors and non-admins cannot open the admin history, deleted and audit pages', async ({
  page,
}) => {
  for (const path of ['/admin/audit', '/admin/deleted']) {
    const response = await page.goto(`${path}?lang=en`)
    expect(response?.status(), path).toBe(403)
    await expect(page.getByText('Admin access required.')).toBeVisible()
  }
  await signInAs(page, 'user')
  const response = await page.goto('/admin/audit?lang=en')
  expect(response?.status()).toBe(403)
})
