/** /admin/deleted through createRoutesStub, with loader data of the loader's shape. */
import { cleanup, screen, within } from '@testing-library/react'
import { data, redirect } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import * as deletedPage from './deleted'

const ITEMS = [
  {
    kind: 'events',
    itemId: 'e1',
    title: 'Family picnic',
    deletedAt: '2027-03-02T08:30:00.000Z',
    deletedBy: 'maria@example.org',
  },
  {
    kind: 'wiki',
    itemId: 'w9',
    title: 'Absence seizures',
    deletedAt: '2027-03-01T16:00:00.000Z',
    deletedBy: null,
  },
  {
    kind: 'pages',
    itemId: 'p4',
    title: 'Volunteer with us',
    deletedAt: '2027-02-27T09:00:00.000Z',
    deletedBy: 'admin@example.org',
  },
]

const EDITOR_AUTH = {
  user: { id: 'u2', email: 'nikos@example.org', name: 'Nikos' },
  role: 'editor' as const,
  isAdmin: false,
}

const EVENT_PAGE = { path: 'events/:id', Component: () => <h1>Event page</h1> }

function render(options: Partial<RenderOptions> & { items?: typeof ITEMS } = {}) {
  return renderPage(deletedPage, {
    id: 'routes/admin/deleted',
    path: '/admin/deleted',
    root: { auth: ADMIN_AUTH },
    loaderData: { items: options.items ?? ITEMS, meta: { title: 'Recently deleted' } },
    siblings: [EVENT_PAGE],
    ...options,
  })
}

describe('/admin/deleted', () => {
  it('lists what was deleted in the last 30 days: kind, when, by whom, and the way to its history', async () => {
    await render()
    const items = within(document.querySelector<HTMLElement>('[data-deleted-items]')!).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.querySelector('p + p')!.textContent)).toEqual([
      'Event · Deleted 2 March 2027 at 10:30 · by maria@example.org',
      'Wiki article · Deleted 1 March 2027 at 18:00',
      'Page · Deleted 27 February 2027 at 11:00 · by admin@example.org',
    ])
    expect(
      within(items[1]!)
        .getByRole('link', { name: 'History and earlier versions' })
        .getAttribute('href'),
    ).toBe('/admin/history/wiki/w9')
  })

  it('restores an item and goes to it', async () => {
    const posts: FormData[] = []
    const { user } = await render({
      action: async ({ request }) => {
        posts.push(await request.formData())
        throw redirect('/events/e1?notice=restored')
      },
    })
    await user.click(screen.getByRole('button', { name: 'Restore: Family picnic' }))
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeTruthy()
    expect(Object.fromEntries(posts[0]!)).toEqual({ kind: 'events', id: 'e1' })
  })

  it('restores a deleted page for an admin; an editor is told only an admin can', async () => {
    const posts: FormData[] = []
    const { user } = await render({
      action: async ({ request }) => {
        posts.push(await request.formData())
        return data({ ok: false as const, message: 'refused' }, { status: 409 })
      },
    })
    await user.click(screen.getByRole('button', { name: 'Restore: Volunteer with us' }))
    await screen.findByRole('alert')
    expect(Object.fromEntries(posts[0]!)).toEqual({ kind: 'pages', id: 'p4' })
    cleanup()
    await render({ root: { auth: EDITOR_AUTH } })
    const items = within(document.querySelector<HTMLElement>('[data-deleted-items]')!).getAllByRole(
      'listitem',
    )
    expect(within(items[2]!).queryByRole('button')).toBeNull()
    expect(within(items[2]!).getByText('Only an admin can restore a deleted page.')).toBeTruthy()
    expect(within(items[0]!).getByRole('button', { name: 'Restore: Family picnic' })).toBeTruthy()
  })

  it('shows the server’s refusal', async () => {
    const { user } = await render({
      action: () =>
        data(
          { ok: false as const, message: 'This item can no longer be restored.' },
          { status: 400 },
        ),
    })
    await user.click(screen.getByRole('button', { name: 'Restore: Absence seizures' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This item can no longer be restored.',
    )
  })

  it('says in Greek when nothing was deleted', async () => {
    await render({ lang: 'el', items: [] })
    expect(screen.getByRole('heading', { level: 1, name: 'Πρόσφατα διαγραμμένα' })).toBeTruthy()
    expect(screen.getByText('Δεν διαγράφηκε τίποτα τις τελευταίες 30 ημέρες.')).toBeTruthy()
  })

  it('names the refused guard instead of the page', async () => {
    const refusal = { guard: 'admin-required', message: 'Admin access required.' }
    await render({
      loaderData: undefined,
      root: {
        auth: {
          user: { id: 'u1', email: 'eleni@example.org', name: 'Eleni' },
          role: 'user',
          isAdmin: false,
        },
      },
      loader: () => {
        throw data(refusal, { status: 403 })
      },
      hydrate: false,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin access required.' }),
    ).toBeTruthy()
    expect(
      screen.getByText(
        'Your account does not have administrator rights. Ask an administrator of the foundation if you need them.',
      ),
    ).toBeTruthy()
  })
})
