/**
 * An admin who changed a form and leaves is asked first: in the site's dialog for a link, by the
 * browser for a reload. What was typed is kept as a draft on the device and offered back when
 * the form is opened again; a successful save clears it and asks nothing.
 */
import { type Page } from '@playwright/test'

import { signInAs } from './support/auth'
import { expect, test } from './support/test'

async function openCreateEvent(page: Page) {
  await page.goto('/events/create?lang=en', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible()
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

test('leaving a changed form asks first, in the site dialog for a link and the browser for a reload', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await openCreateEvent(page)
  // Unchanged: a link leaves at once.
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/events(\?|$)/)

  await openCreateEvent(page)
  await page.getByLabel('Title (English)').fill('E2E Unsaved Walk')
  await page.getByRole('link', { name: 'Cancel' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(/\/events\/create/)
  await expect(page.getByLabel('Title (English)')).toHaveValue('E2E Unsaved Walk')

  // The browser asks before a reload; going on reloads, and the typed text is offered back.
  const asked = page.waitForEvent('dialog')
  const reload = page.reload({ waitUntil: 'networkidle' })
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
  await reload
  const offer = page.getByRole('region', { name: 'Unsaved draft' })
  await offer.getByRole('button', { name: 'Restore draft' }).click()
  await expect(page.getByLabel('Title (English)')).toHaveValue('E2E Unsaved Walk')

  await page.getByRole('link', { name: 'Cancel' }).click()
  await confirm.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/events(\?|$)/)

  // An unchanged form (the draft discarded) reloads without a question.
  await openCreateEvent(page)
  await offer.getByRole('button', { name: 'Discard draft' }).click()
  let questions = 0
  page.on('dialog', (question) => {
    questions++
    void question.accept()
  })
  await page.reload({ waitUntil: 'networkidle' })
  expect(questions).toBe(0)
})

test('a draft is offered back when the form opens again, and a save clears it', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await openCreateEvent(page)
  await page.getByLabel('Title (English)').fill('E2E Draft Picnic')
  await page.getByLabel('Title (Greek)').fill('Πικνίκ E2E')
  await page.getByLabel('Date').fill(inAWeek())
  await page.getByLabel('Description (English)', { exact: true }).fill('Bring a blanket.')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/events(\?|$)/)

  // Another item's form has no draft of this one.
  await openCreateEvent(page)
  const offer = page.getByRole('region', { name: 'Unsaved draft' })
  await expect(offer).toContainText(/^Restore your unsaved draft from .+\?/)
  await offer.getByRole('button', { name: 'Restore draft' }).click()
  await expect(offer).toBeHidden()
  await expect(page.getByLabel('Title (English)')).toHaveValue('E2E Draft Picnic')
  await expect(page.getByLabel('Title (Greek)')).toHaveValue('Πικνίκ E2E')
  await expect(page.getByLabel('Date')).toHaveValue(inAWeek().split('-').reverse().join('/'))
  await expect(page.getByLabel('Description (English)', { exact: true })).toHaveValue(
    'Bring a blanket.',
  )

  await page.getByLabel('Time').selectOption('11:00')
  await page.getByLabel('Location (English)').fill('Larnaca')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Event created!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Draft Picnic')
  const id = new URL(page.url()).pathname.split('/').pop()

  // Saved: no question on leaving, and no draft when the form opens again.
  await page.getByRole('banner').getByRole('link', { name: 'Events' }).first().click()
  await expect(page).toHaveURL(/\/events(\?|$)/)
  await openCreateEvent(page)
  await expect(page.getByLabel('Title (English)')).toHaveValue('')
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0)

  // Discarding an offered draft removes it.
  await page.goto(`/events/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page.getByLabel('Title (English)').fill('E2E Draft Picnic (changed)')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await page.goto(`/events/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
  await page
    .getByRole('region', { name: 'Unsaved draft' })
    .getByRole('button', { name: 'Discard draft' })
    .click()
  await expect(page.getByLabel('Title (English)')).toHaveValue('E2E Draft Picnic')
  await page.reload({ waitUntil: 'networkidle' })
  await expect(page.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0)

  expect((await page.request.delete(`/api/v1/events/${id}`)).ok()).toBe(true)
})

test('a wiki article edited inline asks before leaving and offers its draft back', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const article = '/understanding-epilepsy/what-is-epilepsy/epilepsy-explained?lang=en'
  await page.goto(article, { waitUntil: 'networkidle' })
  const original = await page.getByRole('heading', { level: 1 }).textContent()
  await page.getByRole('button', { name: /^Edit/ }).click()
  const inline = page.getByRole('region', { name: 'Edit Article' })
  await inline.getByLabel('Title', { exact: true }).fill('E2E draft title')

  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click()
  const confirm = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/about/)

  await page.goto(article, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: /^Edit/ }).click()
  const offer = inline.getByRole('region', { name: 'Unsaved draft' })
  await offer.getByRole('button', { name: 'Restore draft' }).click()
  await expect(inline.getByLabel('Title', { exact: true })).toHaveValue('E2E draft title')

  // Cancelled and reopened, the draft can be discarded; the article was never changed.
  await inline.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: /^Edit/ }).click()
  await offer.getByRole('button', { name: 'Discard draft' }).click()
  await expect(inline.getByLabel('Title', { exact: true })).toHaveValue(original!.trim())
  await inline.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click()
  await expect(page).toHaveURL(/\/about/)
})

test('a new wiki article keeps a draft: after a reload what was typed is offered back', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/wiki/create?lang=en', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Article')
  await page.getByLabel('Title', { exact: true }).fill('E2E wiki draft')
  await page.getByLabel('Slug').fill('e2e-own-slug')
  await page
    .getByLabel('Category')
    .selectOption({ label: 'Daily Life and Safety (Living with Epilepsy)' })
  const content = page.getByRole('textbox', { name: 'Content', exact: true })
  await content.click()
  await content.pressSequentially('Typed before the reload.')
  await page.getByLabel('Greek version').selectOption('false')

  const asked = page.waitForEvent('dialog')
  const reload = page.reload({ waitUntil: 'networkidle' })
  await (await asked).accept()
  await reload
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
  const offer = page.getByRole('region', { name: 'Unsaved draft' })
  await offer.getByRole('button', { name: 'Restore draft' }).click()
  await expect(offer).toBeHidden()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('E2E wiki draft')
  // The slug typed by hand stays; typing in the title does not replace it.
  await expect(page.getByLabel('Slug')).toHaveValue('e2e-own-slug')
  await page.getByLabel('Title', { exact: true }).press('End')
  await page.getByLabel('Title', { exact: true }).pressSequentially('!')
  await expect(page.getByLabel('Slug')).toHaveValue('e2e-own-slug')
  await expect(page.getByLabel('Category')).toHaveValue(/.+/)
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(
    'Daily Life and Safety (Living with Epilepsy)',
  )
  await expect(page.getByLabel('Greek version')).toHaveValue('false')
  await expect(content).toHaveText('Typed before the reload.')

  // Discarded, the draft is not offered again; nothing was saved.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(page).not.toHaveURL(/\/wiki\/create/)
  await page.goto('/wiki/create?lang=en', { waitUntil: 'networkidle' })
  await offer.getByRole('button', { name: 'Discard draft' }).click()
  await page.reload({ waitUntil: 'networkidle' })
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
  await expect(offer).toHaveCount(0)
})

test('a new article created inline in a section keeps a draft per category: after a reload it is offered back', async ({
  page,
}) => {
  // Two rich-text editors load with each of the five openings of the form.
  test.setTimeout(90_000)
  await signInAs(page, 'admin')
  const category = '/understanding-epilepsy/what-is-epilepsy?lang=en'
  await page.goto(category, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Create New Article' }).click()
  const create = page.getByRole('region', { name: 'Create New Article' })
  await create.getByLabel('Title', { exact: true }).fill('E2E inline draft')
  await create.getByLabel('Slug').fill('e2e-inline-own-slug')
  const content = create.getByRole('textbox', { name: 'Content', exact: true })
  await content.click()
  await content.pressSequentially('Typed inline before the reload.')
  await create
    .getByRole('textbox', { name: /add a tag/i })
    .first()
    .fill('e2e-tag')
  await create
    .getByRole('textbox', { name: /add a tag/i })
    .first()
    .press('Enter')

  const asked = page.waitForEvent('dialog')
  const reload = page.reload({ waitUntil: 'networkidle' })
  await (await asked).accept()
  await reload
  await page.getByRole('button', { name: 'Create New Article' }).click()
  await expect(create.getByLabel('Title', { exact: true })).toHaveValue('')
  const offer = create.getByRole('region', { name: 'Unsaved draft' })
  await offer.getByRole('button', { name: 'Restore draft' }).click()
  await expect(offer).toBeHidden()
  await expect(create.getByLabel('Title', { exact: true })).toHaveValue('E2E inline draft')
  await expect(create.getByLabel('Slug')).toHaveValue('e2e-inline-own-slug')
  await expect(create.getByRole('textbox', { name: 'Content', exact: true })).toHaveText(
    'Typed inline before the reload.',
  )
  await expect(create.getByRole('button', { name: 'Remove tag e2e-tag' })).toBeVisible()

  // Another category's form has no draft of its own; discarded, this one is not offered again.
  await create.getByRole('button', { name: 'Cancel' }).click()
  await page.goto('/understanding-epilepsy/diagnosis?lang=en', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Create New Article' }).click()
  await expect(create.getByRole('region', { name: 'Unsaved draft' })).toHaveCount(0)
  await page.goto(category, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Create New Article' }).click()
  await offer.getByRole('button', { name: 'Discard draft' }).click()
  await page.reload({ waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Create New Article' }).click()
  await expect(create.getByLabel('Title', { exact: true })).toHaveValue('')
  await expect(offer).toHaveCount(0)
})

test('an untouched edit form leaves without a question even when the editor rewrites the stored HTML as it loads', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  // An image alone: the editor writes it back with its layout, alt text and a paragraph after it.
  const created = await page.request.post('/api/v1/news', {
    data: {
      title: 'E2E Reformatted',
      excerpt: 'x',
      author: 'E2E',
      content: '<img src="/favicon.svg">',
      content_el: '<img src="/favicon.svg">',
      date: inAWeek(),
    },
  })
  expect(created.status()).toBe(201)
  const { id } = ((await created.json()) as { data: { id: string } }).data
  let questions = 0
  page.on('dialog', (question) => {
    questions++
    void question.dismiss()
  })
  try {
    await page.goto(`/news/${id}/edit?lang=el`, { waitUntil: 'networkidle' })
    const content = page.locator('input[type=hidden][name=content]')
    await expect(page.locator('[contenteditable=true]').first()).toBeVisible()
    // What the editor does when it writes the stored HTML back in its own form (as it may, soon
    // after loading): the field changes with no event and nothing done by the person.
    await content.evaluate((input: HTMLInputElement) => {
      input.value = `${input.value}<p></p>`
    })
    await page.goto('/news?lang=en')
    await expect(page).toHaveURL(/\/news\?lang=en$/)
    expect(questions).toBe(0)

    // Once the person changes something, leaving asks again.
    await page.goto(`/news/${id}/edit?lang=en`, { waitUntil: 'networkidle' })
    await expect(page.locator('[contenteditable=true]').first()).toBeVisible()
    await page.getByLabel('Title (English)').fill('E2E Reformatted, changed')
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible()
  } finally {
    expect((await page.request.delete(`/api/v1/news/${id}`)).status()).toBe(200)
  }
})
