/** /admin/people through createRoutesStub, with loader data of the loader's shape. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import * as peoplePage from './people'
import type { PeopleActionResult } from './people'

const ME = ADMIN_AUTH.user!.id

function loaderData() {
  return {
    meta: { title: 'People' },
    me: ME,
    people: [
      {
        id: ME,
        name: 'Admin',
        email: 'admin@example.org',
        role: 'admin',
        twoFactorEnabled: true,
        lastSignIn: '2026-11-28T08:00:00.000Z',
        bootstrap: true,
        joinedAt: null,
      },
      {
        id: 'm1',
        name: 'Ελένη',
        email: 'eleni@example.com',
        role: 'author',
        twoFactorEnabled: false,
        lastSignIn: null,
        bootstrap: false,
        joinedAt: '2026-11-20T08:00:00.000Z',
      },
    ],
    invitations: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        email: 'waiting@example.com',
        role: 'editor',
        invitedBy: 'admin@example.org',
        createdAt: '2026-11-27T08:00:00.000Z',
        expiresAt: '2026-12-04T08:00:00.000Z',
      },
    ],
  }
}

async function render(answer: PeopleActionResult, options: Partial<RenderOptions> = {}) {
  const posts: Record<string, string>[] = []
  const page = await renderPage(peoplePage, {
    id: 'routes/admin/people',
    path: '/admin/people',
    root: { auth: ADMIN_AUTH },
    loaderData: loaderData(),
    action: async ({ request }) => {
      posts.push(Object.fromEntries((await request.formData()) as never))
      return answer
    },
    ...options,
  })
  return { ...page, posts }
}

describe('/admin/people', () => {
  it('lists the team in Greek; only members one may change have the controls', async () => {
    await render({ ok: true, intent: 'role', target: 'm1', name: 'Ελένη' }, { lang: 'el' })
    expect(screen.getByRole('heading', { level: 1, name: 'Άτομα' })).toBeTruthy()
    const me = screen.getByRole('heading', { name: 'Admin' }).closest('li')!
    expect(within(me).getByText('Εσείς')).toBeTruthy()
    expect(within(me).getByText('Διαχειριστής')).toBeTruthy()
    expect(within(me).getByText('Ενεργός')).toBeTruthy()
    expect(within(me).queryByRole('button')).toBeNull()
    const eleni = screen.getByRole('heading', { name: 'Ελένη' }).closest('li')!
    expect(within(eleni).getByText('Ποτέ')).toBeTruthy()
    expect(within(eleni).getByRole('combobox', { name: 'Ρόλος του/της Ελένη' })).toHaveProperty(
      'value',
      'author',
    )
    expect(within(eleni).getByRole('button', { name: 'Αφαίρεση' })).toBeTruthy()
    expect(screen.getByText('waiting@example.com')).toBeTruthy()
  })

  it('posts a role change for the member', async () => {
    const { user, posts } = await render({
      ok: true,
      intent: 'role',
      target: 'm1',
      name: 'Ελένη',
      role: 'editor',
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ελένη' }), 'editor')
    await user.click(screen.getByRole('button', { name: 'Change role' }))
    await screen.findByRole('button', { name: 'Change role' })
    expect(posts).toEqual([{ intent: 'role', id: 'm1', role: 'editor' }])
  })

  it('asks before removing someone, then posts the removal', async () => {
    const { user, posts } = await render({
      ok: true,
      intent: 'remove',
      target: 'm1',
      name: 'Ελένη',
    })
    await user.click(screen.getByRole('button', { name: 'Remove' }))
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).getByText('Remove Ελένη from the team?')).toBeTruthy()
    expect(posts).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await expect.poll(() => posts).toEqual([{ intent: 'remove', id: 'm1', name: 'Ελένη' }])
  })

  it('sends an invitation and shows a refusal under the field it names', async () => {
    const { user, posts } = await render({
      ok: false,
      intent: 'invite',
      target: '',
      errors: { email: 'admin.people.errors.member' },
    })
    const invite = screen.getByRole('region', { name: 'Invite someone' })
    await user.type(within(invite).getByLabelText('Email'), 'admin@example.org')
    await user.selectOptions(within(invite).getByLabelText('Role'), 'reviewer')
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }))
    expect(
      await within(invite).findByText(
        'This address can already sign in. Change their role in the list instead.',
      ),
    ).toBeTruthy()
    expect(posts).toEqual([{ intent: 'invite', email: 'admin@example.org', role: 'reviewer' }])
  })

  it('withdraws a waiting invitation', async () => {
    const { user, posts } = await render({
      ok: true,
      intent: 'withdraw',
      target: '11111111-1111-4111-8111-111111111111',
      name: 'waiting@example.com',
    })
    await user.click(
      screen.getByRole('button', { name: 'Withdraw the invitation of waiting@example.com' }),
    )
    await expect
      .poll(() => posts)
      .toEqual([
        {
          intent: 'withdraw',
          id: '11111111-1111-4111-8111-111111111111',
          email: 'waiting@example.com',
        },
      ])
  })
})
