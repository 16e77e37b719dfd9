/**
 * The account menu's admin links: an admin finds Tags, the audit log and recently deleted items next
 * to Site settings and follows them, in English and Greek; a visitor and a signed-in non-admin
 * do not see them.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expect, test } from './support/test'

const LINKS = {
  en: { audit: 'Audit log', deleted: 'Recently deleted', settings: 'Site settings', tags: 'Tags' },
  el: {
    tags: 'Ετικέτες',
    audit: 'Αρχείο ενεργειών',
    deleted: 'Πρόσφατα διαγραμμένα',
    settings: 'Ρυθμίσεις ιστότοπου',
  },
} as const

async function openAccountMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Account menu|Μενού λογαριασμού)$/ })
    .click()
  return page.getByRole('menu')
}

test('an admin opens the audit log and recently deleted items from the account menu', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  for (const lang of ['en', 'el'] as const) {
    const words = LINKS[lang]
    await page.goto(`/?lang=${lang}`)
    let menu = await openAccountMenu(page)
    await expect(menu.getByRole('menuitem')).toContainText([
      words.settings,
      words.tags,
      words.audit,
      words.deleted,
    ])
    await menu.getByRole('menuitem', { name: words.audit }).click()
    await expect(page).toHaveURL(/\/admin\/audit$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Audit log' : 'Αρχείο ενεργειών',
    )

    menu = await openAccountMenu(page)
    await menu.getByRole('menuitem', { name: words.tags }).click()
    await expect(page).toHaveURL(/\/admin\/tags$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.tags)

    menu = await openAccountMenu(page)
    await menu.getByRole('menuitem', { name: words.deleted }).click()
    await expect(page).toHaveURL(/\/admin\/deleted$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en' ? 'Recently deleted' : 'Πρόσφατα διαγραμμένα',
    )
  }
})

test('a signed-in non-admin sees no admin links in the account menu', async ({ page }) => {
  await signInAs(page, 'user')
  const menu = await openAccountMenu(page)
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible()
  for (const name of Object.values(LINKS.en))
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0)
  await expect(
    page.locator('a[href="/admin/audit"], a[href="/admin/deleted"], a[href="/admin/tags"]'),
  ).toHaveCount(0)
})

test('a visitor has no account menu and no admin links', async ({ page }) => {
  await page.goto('/?lang=en')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(
    page.locator('a[href="/admin/audit"], a[href="/admin/deleted"], a[href="/admin/tags"]'),
  ).toHaveCount(0)
})
