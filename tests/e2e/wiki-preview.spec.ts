/**
 * An admin previews a wiki article before its first save, in English and in Greek: the editor's
 * Preview button opens the article, as visitors will see it, in a new tab marked as a preview;
 * the editor keeps what was typed, its unsaved-changes guard stays quiet, and nothing is stored.
 */
import type { BrowserContext, Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

const STRINGS = {
  en: {
    title: 'Title',
    excerpt: 'Excerpt',
    category: 'Category',
    content: 'Content',
    preview: 'Preview (opens in a new tab)',
    banner: 'Preview: this is how visitors will see it.',
  },
  el: {
    title: 'Τίτλος',
    excerpt: 'Περίληψη',
    category: 'Κατηγορία',
    content: 'Περιεχόμενο',
    preview: 'Προεπισκόπηση (ανοίγει σε νέα καρτέλα)',
    banner: 'Προεπισκόπηση: έτσι θα το βλέπουν οι επισκέπτες.',
  },
} as const

async function openPreview(page: Page, context: BrowserContext, label: string) {
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: label }).click(),
  ])
  await tab.waitForLoadState()
  return tab
}

for (const lang of ['en', 'el'] as const) {
  test(`an admin previews an unsaved wiki article (${lang}); nothing is saved`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    const s = STRINGS[lang]
    const title = lang === 'en' ? 'E2E Preview of sleep' : 'E2E Προεπισκόπηση ύπνου'
    const body = lang === 'en' ? 'Keep regular hours.' : 'Κρατήστε σταθερές ώρες.'
    await signInAs(page, 'admin')
    // Admin pages: act once their code has run (the editors load after the server's HTML).
    await page.goto(`/wiki/create?lang=${lang}`, { waitUntil: 'networkidle' })
    // On the Greek page the article is written in Greek only (its Greek fields).
    const suffix = lang === 'el' ? ' (Ελληνικά)' : ''
    // The slug follows the title once the editor's code runs: type until it does.
    const titleField = page.getByLabel(`${s.title}${suffix}`, { exact: true })
    await expect(async () => {
      await titleField.fill('')
      await titleField.fill(title)
      await expect(page.locator('input[name="slug"]')).not.toHaveValue('', { timeout: 1_000 })
    }).toPass()
    await page.getByLabel(`${s.excerpt}${suffix}`, { exact: true }).fill(body)
    await page.getByLabel(s.category, { exact: true }).selectOption({ index: 1 })
    const editor = page.getByRole('textbox', { name: `${s.content}${suffix}`, exact: true })
    await editor.click()
    await editor.pressSequentially(body)

    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    const tab = await openPreview(page, context, s.preview)
    await expect(tab).toHaveURL(/\/admin\/preview\/wiki$/)
    await expect(tab.locator('[data-preview-banner]')).toContainText(s.banner)
    await expect(tab.locator('html')).toHaveAttribute('lang', lang)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(tab.locator('article').getByText(body).first()).toBeVisible()
    // The page's breadcrumb leads back to the wiki.
    await expect(tab.locator('main nav a[href="/wiki"]')).toBeVisible()
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(tab)

    // The editor is where it was, with everything typed, and nothing asked to leave it.
    await expect(page).toHaveURL(/\/wiki\/create/)
    await expect(page.getByLabel(`${s.title}${suffix}`, { exact: true })).toHaveValue(title)
    await expect(editor).toContainText(body)
    expect(dialogs).toBe(0)

    // Not stored: not in the wiki, not even for an admin (who sees drafts too).
    await tab.goto(`/wiki?lang=${lang}`)
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(tab.getByText(title)).toHaveCount(0)
    await tab.close()
  })
}
