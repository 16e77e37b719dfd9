/** A news post's page through createRoutesStub, with loader data of the loader's shape. */
import { screen, waitFor, within } from '@testing-library/react'
import { redirect } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import ContentLayout from '../content/content-layout'
import * as detailPage from './detail'

const ITEM = {
  id: 'n1',
  title: 'New study on sleep',
  excerpt: 'Sleep and seizures.',
  content: '<p>Researchers found <strong>links</strong>.</p>',
  author: 'Maria',
  date: '2027-02-10',
  category: 'research',
  featured: true,
  tags: ['research', 'sleep'],
  imageUrl: null,
  likesCount: 3,
  untranslated: [],
}

const LIST = { path: 'news', Component: () => <h1>News list</h1> }

function render(options: Partial<RenderOptions> & { item?: unknown } = {}) {
  const item = options.item === undefined ? ITEM : options.item
  return renderPage(detailPage, {
    id: 'routes/news/detail',
    path: '/news/n1',
    pattern: '/news/:id',
    loaderData: { item, meta: { title: 'New study on sleep' } },
    layout: ContentLayout,
    siblings: [LIST],
    ...options,
  })
}

describe('/news/:id', () => {
  it('shows the post: badges, title, date, author, tags, excerpt and its rich text', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: 'New study on sleep' })).toBeTruthy()
    expect(screen.getByText('Research')).toBeTruthy()
    expect(screen.getByText('Featured')).toBeTruthy()
    expect(screen.getByText('10 February 2027').getAttribute('datetime')).toBe('2027-02-10')
    expect(screen.getByText('By Maria')).toBeTruthy()
    expect(screen.getByText('Sleep and seizures.')).toBeTruthy()
    expect(screen.getByText('links').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'Back to news' }).getAttribute('href')).toBe('/news')
    expect(screen.getByRole('button', { name: 'Like “New study on sleep”' })).toBeTruthy()
  })

  it('tells admins a draft is not public yet and links its history', async () => {
    const editorial = { status: 'draft', publishAt: null, preview: true, elReady: true }
    await render({ item: { ...ITEM, editorial }, root: { auth: ADMIN_AUTH } })
    expect(screen.getByText('Preview — not published')).toBeTruthy()
    expect(
      screen.getByText('Visitors cannot see this draft; only admins can open this page.'),
    ).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'History and earlier versions' }).getAttribute('href'),
    ).toBe('/admin/history/news/n1')
  })

  it('lets an admin delete the post after confirming, back to the list', async () => {
    const posts: FormData[] = []
    const { user } = await render({
      root: { auth: ADMIN_AUTH },
      action: async ({ request }) => {
        posts.push(await request.formData())
        throw redirect('/news?notice=deleted')
      },
    })
    await user.click(
      await screen.findByRole('button', { name: 'More options: New study on sleep' }),
    )
    expect(screen.getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe(
      '/news/n1/edit',
    )
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const dialog = within(
      screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this news post?' }),
    )
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('heading', { name: 'News list' })).toBeTruthy()
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(Object.fromEntries(posts[0]!)).toEqual({ intent: 'delete', redirectTo: '/news' })
  })

  it('says in Greek when the post is not there', async () => {
    await render({ lang: 'el', item: null })
    expect(screen.getByRole('heading', { level: 1, name: 'Το άρθρο δεν βρέθηκε' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Πίσω στα νέα' }).getAttribute('href')).toBe('/news')
  })
})
