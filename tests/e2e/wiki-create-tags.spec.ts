/**
 * A tag picked on /wiki/create before the lazily loaded editors have arrived is saved with the
 * article: their code is held back until the tag is picked, the title and content typed, and
 * their arrival must leave the picked tag alone.
 */
import { signInAs } from './support/auth'
import { createItem } from './support/content-api'
import { expect, test, untilHydrated } from './support/test'

test('a tag picked before the editors have loaded is saved with the article', async ({ page }) => {
  await signInAs(page, 'admin')
  const stamp = Date.now()
  const categorySlug = `early-tags-${stamp}`
  await createItem(page, '/api/v1/wiki/categories', {
    name: `Early tags ${stamp}`,
    slug: categorySlug,
  })

  // The editors' code that the page loads lazily (any the served page does not name as its
  // own) waits until the tag is picked.
  const address = `/wiki/create?lang=en&category=${categorySlug}`
  const served = await (await page.request.get(address)).text()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const lazilyLoaded: string[] = []
  await page.route(/\/assets\/[\w-]*editor[\w-]*\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname
    if (!served.includes(path)) {
      lazilyLoaded.push(path)
      await held
    }
    await route.continue()
  })
  await page.goto(address, { waitUntil: 'domcontentloaded' })
  await untilHydrated(page)
  const selected = page.getByRole('list', { name: 'Selected tags' })
  await page
    .getByRole('group', { name: 'Suggested tags' })
    .getByRole('button', { name: '#seizures', exact: true })
    .click()
  await expect(selected.getByRole('listitem')).toHaveText(['#seizures'])
  await page.getByLabel('Title', { exact: true }).fill(`Early tags ${stamp}`)
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Picked first.')
  // The editors have not arrived yet: their toolbars are not there.
  const toolbars = page.getByRole('toolbar', { name: 'Formatting' })
  await expect(toolbars).toHaveCount(0)

  expect(lazilyLoaded.some((path) => path.includes('rich-text-editor'))).toBe(true)
  release()
  await expect(toolbars.first()).toBeVisible()
  await expect(selected.getByRole('listitem')).toHaveText(['#seizures'])
  await page.getByRole('button', { name: 'Save Article' }).click()
  await expect(page.getByText('Article created successfully!')).toBeVisible()

  const response = await page.request.get(`/api/v1/wiki/articles?category=${categorySlug}`)
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as {
    data: { title: string; tags: string[]; content: string }[]
  }
  expect(data.map((article) => [article.title, article.tags])).toEqual([
    [`Early tags ${stamp}`, ['seizures']],
  ])
  expect(data[0]!.content).toContain('Picked first.')
})
