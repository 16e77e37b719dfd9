/**
 * An admin previews a news post before its first save: the Preview button opens the post, as
 * visitors will see it, in a new tab marked as a preview; the form keeps what was typed, its
 * unsaved-changes guard stays quiet, and nothing is stored.
 */
import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

test('an admin previews an unsaved news post in a new tab; nothing is saved', async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/news/create?lang=en', { waitUntil: 'networkidle' })
  await page.getByLabel('Title (English)').fill('E2E Preview of a harbour walk')
  await page.getByLabel('Excerpt (English)').fill('We walk along the harbour.')
  const editor = page.getByRole('textbox', { name: 'Content (English)' })
  await editor.click()
  await editor.pressSequentially('Meet at the lighthouse at ten.')

  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Preview (opens in a new tab)' }).click(),
  ])
  await tab.waitForLoadState()
  await expect(tab).toHaveURL(/\/admin\/preview\/news$/)
  await expect(tab.locator('[data-preview-banner]')).toHaveText(
    'Preview: this is how visitors will see it. Nothing is saved; close this tab to go back to the form.',
  )
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('E2E Preview of a harbour walk')
  await expect(tab.getByText('Meet at the lighthouse at ten.')).toBeVisible()
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(tab)

  // The form is where it was, with everything typed, and nothing asked to leave it.
  await expect(page).toHaveURL(/\/news\/create/)
  await expect(page.getByLabel('Title (English)')).toHaveValue('E2E Preview of a harbour walk')
  await expect(editor).toContainText('Meet at the lighthouse at ten.')
  expect(dialogs).toBe(0)

  // Not stored: not in the list, not even for an admin (who sees drafts too).
  await tab.goto('/news?lang=en')
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(tab.getByText('E2E Preview of a harbour walk')).toHaveCount(0)
  await tab.close()
})
