import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import type { Lang } from '~/i18n/languages'
import { ArticleForm } from './article-form'

const TODAY = '2027-03-01'

async function renderForm(
  kind: 'news' | 'story',
  options: {
    mode?: 'create' | 'edit'
    defaults?: Record<string, unknown>
    currentDate?: string
    lang?: Lang
    auth?: typeof ADMIN_AUTH
  } = {},
) {
  const posts: FormData[] = []
  const mode = options.mode ?? 'create'
  const list = kind === 'news' ? '/news' : '/stories'
  const page = await renderPage(
    <ArticleForm
      kind={kind}
      mode={mode}
      defaults={options.defaults ?? {}}
      today={TODAY}
      currentDate={options.currentDate}
      cancelTo={list}
    />,
    {
      lang: options.lang,
      root: { auth: options.auth ?? ADMIN_AUTH },
      path: mode === 'create' ? `${list}/create` : `${list}/3/edit`,
      action: async ({ request }) => {
        posts.push(await request.formData())
        return { ok: false, message: 'Failed.', fields: { author: 'admin.validation.tooLong' } }
      },
    },
  )
  return { ...page, posts }
}

describe('ArticleForm', () => {
  it('loads the rich-text editor for both languages, starting from the stored text', async () => {
    const { container } = await renderForm('news', {
      mode: 'edit',
      defaults: { title: 'Research', content: '<p>New <strong>study</strong></p>' },
    })
    const toolbars = await screen.findAllByRole(
      'toolbar',
      { name: 'Formatting' },
      { timeout: 5000 },
    )
    expect(toolbars).toHaveLength(2)
    expect(within(toolbars[0]!).getByRole('button', { name: 'Bold' })).toBeTruthy()
    expect(container.querySelector<HTMLInputElement>('input[name="content"]')!.value).toBe(
      '<p>New <strong>study</strong></p>',
    )
    expect(container.querySelector<HTMLInputElement>('input[name="content_el"]')!.value).toBe('')
  })

  it('refuses a news post without title or date, and posts a valid one', async () => {
    const { user, posts } = await renderForm('news')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      screen.getByText('Title is required: give it in English, in Greek or in both.'),
    ).toBeTruthy()
    expect(screen.getByText('Date is required.')).toBeTruthy()
    expect(posts).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'New study')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '15/02/2027')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('This text is too long. Please shorten it.')).toBeTruthy()
    expect([posts[0]!.get('title'), posts[0]!.get('date'), posts[0]!.get('category')]).toEqual([
      'New study',
      '2027-02-15',
      'research',
    ])
    expect(posts[0]!.has('featured')).toBe(false)
  })

  it('refuses a story dated in the past, and offers featuring only when editing', async () => {
    const { user, posts } = await renderForm('story')
    expect(screen.queryByRole('checkbox', { name: 'Featured story' })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Title (English)' }), 'My journey')
    await user.type(screen.getByRole('textbox', { name: 'Date' }), '15/02/2027')
    await user.click(screen.getByRole('button', { name: 'Publish' }))
    expect(
      screen.getByText('The date cannot be in the past. Please choose today or a later day.'),
    ).toBeTruthy()
    expect(posts).toHaveLength(0)
  })

  it('keeps a story’s stored past date when editing, with the featured switch', async () => {
    const defaults = {
      title: 'My journey',
      date: '2026-05-01',
      featured: true,
      status: 'published',
    }
    const { user, posts } = await renderForm('story', {
      mode: 'edit',
      defaults,
      currentDate: '2026-05-01',
    })
    expect(
      (screen.getByRole('checkbox', { name: 'Featured story' }) as HTMLInputElement).checked,
    ).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect([posts[0]!.get('date'), posts[0]!.get('featured')]).toEqual(['2026-05-01', 'true'])
  })

  it('is in Greek on a Greek page, its save button saying what saving will do', async () => {
    const { user } = await renderForm('news', { lang: 'el' })
    expect(screen.getByRole('textbox', { name: 'Περίληψη (Ελληνικά)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Δημοσίευση' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Κατάσταση' }), 'draft')
    expect(screen.getByRole('button', { name: 'Αποθήκευση πρόχειρου' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Κατάσταση' }), 'scheduled')
    expect(screen.getByRole('button', { name: 'Προγραμματισμός' })).toBeTruthy()
  })

  it('offers an author Draft and Submit for review only, and saves a pending item without resubmitting', async () => {
    const author = { ...ADMIN_AUTH, role: 'author' as const, isAdmin: false }
    const { user, posts } = await renderForm('story', {
      auth: author,
      defaults: { title: 'My first seizure', date: '2027-03-02' },
    })
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Pending review'])
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy()
    await user.selectOptions(status, 'pending_review')
    await user.click(screen.getByRole('button', { name: 'Submit for review' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]!.get('status')).toBe('pending_review')
  })

  it('tells an author in Greek that a pending item stays waiting when saved', async () => {
    const author = { ...ADMIN_AUTH, role: 'author' as const, isAdmin: false }
    await renderForm('news', {
      auth: author,
      lang: 'el',
      mode: 'edit',
      defaults: { title: 'Waiting', date: '2027-03-02', status: 'pending_review' },
    })
    expect(
      screen.getByRole('button', { name: 'Αποθήκευση (παραμένει σε αναμονή έγκρισης)' }),
    ).toBeTruthy()
  })

  it('updates a published story in Greek, and saves a story with a Greek title alone', async () => {
    const { user, posts } = await renderForm('story', {
      lang: 'el',
      mode: 'edit',
      defaults: { title_el: 'Το ταξίδι μου', date: '2027-03-02', status: 'published' },
    })
    await user.click(screen.getByRole('button', { name: 'Ενημέρωση' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect([posts[0]!.get('title'), posts[0]!.get('title_el')]).toEqual(['', 'Το ταξίδι μου'])
  })

  it('says on the Greek title that a Greek title is enough, in both languages; other Greek fields stay optional', async () => {
    const hintOf = (label: string) =>
      document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)!
        .textContent
    await renderForm('news')
    expect(hintOf('Title (Greek)')).toBe(
      "A Greek title alone is enough. With both, each language's readers see their own.",
    )
    expect(hintOf('Excerpt (Greek)')).toMatch(/^Optional\./)
  })

  it('offers a Preview that says it opens a new tab', async () => {
    await renderForm('story', { lang: 'el' })
    expect(
      screen
        .getByRole('button', { name: 'Προεπισκόπηση (ανοίγει σε νέα καρτέλα)' })
        .getAttribute('type'),
    ).toBe('button')
    expect(
      document.getElementById(
        screen.getByLabelText('Τίτλος (Ελληνικά)').getAttribute('aria-describedby')!,
      )!.textContent,
    ).toBe(
      'Αρκεί και μόνο ελληνικός τίτλος. Αν υπάρχουν και οι δύο, οι αναγνώστες κάθε γλώσσας βλέπουν τον δικό τους.',
    )
  })
})
