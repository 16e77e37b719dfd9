/**
 * /admin/history through createRoutesStub: the real page with loader data of the loader's shape
 * (the loader itself runs on PGlite in tests/integration), the word diff made by the real
 * diffSnapshots; the action stands in for the server's restore.
 */
import { screen, within } from '@testing-library/react'
import { data, redirect } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import { diffSnapshots } from '~/domain/revision-diff'
import type { Lang } from '~/i18n/languages'
import * as historyPage from './history'

const OLDER = {
  title: 'Family picnic',
  title_el: '',
  date: '2027-03-05',
  description: 'Bring a blanket.',
}
const NEWER = {
  title: 'Family picnic in the park',
  title_el: 'Οικογενειακό πικνίκ',
  date: '2027-03-05',
  description: 'Bring a blanket.',
}

type Compare = { from: number; to: number; diffs: ReturnType<typeof diffSnapshots> }

function loaderData(overrides: Partial<ReturnType<typeof base>> = {}) {
  return { ...base(), ...overrides }
}

function base() {
  return {
    kind: 'events' as const,
    id: 'e1',
    title: 'Family picnic in the park',
    exists: true,
    backPath: '/events/e1' as string | null,
    restored: null as string | null,
    // Ids are site-wide (restores and comparisons name them); numbers count this item's versions.
    revisions: [
      {
        id: 41,
        number: 3,
        action: 'updated',
        title: 'Family picnic in the park',
        actorEmail: 'maria@example.org',
        createdAt: '2027-03-02T08:30:00.000Z',
        changedFields: ['title', 'title_el'],
      },
      {
        id: 27,
        number: 2,
        action: 'updated',
        title: 'Family picnic',
        actorEmail: null,
        createdAt: '2027-03-01T16:00:00.000Z',
        changedFields: ['contact_number'],
      },
      {
        id: 12,
        number: 1,
        action: 'created',
        title: 'Family picnic',
        actorEmail: 'admin@example.org',
        createdAt: '2027-03-01T09:15:00.000Z',
        changedFields: [],
      },
    ],
    compare: {
      from: 27,
      to: 41,
      diffs: diffSnapshots(OLDER, NEWER, ['title', 'title_el', 'date', 'description'], []),
    } as Compare | null,
    meta: { title: 'History: Family picnic in the park' },
  }
}

type Action = NonNullable<Parameters<typeof renderPage>[1]>['action']

async function render(
  options: { lang?: Lang; data?: ReturnType<typeof loaderData>; action?: Action } = {},
) {
  const start = options.data ?? loaderData()
  return renderPage(historyPage, {
    lang: options.lang,
    id: 'routes/admin/history',
    path: '/admin/history/events/e1',
    pattern: '/admin/history/:kind/:id',
    root: { auth: ADMIN_AUTH },
    loaderData: start,
    // After a restore the server's loader reads the address's ?restored=1.
    loader: ({ request }) => ({
      ...start,
      restored: new URL(request.url).searchParams.get('restored'),
    }),
    action: options.action,
  })
}

const versions = () =>
  within(document.querySelector<HTMLElement>('[data-revisions]')!).getAllByRole('listitem')

describe('/admin/history', () => {
  it('lists every version, newest first, with who saved it, when, and which fields changed', async () => {
    await render()
    expect(
      screen.getByRole('heading', { level: 1, name: 'History: Family picnic in the park' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the item' }).getAttribute('href')).toBe(
      '/events/e1',
    )
    expect(versions().map((version) => version.querySelector('div')!.textContent)).toEqual([
      'Version 3 · Edited2 March 2027 at 10:30 by maria@example.orgChanged: Title, Title (Greek)',
      'Version 2 · Edited1 March 2027 at 18:00 by the siteChanged: Contact number',
      'Version 1 · Created1 March 2027 at 11:15 by admin@example.org',
    ])
  })

  it('offers to restore every version but the one the item holds now', async () => {
    await render()
    expect(
      versions().map(
        (version) =>
          within(version).queryByRole('button', { name: 'Restore this version' }) !== null,
      ),
    ).toEqual([false, true, true])
  })

  it('shows the differences between the chosen versions, word by word', async () => {
    await render()
    const compare = within(screen.getByRole('region', { name: 'Compare' }))
    const older = compare.getByRole('combobox', { name: 'Older version' }) as HTMLSelectElement
    expect(older.value).toBe('27')
    expect(older.selectedOptions[0]!.textContent).toBe('Version 2 · 1 March 2027 at 18:00')
    expect(
      (compare.getByRole('combobox', { name: 'Newer version' }) as HTMLSelectElement).value,
    ).toBe('41')
    const diff = document.querySelector('[data-diff]')!
    expect([...diff.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Title',
      'Title (Greek)',
    ])
    expect([...diff.querySelectorAll('ins')].map((added) => added.textContent)).toEqual([
      'in the park',
      'Οικογενειακό πικνίκ',
    ])
    expect(diff.querySelector('dd')!.textContent).toBe('Family picnic in the park')
    expect(diff.querySelector('dd[lang="el"]')).toBeTruthy()
  })

  it('restores a version: posts it, and says so on the page it comes back to', async () => {
    const posted: string[] = []
    const { user } = await render({
      action: async ({ request }) => {
        posted.push(String((await request.formData()).get('revision')))
        throw redirect('/admin/history/events/e1?restored=1')
      },
    })
    await user.click(within(versions()[1]!).getByRole('button', { name: 'Restore this version' }))
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Version restored')
    expect(posted).toEqual(['27'])
  })

  it('shows the server’s refusal', async () => {
    const { user } = await render({
      action: () =>
        data({ ok: false as const, message: 'This version no longer exists.' }, { status: 404 }),
    })
    await user.click(within(versions()[2]!).getByRole('button', { name: 'Restore this version' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This version no longer exists.')
  })

  it('for a deleted item: no way back to it, every version restorable, in Greek', async () => {
    await render({ lang: 'el', data: loaderData({ exists: false, compare: null }) })
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ιστορικό: Family picnic in the park' }),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Πίσω στο στοιχείο' })).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Επαναφορά αυτής της έκδοσης' })).toHaveLength(3)
    expect(versions()[0]!.textContent).toContain('Έκδοση 3 · Επεξεργασία')
    expect(versions()[0]!.textContent).toContain('Αλλαγές: Τίτλος, Τίτλος (Ελληνικά)')
  })

  it('names each version and changed field in Greek, exactly', async () => {
    const [newest, older] = base().revisions
    const revisions = [
      { ...newest!, action: 'restored' },
      { ...older!, action: 'deleted' },
      // An action this version does not know shows as it was stored, never as a key.
      { ...base().revisions[2]!, action: 'archived' },
    ]
    await render({ lang: 'el', data: loaderData({ revisions }) })
    expect(versions().map((version) => version.querySelector('div')!.textContent)).toEqual([
      'Έκδοση 3 · Επαναφορά2 Μαρτίου 2027 στις 10:30 π.μ. από maria@example.orgΑλλαγές: Τίτλος, Τίτλος (Ελληνικά)',
      'Έκδοση 2 · Διαγραφή1 Μαρτίου 2027 στις 6:00 μ.μ. από τον ιστότοποΑλλαγές: Τηλέφωνο επικοινωνίας',
      'Έκδοση 1 · archived1 Μαρτίου 2027 στις 11:15 π.μ. από admin@example.org',
    ])
    const diff = document.querySelector('[data-diff]')!
    expect([...diff.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Τίτλος',
      'Τίτλος (Ελληνικά)',
    ])
  })

  it('says when nothing is recorded yet', async () => {
    await render({ data: loaderData({ revisions: [], compare: null }) })
    expect(
      screen.getByText(
        'No versions are recorded for this item yet. The next save starts its history.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Compare' })).toBeNull()
  })
})
