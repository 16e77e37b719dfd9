/**
 * /admin/review through createRoutesStub: the real page with loader data of the loader's shape
 * (the loader and the action run on PGlite in tests/integration/review-queue.test.ts and
 * pending-review.test.ts); the action here stands in for the server's answers.
 */
import { screen, within } from '@testing-library/react'
import { data } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import { diffSnapshots } from '~/domain/revision-diff'
import * as reviewPage from './review'

const ITEM = {
  kind: 'events' as const,
  id: 'e1',
  title: 'Family picnic in the park',
  path: '/events/family-picnic',
  authorEmail: 'maria@example.org',
  submittedAt: '2027-03-02T08:30:00.000Z',
  against: 'published' as const,
  diffs: diffSnapshots(
    { title: 'Family picnic', description: 'Bring a blanket.' },
    { title: 'Family picnic in the park', description: 'Bring a blanket.' },
    ['title', 'description'],
    [],
  ),
}

const CHANGE = {
  kind: 'wiki' as const,
  id: 'w7',
  title: 'Seizure first aid',
  path: '/wiki/seizure-first-aid',
  authorEmail: null,
  submittedAt: '2027-03-01T16:00:00.000Z',
  diffs: [] as typeof ITEM.diffs,
  scheduled: null as { at: string; by: string | null } | null,
  scheduleFailure: null as null | 'conflict' | 'invalid' | 'not_found' | 'forbidden',
}

function loaderData(
  overrides: Partial<{
    items: (Omit<typeof ITEM, 'against'> & { against: 'published' | 'previous' | 'nothing' })[]
    changes: (typeof CHANGE)[]
  }> = {},
) {
  return { items: [ITEM], changes: [CHANGE], meta: { title: 'Review queue' }, ...overrides }
}

async function render(options: Partial<RenderOptions> = {}) {
  const posts: Record<string, string>[] = []
  const page = await renderPage(reviewPage, {
    id: 'routes/admin/review',
    path: '/admin/review',
    root: { auth: ADMIN_AUTH },
    loaderData: loaderData(),
    action: async ({ request }) => {
      posts.push(Object.fromEntries((await request.formData()) as never))
      return { ok: true, message: '“Family picnic in the park” is published.' }
    },
    ...options,
  })
  return { ...page, posts }
}

const itemEntry = () => document.querySelector<HTMLElement>('[data-review-item="e1"]')!
const changeEntry = () => document.querySelector<HTMLElement>('[data-review-change="w7"]')!

describe('/admin/review', () => {
  it('shows a pending item: its kind, title, author, time, link and what it changes', async () => {
    await render()
    expect(screen.getByRole('heading', { level: 1, name: 'Review queue' })).toBeTruthy()
    const item = within(itemEntry())
    expect(item.getByRole('heading', { level: 2, name: 'Family picnic in the park' })).toBeTruthy()
    expect(itemEntry().textContent).toContain('By maria@example.org · Submitted 2 March 2027')
    expect(item.getByRole('link', { name: 'Open the item' }).getAttribute('href')).toBe(
      '/events/family-picnic',
    )
    const diff = within(item.getByRole('group', { name: 'Changes against the published version' }))
    expect(diff.getByText('Title')).toBeTruthy()
    expect(itemEntry().querySelector('ins')!.textContent).toBe('in the park')
  })

  it('shows a pending change to a published item, made by the site, with no text changes', async () => {
    await render()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Changes to published items' }),
    ).toBeTruthy()
    const change = within(changeEntry())
    expect(change.getByRole('heading', { level: 3, name: 'Seizure first aid' })).toBeTruthy()
    expect(changeEntry().textContent).toContain('By the site')
    expect(change.getByText('No changes in the text.')).toBeTruthy()
    expect(change.getByRole('link', { name: 'Open the published item' }).getAttribute('href')).toBe(
      '/wiki/seizure-first-aid',
    )
  })

  it('publishes an item: posts its kind, id and intent, and says so', async () => {
    const { user, posts } = await render()
    await user.click(within(itemEntry()).getByRole('button', { name: 'Publish now' }))
    expect((await screen.findByRole('status')).textContent).toBe(
      '“Family picnic in the park” is published.',
    )
    expect(posts).toEqual([{ kind: 'events', id: 'e1', intent: 'publish' }])
  })

  it('schedules a change and sends an item back with its note', async () => {
    const { user, posts } = await render()
    const change = within(changeEntry())
    expect(
      change.getByText(
        'Visitors see the published version until then. If the author saves the change again, it waits for you again.',
      ),
    ).toBeTruthy()
    await user.type(change.getByLabelText('Publish on (Cyprus time)'), '2027-04-01T09:00')
    await user.click(change.getByRole('button', { name: 'Schedule the change' }))
    await screen.findByRole('status')
    const item = within(itemEntry())
    await user.type(item.getByRole('textbox', { name: 'Note to the author' }), 'Add the time.')
    await user.click(item.getByRole('button', { name: 'Send back' }))
    await screen.findByRole('status')
    expect(posts).toEqual([
      { kind: 'wiki', id: 'w7', intent: 'schedule-change', publish_at: '2027-04-01T09:00' },
      { kind: 'events', id: 'e1', intent: 'send-back', note: 'Add the time.' },
    ])
  })

  it('shows a refused note at the entry it belongs to, translated', async () => {
    const { user } = await render({
      action: () =>
        data(
          {
            ok: false,
            message: 'Fix the errors',
            id: 'e1',
            fields: { note: 'admin.review.noteRequired' },
          },
          { status: 400 },
        ),
    })
    await user.click(within(itemEntry()).getByRole('button', { name: 'Send back' }))
    expect(
      await within(itemEntry()).findByText('Write a note to the author saying what to change.'),
    ).toBeTruthy()
    expect(
      within(changeEntry()).queryByText('Write a note to the author saying what to change.'),
    ).toBeNull()
    // A refusal at a field is said there, not again above the list.
    expect(screen.queryByText('Fix the errors')).toBeNull()
  })

  it('shows a refusal without fields above the list', async () => {
    const message =
      'This item is no longer waiting for review: someone else has already answered it.'
    const { user } = await render({
      action: () => data({ ok: false, message, id: 'e1' }, { status: 409 }),
    })
    await user.click(within(itemEntry()).getByRole('button', { name: 'Publish now' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
  })

  it('says when a change is scheduled, and by whom', async () => {
    await render({
      loaderData: loaderData({
        changes: [
          { ...CHANGE, scheduled: { at: '2027-04-01T06:00:00.000Z', by: 'editor@example.org' } },
        ],
      }),
    })
    expect(changeEntry().querySelector('[data-change-scheduled]')!.textContent).toBe(
      'Scheduled for 1 April 2027 at 09:00 by editor@example.org.',
    )
  })

  it('says why a scheduled publication did not happen', async () => {
    await render({
      loaderData: loaderData({ changes: [{ ...CHANGE, scheduleFailure: 'conflict' }] }),
    })
    expect(changeEntry().textContent).toContain(
      'Its scheduled publication did not happen: someone saved the item after the author’s version.',
    )
  })

  it('names what a new item or an item without a published version is compared with', async () => {
    await render({
      loaderData: loaderData({
        changes: [],
        items: [
          { ...ITEM, against: 'nothing' },
          { ...ITEM, id: 'n2', kind: 'news' as never, against: 'previous', diffs: [] },
        ],
      }),
    })
    expect(screen.getByRole('group', { name: 'A new item: everything below is new.' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Changes against the previous version' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Changes to published items' })).toBeNull()
  })

  it('says when nothing waits, in Greek', async () => {
    await render({ lang: 'el', loaderData: loaderData({ items: [], changes: [] }) })
    expect(screen.getByRole('heading', { level: 1, name: 'Προς έγκριση' })).toBeTruthy()
    expect(screen.getByText('Δεν περιμένει τίποτα για έγκριση.')).toBeTruthy()
  })
})
