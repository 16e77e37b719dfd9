/**
 * /admin/tags through createRoutesStub, with loader data of the loader's shape (the loader and
 * the action run on PGlite in tests/integration/tags.test.ts); the action stands in for the
 * server's answers, the toaster is the app's own.
 */
import { screen, within } from '@testing-library/react'
import { data, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import { Toaster } from '~/components/ui/toaster'
import * as tagsPage from './tags'
import type { TagActionResult } from './tags'

const TAGS = [
  { name: 'Children', nameEl: 'Παιδιά', count: 3 },
  { name: 'Driving', nameEl: null, count: 1 },
]

function WithToaster() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}

async function render(
  answer: (form: FormData) => TagActionResult | Response,
  options: Partial<RenderOptions> = {},
) {
  const posts: Record<string, string>[] = []
  const page = await renderPage(tagsPage, {
    id: 'routes/admin/tags',
    path: '/admin/tags',
    root: { auth: ADMIN_AUTH },
    loaderData: { meta: { title: 'Tags' }, tags: TAGS },
    layout: WithToaster,
    action: async ({ request }) => {
      const form = await request.formData()
      posts.push(Object.fromEntries(form as never))
      return answer(form)
    },
    ...options,
  })
  return { ...page, posts }
}

const row = (name: string) => document.querySelector<HTMLFormElement>(`[data-tag="${name}"]`)!

describe('/admin/tags', () => {
  it('lists every tag with its labels and count, and how many lack a Greek label', async () => {
    await render(() => ({ ok: true, name: '', saved: '', shown: '' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Tags' })).toBeTruthy()
    expect(screen.getByText('1 tag has no Greek label yet.')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '#Children',
      '#Driving',
    ])
    const children = within(row('Children'))
    expect(children.getByRole('textbox', { name: 'English label' })).toHaveProperty(
      'value',
      'Children',
    )
    expect(children.getByRole('textbox', { name: 'Greek label' })).toHaveProperty('value', 'Παιδιά')
    expect(children.getByText('Used by 3 items')).toBeTruthy()
    expect(within(row('Driving')).getByText('Used by 1 item')).toBeTruthy()
  })

  it('saves one row on its own and says so in a toast', async () => {
    const { user, posts } = await render(() => ({
      ok: true,
      name: 'Driving',
      saved: 'Driving',
      shown: 'Driving',
    }))
    await user.type(within(row('Driving')).getByRole('textbox', { name: 'Greek label' }), 'Οδήγηση')
    await user.click(screen.getByRole('button', { name: 'Save the labels of Driving' }))
    expect(await screen.findByText('Saved the labels of Driving.')).toBeTruthy()
    expect(posts).toEqual([{ name: 'Driving', label: 'Driving', label_el: 'Οδήγηση' }])
  })

  it('shows a refusal at its row and field, translated, and focuses that field', async () => {
    const { user } = await render(
      () =>
        data<TagActionResult>(
          { ok: false, name: 'Children', errors: { label: 'admin.tags.errors.taken' } },
          { status: 409 },
        ) as never,
    )
    const english = within(row('Children')).getByRole('textbox', { name: 'English label' })
    await user.clear(english)
    await user.type(english, 'Driving')
    await user.click(screen.getByRole('button', { name: 'Save the labels of Children' }))
    expect(
      await within(row('Children')).findByText(
        'Another tag already has this English label. Choose a different one.',
      ),
    ).toBeTruthy()
    expect(document.activeElement).toBe(english)
    expect(english.getAttribute('aria-invalid')).toBe('true')
    expect(within(row('Driving')).queryByText(/Another tag/)).toBeNull()
  })

  it('focuses the Greek field when only it is refused', async () => {
    const { user } = await render(
      () =>
        data<TagActionResult>(
          { ok: false, name: 'Driving', errors: { label_el: 'admin.tags.errors.comma' } },
          { status: 400 },
        ) as never,
    )
    const greek = within(row('Driving')).getByRole('textbox', { name: 'Greek label' })
    await user.type(greek, 'Οδήγηση, αυτοκίνητο')
    await user.click(screen.getByRole('button', { name: 'Save the labels of Driving' }))
    expect(
      await screen.findByText('Remove the comma: item forms read a comma as the end of a tag.'),
    ).toBeTruthy()
    expect(document.activeElement).toBe(greek)
  })

  it('names tags by their Greek label on a Greek page, English ones marked as English', async () => {
    await render(() => ({ ok: true, name: '', saved: '', shown: '' }), { lang: 'el' })
    const headings = screen.getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => [h.textContent, h.getAttribute('lang')])).toEqual([
      ['#Παιδιά', null],
      ['#Driving', 'en'],
    ])
    expect(screen.getByText('1 ετικέτα δεν έχει ακόμη ελληνική ονομασία.')).toBeTruthy()
  })

  it('says when there are no tags yet', async () => {
    await render(() => ({ ok: true, name: '', saved: '', shown: '' }), {
      loaderData: { meta: { title: 'Tags' }, tags: [] },
    })
    expect(
      screen.getByText(
        'No tags yet. Tags typed in the forms of events, news, stories and wiki articles appear here.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/no Greek label yet/)).toBeNull()
  })
})
