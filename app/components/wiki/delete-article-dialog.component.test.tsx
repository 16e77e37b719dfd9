import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import type { WikiActionResult } from '~/domain/wiki-types'
import type { Lang } from '~/i18n/languages'
import { DeleteArticleDialog } from './delete-article-dialog'

function ArticleWithDelete({ onDeleted }: { onDeleted: (result: WikiActionResult) => void }) {
  const [article, setArticle] = useState<{ id: string; title: string } | null>({
    id: 'a7',
    title: 'Absence seizures',
  })
  return (
    <DeleteArticleDialog
      article={article}
      variant="editor"
      view="section"
      onClose={() => setArticle(null)}
      onDeleted={onDeleted}
    />
  )
}

async function render(answer: WikiActionResult, lang: Lang = 'en') {
  const posts: FormData[] = []
  const deleted: WikiActionResult[] = []
  const page = await renderPage(
    <ArticleWithDelete onDeleted={(result) => deleted.push(result)} />,
    {
      lang,
      path: '/understanding-epilepsy/types/absence',
      root: { auth: ADMIN_AUTH },
      action: async ({ request }) => {
        posts.push(await request.formData())
        return answer
      },
    },
  )
  return { ...page, posts, deleted }
}

describe('DeleteArticleDialog', () => {
  it('asks, posts the article’s delete, closes and tells the page where to go', async () => {
    const answer: WikiActionResult = {
      ok: true,
      intent: 'article-delete',
      redirectTo: '/understanding-epilepsy/types',
    }
    const { user, posts, deleted } = await render(answer)
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete Article' }))
    expect(
      dialog.getByText(
        'Are you sure you want to delete "Absence seizures"? This action cannot be undone.',
      ),
    ).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(Object.fromEntries(posts[0]!)).toEqual({
      intent: 'article-delete',
      id: 'a7',
      view: 'section',
      enhanced: '1',
    })
    expect(deleted).toEqual([answer])
  })

  it('stays open when the server refuses, and cancels in Greek', async () => {
    const { user, deleted, posts } = await render(
      { ok: false, intent: 'article-delete', message: 'Not found' },
      'el',
    )
    const dialog = within(screen.getByRole('alertdialog', { name: 'Διαγραφή άρθρου' }))
    expect(
      dialog.getByText(
        'Είστε βέβαιοι ότι θέλετε να διαγράψετε το «Absence seizures»; Αυτή η ενέργεια δεν μπορεί να αναιρεθεί.',
      ),
    ).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Διαγραφή' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    // Busy ('Διαγραφή...') until the answer is in, then the same button again.
    await waitFor(() =>
      expect((dialog.getByRole('button', { name: 'Διαγραφή' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    )
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    expect(deleted).toEqual([])
    await user.click(dialog.getByRole('button', { name: 'Ακύρωση' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
