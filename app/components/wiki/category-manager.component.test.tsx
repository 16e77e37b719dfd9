import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import type { AdminCategory, WikiActionResult } from '~/domain/wiki-types'
import type { Lang } from '~/i18n/languages'
import CategoryManager from './category-manager'

function category(
  id: string,
  name: string,
  page: number,
  orderIndex: number,
  articleCount: number,
): AdminCategory {
  return {
    id,
    name,
    nameEl: null,
    slug: name.toLowerCase().replace(/ /g, '-'),
    description: '',
    descriptionEl: null,
    orderIndex,
    page,
    articleCount,
  }
}

const CATEGORIES = [
  category('c1', 'Seizure types', 1, 0, 3),
  category('c2', 'Diagnosis', 1, 1, 1),
  category('c3', 'School', 2, 0, 0),
]

function Manager({ categories }: { categories: AdminCategory[] }) {
  const [open, setOpen] = useState(true)
  return (
    <CategoryManager open={open} onOpenChange={setOpen} categories={categories} defaultPage={2} />
  )
}

/** The manager on the wiki page, whose action keeps the posts and answers as the server does. */
async function render(
  options: {
    lang?: Lang
    categories?: AdminCategory[]
    answer?: (form: FormData) => WikiActionResult
  } = {},
) {
  const posts: FormData[] = []
  const page = await renderPage(<Manager categories={options.categories ?? CATEGORIES} />, {
    lang: options.lang,
    path: '/wiki',
    root: { auth: ADMIN_AUTH },
    action: async ({ request }) => {
      const form = await request.formData()
      posts.push(form)
      return options.answer?.(form) ?? { ok: true, intent: String(form.get('intent')) }
    },
  })
  return { ...page, posts }
}

describe('CategoryManager', () => {
  it('lists the categories with their section, order and article count', async () => {
    await render()
    const list = within(screen.getByRole('list', { name: 'Categories' }))
    const rows = list
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p:last-child')!.textContent)
    expect(rows).toEqual([
      '/seizure-typesUnderstanding EpilepsyOrder 03 articles',
      '/diagnosisUnderstanding EpilepsyOrder 11 article',
      '/schoolLiving with EpilepsyOrder 00 articles',
    ])
  })

  it('moves a category only within its section', async () => {
    const { user, posts } = await render()
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
    expect([
      button('Move “Seizure types” up').disabled,
      button('Move “Seizure types” down').disabled,
    ]).toEqual([true, false])
    expect([
      button('Move “Diagnosis” up').disabled,
      button('Move “Diagnosis” down').disabled,
    ]).toEqual([false, true])
    expect([button('Move “School” up').disabled, button('Move “School” down').disabled]).toEqual([
      true,
      true,
    ])
    await user.click(button('Move “Seizure types” down'))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(Object.fromEntries(posts[0]!)).toEqual({
      intent: 'category-move',
      id: 'c1',
      direction: 'down',
      enhanced: '1',
    })
  })

  it('adds a category: the slug follows the name, an empty name is refused before sending', async () => {
    const { user, posts } = await render()
    await user.click(screen.getByRole('button', { name: 'Add Category' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Add Category' }))
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(
      dialog.getByText('Name is required: give it in English, in Greek or in both.'),
    ).toBeTruthy()
    expect(posts).toHaveLength(0)
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'First Aid Tips')
    expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveProperty('value', 'first-aid-tips')
    expect((dialog.getByRole('combobox', { name: 'Section' }) as HTMLSelectElement).value).toBe('2')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull())
    expect(posts[0]!.get('intent')).toBe('category-create')
    expect([posts[0]!.get('name'), posts[0]!.get('slug'), posts[0]!.get('page')]).toEqual([
      'First Aid Tips',
      'first-aid-tips',
      '2',
    ])
  })

  it('edits a category, keeping its slug, and shows the server’s refusal at the field', async () => {
    const answer = (form: FormData): WikiActionResult => ({
      ok: false,
      intent: String(form.get('intent')),
      fields: { slug: 'admin.wiki.validation.categorySlugTaken' },
    })
    const { user, posts } = await render({ answer })
    await user.click(screen.getByRole('button', { name: 'Edit “Diagnosis”' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Category' }))
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }))
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Getting a diagnosis')
    expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveProperty('value', 'diagnosis')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(
      await dialog.findByText('Another category already uses this slug. Choose a different one.'),
    ).toBeTruthy()
    expect([posts[0]!.get('intent'), posts[0]!.get('id')]).toEqual(['category-update', 'c2'])
  })

  it('asks before deleting, saying the category and its articles can be restored for 30 days', async () => {
    const { user, posts } = await render()
    await user.click(screen.getByRole('button', { name: 'Delete “Seizure types”' }))
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete Category' }))
    expect(
      dialog.getByText(
        'Delete the category "Seizure types"? You can restore it from Recently deleted.',
      ),
    ).toBeTruthy()
    expect(
      dialog.getByText('The category and its 3 articles move to Recently deleted for 30 days.'),
    ).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(Object.fromEntries(posts[0]!)).toEqual({
      intent: 'category-delete',
      id: 'c1',
      enhanced: '1',
    })
  })

  it('is in Greek on a Greek page, and says when there are no categories', async () => {
    await render({ lang: 'el', categories: [] })
    expect(screen.getByRole('dialog', { name: 'Διαχείριση κατηγοριών' })).toBeTruthy()
    expect(screen.getByText('Δεν υπάρχουν ακόμη κατηγορίες.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Προσθήκη κατηγορίας' })).toBeTruthy()
  })
})
