import { type Page } from '@playwright/test'
import sharp from 'sharp'

import { expectNoAxeViolations } from './support/axe'
import { signInAs } from './support/auth'
import { expect, test } from './support/test'

/** The soonest upcoming event: past events take no interest, so likes are tried on this one. */
async function firstEventId(page: Page) {
  const response = await page.request.get('/api/v1/events')
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Nicosia' }).format(new Date())
  const events = ((await response.json()) as { data: { id: string; date: string }[] }).data
  return events.find((event) => event.date >= today)!.id
}

test.describe('visitors', () => {
  test('events list filters by category, in English and Greek', async ({ page }) => {
    await page.goto('/events?lang=en')
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    const filter = page.getByRole('navigation', { name: 'Filter events by category' })
    await expect(filter.getByRole('link')).toHaveCount(7)
    await filter.getByRole('link', { name: 'Medical' }).click()
    await expect(page).toHaveURL(/category=medical/)
    await expect(page.getByRole('article').first().getByText('Medical')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/events?lang=el')
    await expect(page.getByRole('heading', { level: 1, name: 'Εκδηλώσεις' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('event details show no contact number and no admin controls; likes survive a reload', async ({
    page,
  }) => {
    const id = await firstEventId(page)
    // The admin menu renders in the browser only: look once the page's code has all run.
    await page.goto('/events?lang=en', { waitUntil: 'networkidle' })
    await expect(page.getByRole('button', { name: /^More options/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Add event' })).toHaveCount(0)
    await page.goto(`/events/${id}`)
    await expect(page.getByText('Contact number')).toHaveCount(0)
    expect(await page.content()).not.toContain('+357 22 000 000')
    const heart = page.getByTestId('like-button')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expectNoAxeViolations(page)
    const before = Number(await heart.getByTestId('like-count').textContent())
    await heart.click()
    await expect(page.getByText('Successfully added to interested list')).toBeVisible()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart.getByTestId('like-count')).toHaveText(String(before + 1))
    await page.reload()
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')
    await page.getByTestId('like-button').click()
    await expect(page.getByText('Successfully removed from interested list')).toBeVisible()
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('like-count')).toHaveText(String(before))
  })

  test('news tabs follow ?tab= both ways, replacing the history entry', async ({ page }) => {
    await page.goto('/events')
    // Clicked once the page's code has run: a tab pressed mid-hydration does nothing.
    await page.goto('/news', { waitUntil: 'networkidle' })
    await expect(page.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Patient Stories' }).click()
    await expect(page).toHaveURL(/\/news\?tab=stories$/)
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/events$/)
    await page.goto('/news?tab=stories&lang=el')
    await expect(page.getByRole('tab', { name: 'Ιστορίες ασθενών' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expectNoAxeViolations(page)
    // The keyboard: one tab stop; arrow keys move to the other tab and show it.
    await page.getByRole('tab', { name: 'Ιστορίες ασθενών' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Νέα' })).toBeFocused()
    await expect(page).toHaveURL(/\/news\?.*tab=news/)
    await expect(page.getByRole('tab', { name: 'Νέα' })).toHaveAttribute('tabindex', '0')
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Ιστορίες ασθενών' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  test('not-found screens answer 404', async ({ page }) => {
    for (const [path, title] of [
      ['/events/00000000-0000-4000-8000-000000000000', 'Event Not Found'],
      ['/events/not-an-id', 'Event Not Found'],
      ['/news/not-an-id', 'Article Not Found'],
      ['/story/00000000-0000-4000-8000-000000000000', 'Story Not Found'],
    ] as const) {
      const response = await page.goto(`${path}?lang=en`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    }
    await expect(page.getByRole('link', { name: 'Back to stories' })).toBeVisible()
    await page.goto('/events/not-an-id?lang=el')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η εκδήλωση δεν βρέθηκε')
  })

  // The toasts after an admin's save or delete are admin strings, which a visitor's browser
  // does not load: a visitor's link that carries a notice shows nothing, and loses the notice.
  test('a notice in a visitor’s link shows no toast', async ({ page }) => {
    for (const path of [
      '/events?notice=deleted',
      '/news?notice=newsNotFound',
      '/news?tab=stories&notice=deleted',
    ]) {
      await page.goto(path)
      await expect(page).not.toHaveURL(/notice=/)
      // A toast loads its code first: once the network is quiet, one would be on screen.
      await page.waitForLoadState('networkidle')
      // Counted once: a toast leaves by itself after a few seconds, which a retrying check would wait for.
      expect(await page.locator('[data-sonner-toast]').count(), path).toBe(0)
      expect(await page.getByText(/admin\.|deleted|not found/i).count(), path).toBe(0)
    }
  })

  test('admin pages say "Admin access required." to visitors and non-admins', async ({ page }) => {
    const id = await firstEventId(page)
    for (const path of ['/events/create', `/events/${id}/edit`, '/news/create', '/story/create']) {
      const response = await page.goto(`${path}?lang=en`)
      expect(response?.status()).toBe(403)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin access required.')
    }
    await signInAs(page, 'user')
    await page.goto('/news/create')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin access required.')
  })
})

test.describe('admins', () => {
  // Whole editorial flows (an upload, several saves, a delete): on a busy two-core machine they
  // outlast the default 45 s, as the CI run of 2026-11-28 showed at load average 10.
  test.describe.configure({ timeout: 120_000 })

  test('create an event with an image and tags, see it on /events and home, edit it, delete it', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    // Admin pages: act once their code has run (the editors load after the server's HTML).
    await page.goto('/events/create?lang=en', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText('Date and time are required.').first()).toBeVisible()
    await expect(page).toHaveURL(/\/events\/create/)

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('Title (English)').fill('E2E Lakeside Walk')
    await page.getByLabel('Title (Greek)').fill('Περίπατος στη λίμνη E2E')
    await page.getByLabel('Date').fill(tomorrow)
    await page.getByLabel('Time').selectOption('07:15')
    await page.getByLabel('Location (English)').fill('Limassol')
    await page
      .getByLabel('Description (English)', { exact: true })
      .fill('A gentle walk for everyone.')
    await page.getByLabel('Number of People (Optional)').fill('12')
    await page.getByLabel('Contact number').pressSequentially('+357 (99) abc 123')
    await expect(page.getByLabel('Contact number')).toHaveValue('+357 99  123')
    await page.getByRole('button', { name: '#outdoors' }).click()
    await page.getByPlaceholder('Type a tag and press Enter').fill('sunrise')
    await page.getByPlaceholder('Type a tag and press Enter').press('Enter')
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#5b2a86' },
    })
      .png()
      .toBuffer()
    await page.getByLabel('What the image shows (English)').fill('Walkers by a lake at sunrise')
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText('Image uploaded successfully')).toBeVisible()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()

    await expect(page.getByText('Event created!')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Lakeside Walk')
    await expect(page.getByText('+357 99  123')).toBeVisible()
    await expect(page.getByText('12 people')).toBeVisible()
    await expect(page.locator('article img[src^="/media/"]')).toBeVisible()
    await expect(page.getByText('#sunrise')).toBeVisible()
    const detailUrl = page.url().replace(/\?.*$/, '')

    await page.goto('/events')
    await expect(page.getByRole('heading', { name: 'E2E Lakeside Walk' })).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'E2E Lakeside Walk' })).toBeVisible()

    await page.goto(`${detailUrl}/edit`, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible()
    await page.getByLabel('Title (English)').fill('E2E Lakeside Walk (moved)')
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    await expect(page.getByText('Event updated!')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Lakeside Walk (moved)')

    await page.goto('/events')
    const card = page.getByRole('article').filter({ hasText: 'E2E Lakeside Walk (moved)' })
    await card.getByRole('button', { name: /^More options/ }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this event?',
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Event deleted successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'E2E Lakeside Walk (moved)' })).toHaveCount(0)
  })

  test('create, edit and delete a news post with rich text, and a story, in Greek too', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.goto('/news', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Add' }).click()
    await page.getByRole('menuitem', { name: 'Create News Article' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Add News Post' })).toBeVisible()
    await page.getByLabel('Title (English)').fill('E2E Clinic News')
    await page.getByLabel('Title (Greek)').fill('Νέα κλινικής E2E')
    const editor = page.getByRole('textbox', { name: 'Content (English)' })
    await editor.click()
    await editor.pressSequentially('Opening hours change.')
    await page
      .getByRole('toolbar')
      .first()
      .getByRole('button', { name: 'Insert YouTube video' })
      .click()
    await page.getByLabel('YouTube link').fill('https://example.org/not-youtube')
    await page.getByRole('button', { name: 'Insert', exact: true }).click()
    await expect(
      page.getByText('This link does not name a YouTube video.', { exact: false }),
    ).toBeVisible()
    await page.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ')
    await page.getByRole('button', { name: 'Insert', exact: true }).click()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText('News post created!')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Clinic News')
    // The video waits behind the site's own poster: no frame from YouTube until play is pressed.
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')
    await expect(player).toHaveCount(0)
    await page.locator('a.video-poster[data-video-id="dQw4w9WgXcQ"]').click()
    await expect(player).toHaveCount(1)
    const url = page.url().replace(/\?.*$/, '')
    await page.goto(`${url}?lang=el`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Νέα κλινικής E2E')

    await page.goto(`${url}/edit?lang=en`, { waitUntil: 'networkidle' })
    await page.getByLabel('Featured post').check()
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    await expect(page.getByText('News post updated!')).toBeVisible()
    await page.getByRole('button', { name: /^More options/ }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(page.getByRole('alertdialog')).toContainText(
      'Are you sure you want to delete this news post?',
    )
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('News post deleted!')).toBeVisible()
    await expect(page).toHaveURL(/\/news$/)

    await page.goto('/story/create', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1, name: 'Add Story' })).toBeVisible()
    await page.getByLabel('Title (English)').fill('E2E Story')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText('Story created!')).toBeVisible()
    await page.getByRole('button', { name: /^More options/ }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Story deleted!')).toBeVisible()
    await expect(page).toHaveURL(/\/news\?tab=stories$/)
  })

  test('XSS payloads in every text and rich-text field never run', async ({ page }) => {
    test.setTimeout(120_000)
    await signInAs(page, 'admin')
    const fired: string[] = []
    page.on('dialog', (dialog) => {
      fired.push(dialog.message())
      void dialog.dismiss()
    })
    const x = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const text = (name: string) => ({ [name]: `${name} ${x}`, [`${name}_el`]: `${name}_el ${x}` })
    const post = async (kind: string, body: Record<string, unknown>) => {
      const response = await page.request.post(`/api/v1/${kind}`, { data: body })
      expect(response.status()).toBe(201)
      return ((await response.json()) as { data: { id: string } }).data.id
    }
    const eventId = await post('events', {
      ...text('title'),
      ...text('description'),
      ...text('location'),
      ...text('cost'),
      date: tomorrow,
      time: '10:00',
      tags: ['<b>x</b>'],
    })
    const newsId = await post('news', {
      ...text('title'),
      ...text('excerpt'),
      ...text('author'),
      content: x,
      content_el: x,
      date: tomorrow,
      tags: ['<b>x</b>'],
    })
    const storyId = await post('stories', {
      ...text('title'),
      ...text('excerpt'),
      ...text('author'),
      content: x,
      content_el: x,
      date: tomorrow,
      tags: ['<b>x</b>'],
    })
    for (const path of [
      '/',
      '/events',
      `/events/${eventId}`,
      `/events/${eventId}/edit`,
      '/news',
      `/news/${newsId}`,
      `/news/${newsId}/edit`,
      '/news?tab=stories',
      `/story/${storyId}`,
      `/story/${storyId}/edit`,
    ]) {
      for (const lang of ['en', 'el']) {
        // goto waits for hydration (support/test.ts); the rich-text editor of a news or story edit
        // page is a lazy chunk of its own, rendered once it shows; a payload's picture would have
        // failed to load by networkidle.
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
        if (path.endsWith('/edit') && !path.startsWith('/events'))
          await expect(page.locator('[contenteditable="true"]').first()).toBeVisible()
        await page.waitForLoadState('networkidle')
      }
    }
    expect(fired).toEqual([])
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    for (const [kind, id] of [
      ['events', eventId],
      ['news', newsId],
      ['stories', storyId],
    ] as const) {
      expect((await page.request.delete(`/api/v1/${kind}/${id}`)).status()).toBe(200)
    }
  })
})
