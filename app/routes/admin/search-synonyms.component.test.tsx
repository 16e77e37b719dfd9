/**
 * /admin/search-synonyms through createRoutesStub, with loader data of the loader's shape (the
 * loader and the action run on PGlite in tests/integration/search-synonyms.test.ts); the action
 * stands in for the server's answers, the toaster is the app's own.
 */
import { screen } from '@testing-library/react'
import { data, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage, type RenderOptions } from '../../../tests/component/render'
import { Toaster } from '~/components/ui/toaster'
import * as synonymsPage from './search-synonyms'
import type { SynonymsActionResult } from './search-synonyms'

const TEXT = { en: 'medicine, medication, drugs', el: 'φάρμακα, αγωγή' }

function WithToaster() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}

async function render(options: Partial<RenderOptions> = {}) {
  const posts: Record<string, string>[] = []
  const page = await renderPage(synonymsPage, {
    id: 'routes/admin/search-synonyms',
    path: '/admin/search-synonyms',
    root: { auth: ADMIN_AUTH },
    loaderData: { meta: { title: 'Search synonyms' }, text: TEXT },
    layout: WithToaster,
    action: async ({ request }) => {
      posts.push(Object.fromEntries((await request.formData()) as never))
      return { ok: true } satisfies SynonymsActionResult
    },
    ...options,
  })
  return { ...page, posts }
}

const list = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement

describe('/admin/search-synonyms', () => {
  it('shows both stored lists and posts them together, then says they are saved', async () => {
    const { user, posts } = await render()
    expect(list('English synonyms').value).toBe(TEXT.en)
    expect(list('Greek synonyms').value).toBe(TEXT.el)
    expect(list('Greek synonyms').getAttribute('lang')).toBe('el')
    await user.type(list('English synonyms'), '\nfits, seizures')
    await user.click(screen.getByRole('button', { name: 'Save synonyms' }))
    expect(await screen.findByText('Synonyms saved. Search uses them from now on.')).toBeTruthy()
    expect(posts).toEqual([{ en: `${TEXT.en}\nfits, seizures`, el: TEXT.el }])
  })

  it('shows each fault of a refused list with its line, keeps what was sent, and focuses it', async () => {
    const sent = { en: TEXT.en, el: 'φάρμακα, αγωγή\nκρίση\nφάρμακα, χάπια' }
    const { user } = await render({
      action: () =>
        data<SynonymsActionResult>(
          {
            ok: false,
            errors: {
              el: [
                { line: 2, code: 'tooFewTerms' },
                { line: 3, code: 'repeated', term: 'φάρμακα' },
              ],
            },
            text: sent,
          },
          { status: 400 },
        ),
    })
    await user.click(screen.getByRole('button', { name: 'Save synonyms' }))
    const alert = await screen.findByRole('alert')
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Line 2: a group needs at least two different terms, separated by commas.',
      'Line 3: “φάρμακα” is already in an earlier line. A term can be in one group only.',
    ])
    const greek = list('Greek synonyms')
    expect(greek.value).toBe(sent.el)
    expect(greek.getAttribute('aria-invalid')).toBe('true')
    expect(greek.getAttribute('aria-describedby')).toBe('synonyms-el-hint synonyms-el-errors')
    expect(document.activeElement).toBe(greek)
    expect(list('English synonyms').getAttribute('aria-invalid')).toBeNull()
  })

  it('names a list that was not sent without a line number, in Greek', async () => {
    const { user } = await render({
      lang: 'el',
      action: () =>
        data<SynonymsActionResult>(
          {
            ok: false,
            errors: { en: [{ line: 0, code: 'missing' }] },
            text: { en: '', el: TEXT.el },
          },
          { status: 400 },
        ),
    })
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση συνωνύμων' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Η λίστα δεν στάλθηκε. Φορτώστε ξανά τη σελίδα και δοκιμάστε ξανά.',
    )
    expect(document.activeElement).toBe(list('Αγγλικά συνώνυμα'))
  })
})
