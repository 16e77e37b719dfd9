/**
 * The wiki and the two education sections in a real browser: reading, unknown addresses, the
 * phone layout, loading placeholders, and an admin's whole round: category, draft article
 * (invisible to visitors everywhere), publishing (visible everywhere, the header's mega-menu
 * included, without a reload), inline edit, inline create and delete, category delete.
 */
import { type Browser, type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { expect, test } from './support/test'

test.describe('wiki and sections for readers', () => {
  test('the wiki browser goes to the first category and lists published articles with counts', async ({
    page,
  }) => {
    await page.goto('/wiki?lang=en')
    await expect(page).toHaveURL(/\/wiki\/what-is-epilepsy\?lang=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Epilepsy Wiki')
    const main = page.getByRole('region', { name: 'What is Epilepsy?' })
    await expect(main.getByRole('article')).toHaveCount(3)
    await expect(main.getByRole('article').first()).toContainText('4 min read')
    // The demo draft of 'School and Work' is not counted for readers.
    const nav = page.getByRole('navigation', { name: 'Wiki categories' }).last()
    await expect(nav.getByRole('link', { name: /School and Work/ })).toContainText('1')
    await expect(nav.getByText('Epilepsy at work')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await nav.getByRole('link', { name: /Seizure First Aid/ }).click()
    await expect(page).toHaveURL(/\/wiki\/seizure-first-aid$/)
    await page.getByRole('link', { name: 'When to call an ambulance (112)' }).first().click()
    await expect(page).toHaveURL(/\/wiki\/seizure-first-aid\/when-to-call-112$/)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Wiki',
      'Seizure First Aid',
      'When to call an ambulance (112)',
    ])
    await expect(page.getByRole('heading', { name: 'Quick Navigation' })).toBeVisible()
    await expect(page.getByText('Article info')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to Seizure First Aid' }).click()
    await expect(page).toHaveURL(/\/wiki\/seizure-first-aid$/)
  })

  test('unknown category and article slugs in the wiki', async ({ page }) => {
    await page.goto('/wiki/no-such-category?lang=en')
    await expect(page).toHaveURL(/\/wiki\/what-is-epilepsy/)

    const response = await page.goto('/wiki/what-is-epilepsy/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to Wiki' }).click()
    await expect(page).toHaveURL(/\/wiki\/what-is-epilepsy$/)

    const unknownBoth = await page.goto('/wiki/no-such-category/no-such-article')
    expect(unknownBoth?.status()).toBe(404)
  })

  for (const [path, title] of [
    ['/understanding-epilepsy', 'Understanding Epilepsy'],
    ['/living-with-epilepsy', 'Living with Epilepsy'],
  ] as const) {
    test(`unknown category and article slugs in ${title}`, async ({ page }) => {
      await page.goto(`${path}/no-such-category?lang=en`)
      await expect(page).toHaveURL(new RegExp(`${path}\\?lang=en$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

      const category = path === '/living-with-epilepsy' ? 'seizure-first-aid' : 'what-is-epilepsy'
      const response = await page.goto(`${path}/${category}/no-such-article`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
      await expect(page.getByText('You could try:')).toBeVisible()
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Checking the address for typing mistakes.' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: `Back to ${title}` }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    })
  }

  test('section home, category and article, in English and in Greek', async ({ page }) => {
    await page.goto('/understanding-epilepsy?lang=en')
    const cards = page
      .getByRole('list', { name: 'Categories in Understanding Epilepsy' })
      .getByRole('listitem')
    await expect(cards).toHaveCount(4)
    await expect(cards.first()).toContainText('3 articles')
    await expect(cards.filter({ hasText: 'Diagnosis' })).toContainText('1 article')
    // Descriptions show in the first section only.
    await expect(cards.first()).toContainText('The basics')
    await expectNoAxeViolations(page)

    await page.goto('/living-with-epilepsy?lang=en')
    const living = page
      .getByRole('list', { name: 'Categories in Living with Epilepsy' })
      .getByRole('listitem')
    await expect(living.first()).not.toContainText('What to do, and what not to do')
    await living.filter({ hasText: 'Seizure First Aid' }).getByRole('link').click()
    await expect(page).toHaveURL(/\/living-with-epilepsy\/seizure-first-aid$/)
    await expect(page.getByRole('article')).toHaveCount(3)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Seizure first aid step by step' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Seizure first aid step by step',
    )
    await expect(
      page
        .getByRole('navigation', { name: 'Section navigation' })
        .getByRole('link', { name: 'Seizure first aid step by step' }),
    ).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page)

    await page.goto('/understanding-epilepsy?lang=el')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Κατανόηση της επιληψίας')
    await expect(page.getByText('3 άρθρα').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/living-with-epilepsy/seizure-first-aid/no-such-article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Το άρθρο δεν βρέθηκε')
    await page.goto('/wiki/what-is-epilepsy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Εγκυκλοπαίδεια για την επιληψία',
    )
    await expect(page.getByRole('region', { name: 'Τι είναι η επιληψία;' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a section address for a category of the other section, or of none, leads to the right place', async ({
    page,
  }) => {
    // A category of "Living with epilepsy" asked for under "Understanding epilepsy": the same page there.
    await page.goto('/understanding-epilepsy/seizure-first-aid?lang=en')
    await expect(page).toHaveURL(/\/living-with-epilepsy\/seizure-first-aid\?lang=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/understanding-epilepsy/seizure-first-aid/first-aid-step-by-step')
    await expect(page).toHaveURL(
      /\/living-with-epilepsy\/seizure-first-aid\/first-aid-step-by-step$/,
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // An unknown category: the section's home.
    await page.goto('/living-with-epilepsy/no-such-category')
    await expect(page).toHaveURL(/\/living-with-epilepsy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Living with Epilepsy')
  })

  test('phone layout: the section sidebar opens with "Show all categories" and closes with "Hide"', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto('/living-with-epilepsy/seizure-first-aid/first-aid-step-by-step?lang=en')
    const nav = page.getByRole('navigation', { name: 'Section navigation' })
    const toggle = nav.getByRole('button', { name: 'Show all categories' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Daily Life and Safety' })).toBeHidden()
    await toggle.click()
    await expect(nav.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Daily Life and Safety' })).toBeVisible()
    await expectNoAxeViolations(page)
    await nav.getByRole('button', { name: 'Hide' }).click()
    await expect(nav.getByRole('link', { name: 'Daily Life and Safety' })).toBeHidden()

    // The wiki browser's categories become one row of links on a phone.
    await page.goto('/wiki/what-is-epilepsy')
    const row = page.getByRole('navigation', { name: 'Wiki categories' }).first()
    await expect(row.getByRole('link', { name: /Seizure First Aid/ })).toBeVisible()
    await expectNoAxeViolations(page)
    await context.close()
  })

  test('shows 3 placeholder cards while another category loads', async ({ page }) => {
    // The category's data is held until the placeholders have been seen. On the context, not
    // the page: once the service worker controls the page, its fetches pass page routes by.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.context().route('**/wiki/types-of-seizures.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/wiki/what-is-epilepsy?lang=en')
    await page
      .getByRole('navigation', { name: 'Wiki categories' })
      .last()
      .getByRole('link', { name: /Types of Seizures/ })
      .click()
    await expect(page.locator('[data-skeleton="article"]')).toHaveCount(3)
    release()
    await expect(
      page.getByRole('region', { name: 'Types of Seizures' }).getByRole('article'),
    ).toHaveCount(2)
    await expect(page.locator('[data-skeleton="article"]')).toHaveCount(0)
  })
})

test.describe('wiki for signed-in non-admins', () => {
  test('/wiki/create sends them to the wiki and no admin control shows', async ({ page }) => {
    await signInAs(page, 'user')
    await page.goto('/wiki/create?lang=en')
    await expect(page).toHaveURL(/\/wiki\/what-is-epilepsy$/)
    await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Add Article' })).toHaveCount(0)
    await page.goto('/living-with-epilepsy')
    await expect(page.getByRole('button', { name: 'Manage Categories' })).toHaveCount(0)
  })
})

/** What a visitor (a separate, signed-out browser) sees. */
async function visitor(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await run(page)
  await context.close()
}

async function openLivingMenu(page: Page) {
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Living', exact: true })
  await trigger.click()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  return page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
}

test.describe('wiki administration', () => {
  test('an admin runs a category and its articles from creation to deletion', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await signInAs(page, 'admin')

    // 1. A category in Living with Epilepsy, from the section's 'Manage Categories'.
    await page.goto('/living-with-epilepsy?lang=en', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Manage Categories' }).click()
    const manager = page.getByRole('dialog', { name: 'Manage Categories' })
    await expect(manager).toBeVisible()
    await manager.getByRole('button', { name: 'Add Category' }).click()
    const form = page.getByRole('dialog', { name: 'Add Category' })
    await expect(form.getByLabel('Section')).toHaveValue('2')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Slug is required')).toBeVisible()
    await form.getByLabel('Name', { exact: true }).fill('Travel and Holidays')
    await expect(form.getByLabel('Slug')).toHaveValue('travel-and-holidays')
    await form.getByLabel('Name (Greek)').fill('Ταξίδια και διακοπές')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Category created successfully!')).toBeVisible()
    await expect(manager.locator('[data-category="travel-and-holidays"]')).toContainText(
      '0 articles',
    )
    await page.keyboard.press('Escape')
    await expect(manager).toBeHidden()
    await expect(page.locator('main [data-category="travel-and-holidays"]')).toContainText(
      '0 articles',
    )

    // 2. A draft article from /wiki/create; a Greek title gives a transliterated slug.
    // Admin pages: act once their code has run (the editors load after the server's HTML).
    await page.goto('/wiki/create', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Article')
    await page.getByRole('button', { name: 'Save Article' }).click()
    await expect(page.getByText('Title is required')).toBeVisible()
    await expect(page.getByText('Category is required')).toBeVisible()
    await page.getByLabel('Title', { exact: true }).fill('Ταξίδι με αεροπλάνο')
    await expect(page.getByLabel('Slug')).toHaveValue('taxidi-me-aeroplano')
    await page
      .getByLabel('Excerpt', { exact: true })
      .fill('Flying with epilepsy: what to pack and what to tell the crew.')
    await page
      .getByLabel('Category')
      .selectOption({ label: 'Travel and Holidays (Living with Epilepsy)' })
    await expect(page.getByLabel('Status')).toHaveValue('draft')
    await expect(page.getByRole('toolbar').first()).toBeVisible()
    await page
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Keep your medicine in your hand luggage.')
    await page.getByRole('button', { name: 'Save Article' }).click()
    await expect(page.getByText('Article created successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/wiki\/travel-and-holidays$/)
    const card = page.locator('[data-article="taxidi-me-aeroplano"]')
    await expect(card).toContainText('Draft')

    // The header menu has read the wiki; the draft is not in it.
    const menu = await openLivingMenu(page)
    await expect(menu.getByRole('link', { name: 'Travel and Holidays' })).toBeVisible()
    await expect(menu.getByText('Ταξίδι με αεροπλάνο')).toHaveCount(0)
    await page.keyboard.press('Escape')

    // 3. A visitor sees the draft nowhere.
    await visitor(browser, async (v) => {
      await v.goto('/living-with-epilepsy/travel-and-holidays?lang=en')
      await expect(v.getByRole('heading', { name: 'No articles found' })).toBeVisible()
      await expect(v.getByText('Check back later for articles in this category.')).toBeVisible()
      await v.goto('/living-with-epilepsy')
      await expect(v.locator('main [data-category="travel-and-holidays"]')).toContainText(
        '0 articles',
      )
      expect(
        (await v.goto('/living-with-epilepsy/travel-and-holidays/taxidi-me-aeroplano'))?.status(),
      ).toBe(404)
      expect((await v.goto('/wiki/travel-and-holidays/taxidi-me-aeroplano'))?.status()).toBe(404)
      await v.goto('/wiki/travel-and-holidays')
      await expect(v.getByText('Articles for this category are being prepared.')).toBeVisible()
      const api = await v.request.get('/api/v1/wiki/articles?category=travel-and-holidays')
      expect((await api.json()).data).toEqual([])
      await v.goto('/living-with-epilepsy')
      const visitorMenu = await openLivingMenu(v)
      await expect(visitorMenu.getByRole('link', { name: 'Travel and Holidays' })).toBeVisible()
      await expect(visitorMenu.getByText('Ταξίδι με αεροπλάνο')).toHaveCount(0)
    })

    // 4. Publish it from the wiki browser's edit dialog.
    await page.getByRole('button', { name: 'Edit “Ταξίδι με αεροπλάνο”' }).click()
    const editor = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('Ταξίδι με αεροπλάνο')
    await editor.getByLabel('Status').selectOption('published')
    // A stray click outside the editor keeps the dialog and what was chosen in it.
    await page.mouse.click(5, 5)
    await expect(editor).toBeVisible()
    await expect(editor.getByLabel('Status')).toHaveValue('published')
    await editor.getByRole('button', { name: 'Save Article' }).click()
    await expect(page.getByText('Article updated successfully!')).toBeVisible()
    await expect(editor).toBeHidden()
    await expect(card).not.toContainText('Draft')

    // The header's mega-menu shows it now, without a reload (the refreshHeaderData event).
    const refreshed = await openLivingMenu(page)
    await expect(refreshed.getByRole('link', { name: 'Ταξίδι με αεροπλάνο' })).toBeVisible()
    await page.keyboard.press('Escape')

    await visitor(browser, async (v) => {
      await v.goto('/living-with-epilepsy/travel-and-holidays?lang=en')
      await expect(v.getByRole('link', { name: 'Ταξίδι με αεροπλάνο' })).toBeVisible()
      await v.goto('/wiki/travel-and-holidays')
      await expect(v.locator('[data-article="taxidi-me-aeroplano"]')).toBeVisible()
      expect(
        (await v.goto('/living-with-epilepsy/travel-and-holidays/taxidi-me-aeroplano'))?.status(),
      ).toBe(200)
    })

    // 5. Inline edit on the article page.
    await page.goto('/living-with-epilepsy/travel-and-holidays/taxidi-me-aeroplano', {
      waitUntil: 'networkidle',
    })
    await page.getByRole('button', { name: /^Edit/ }).click()
    const inline = page.getByRole('region', { name: 'Edit Article' })
    await inline.getByLabel('Index').fill('')
    await inline.getByRole('button', { name: 'Save' }).click()
    await expect(inline.getByText('Index is required')).toBeVisible()
    await inline.getByLabel('Index').fill('3')
    await inline.getByLabel('Title', { exact: true }).fill('Flying with epilepsy')
    await inline.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Article updated successfully', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flying with epilepsy')

    // 6. Inline create in the section (published at once), then delete it inline.
    await page.goto('/living-with-epilepsy/travel-and-holidays', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Create New Article' }).click()
    const create = page.getByRole('region', { name: 'Create New Article' })
    await expect(
      create.getByText('Creating article in category: Travel and Holidays'),
    ).toBeVisible()
    await create.getByLabel('Title', { exact: true }).fill('Travel insurance')
    await expect(create.getByLabel('Slug')).toHaveValue('travel-insurance')
    await create.getByLabel('Slug').fill('')
    await create.getByRole('button', { name: 'Create Article' }).click()
    await expect(create.getByText('Slug is required')).toBeVisible()
    await expect(create.getByText('Content is required')).toBeVisible()
    await create.getByLabel('Slug').fill('travel-insurance')
    await expect(create.getByRole('toolbar').first()).toBeVisible()
    await create
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Tell your insurer about your epilepsy.')
    await create.getByRole('button', { name: 'Create Article' }).click()
    await expect(page.getByText('Article created successfully', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/living-with-epilepsy\/travel-and-holidays\/travel-insurance$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel insurance')
    await page.getByRole('button', { name: /^Edit/ }).click()
    await page
      .getByRole('region', { name: 'Edit Article' })
      .getByRole('button', { name: 'Delete' })
      .click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete Article' })
    await expect(confirm).toContainText(
      'Are you sure you want to delete "Travel insurance"? This action cannot be undone.',
    )
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Article deleted successfully', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/living-with-epilepsy\/travel-and-holidays$/)
    await expect(page.getByRole('article')).toHaveCount(1)

    // 7. Delete the category: its article goes with it, to Recently deleted.
    await page.goto('/living-with-epilepsy', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Manage Categories' }).click()
    await page
      .getByRole('dialog', { name: 'Manage Categories' })
      .getByRole('button', { name: 'Delete “Travel and Holidays”' })
      .click()
    const warning = page.getByRole('alertdialog', { name: 'Delete Category' })
    await expect(warning).toContainText('You can restore it from Recently deleted.')
    await expect(warning).toContainText(
      'The category and its 1 article move to Recently deleted for 30 days.',
    )
    await warning.getByRole('button', { name: 'Delete' }).click()
    await expect(
      page.getByText('Category moved to Recently deleted, with its articles.'),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('main [data-category="travel-and-holidays"]')).toHaveCount(0)

    await visitor(browser, async (v) => {
      await v.goto('/living-with-epilepsy/travel-and-holidays/taxidi-me-aeroplano')
      await expect(v).toHaveURL(/\/living-with-epilepsy$/)
      const api = await v.request.get('/api/v1/wiki/articles?category=travel-and-holidays')
      expect(api.status()).toBe(404)
    })
  })
})
