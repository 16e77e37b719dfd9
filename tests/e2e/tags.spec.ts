/**
 * Tags in the reader's language: an admin gives a tag its Greek label on /admin/tags, and the
 * item's Greek page shows that label (and not the English one) while its English page shows the
 * English one; a tag without a Greek label shows in English, marked as such. Read times are in
 * the reader's language too. An English admin on a phone, a Greek one on a desktop, axe on the
 * Tags page.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { createItem, testDates } from './support/content-api'
import { expect, test } from './support/test'

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const

const TEXT = {
  en: {
    title: 'Tags',
    greek: 'Greek label',
    save: /^Save the labels of /,
    saved: 'Saved the labels of',
  },
  el: {
    title: 'Ετικέτες',
    greek: 'Ελληνική ονομασία',
    save: /^Αποθήκευση των ονομασιών της ετικέτας /,
    saved: 'Οι ονομασίες της ετικέτας',
  },
} as const

const itemTags = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: /^(Tags|Ετικέτες)$/ })

// The admin in English on a phone and in Greek on a desktop: each language and each size once.
for (const [lang, size] of [
  ['en', 'phone'],
  ['el', 'desktop'],
] as const) {
  const viewport = SIZES[size]
  test(`an admin labels a tag in Greek and the item's pages show it in each language (${lang}, ${size})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const T = TEXT[lang]
    const unique = `${lang}-${size}-${Date.now()}`
    const tag = `wayfinding ${unique}`
    const unlabelled = `night ${unique}`
    const label = `προσανατολισμός ${unique}`
    await page.setViewportSize(SIZES.desktop)
    await signInAs(page, 'admin')
    const id = await createItem(page, '/api/v1/news', {
      title: `Wayfinding ${unique}`,
      title_el: `Προσανατολισμός ${unique}`,
      excerpt: 'Finding the way.',
      excerpt_el: 'Βρίσκοντας τον δρόμο.',
      content: '<p>Finding the way.</p>',
      content_el: '<p>Βρίσκοντας τον δρόμο.</p>',
      category: 'community',
      date: testDates().today,
      tags: [tag, unlabelled],
    })

    // Before a label: the Greek page shows the English name, marked English.
    await page.goto(`/news/${id}?lang=el`)
    await expect(itemTags(page).getByText(`#${tag}`)).toHaveAttribute('lang', 'en')

    await page.setViewportSize(viewport)
    await page.goto(`/admin/tags?lang=${lang}`)
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const row = page.locator(`form[data-tag="${tag}"]`)
    await expect(row).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    )
    await row.getByLabel(T.greek).fill(label)
    await row.getByRole('button', { name: T.save }).click()
    await expect(page.getByText(T.saved)).toBeVisible()

    // The Greek page shows the Greek label and not the English name; the other tag, still
    // without a Greek label, shows in English, marked as such.
    await page.goto(`/news/${id}?lang=el`)
    const greekTags = itemTags(page)
    await expect(greekTags.getByText(`#${label}`)).toBeVisible()
    await expect(greekTags.getByText(`#${label}`)).not.toHaveAttribute('lang', /.*/)
    await expect(greekTags.getByText(`#${tag}`)).toHaveCount(0)
    await expect(greekTags.getByText(`#${unlabelled}`)).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('main')).not.toContainText(tag)

    // The English page shows the English name.
    await page.goto(`/news/${id}?lang=en`)
    await expect(itemTags(page).getByText(`#${tag}`)).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(label)

    // The Greek news list's card too.
    await page.goto(`/news?lang=el`)
    const card = page.getByRole('article').filter({ hasText: `Προσανατολισμός ${unique}` })
    await expect(card.getByText(`#${label}`)).toBeVisible()
    await expect(card.getByText(`#${tag}`)).toHaveCount(0)
  })
}

test('a signed-in non-admin cannot open the Tags page', async ({ page }) => {
  await signInAs(page, 'user')
  await page.goto('/admin/tags?lang=en')
  await expect(page.getByText('Admin access required.')).toBeVisible()
  await expect(page.locator('form[data-tag]')).toHaveCount(0)
})

test("a story's read time is in the reader's language", async ({ page }) => {
  await signInAs(page, 'admin')
  const id = await createItem(page, '/api/v1/stories', {
    title: 'E2E read time',
    title_el: 'Χρόνος ανάγνωσης E2E',
    excerpt: 'A short one.',
    excerpt_el: 'Μια σύντομη.',
    content: '<p>A short one.</p>',
    content_el: '<p>Μια σύντομη.</p>',
    category: 'inspiration',
    date: testDates().today,
  })
  await page.goto(`/story/${id}?lang=el`)
  await expect(page.getByRole('main').getByText('5 λεπτά ανάγνωσης')).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('min read')
  await page.goto(`/story/${id}?lang=en`)
  await expect(page.getByRole('main').getByText('5 min read')).toBeVisible()
})
