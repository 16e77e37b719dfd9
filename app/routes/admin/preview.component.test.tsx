/**
 * /admin/preview/:kind through createRoutesStub: what the page says without content to show and
 * for content the form's checks refuse. (The previews themselves, from the real action on PGlite,
 * are checked in tests/integration/content-preview.test.ts and the browser tests.)
 */
import { screen } from '@testing-library/react'
import { data, Form } from 'react-router'
import { describe, expect, it } from 'vitest'

import { ADMIN_AUTH, renderPage } from '../../../tests/component/render'
import * as previewPage from './preview'

/** The item form's Preview button, posting the form's content to the preview page. */
function FormWithPreview() {
  return (
    <Form method="post" action="/admin/preview/news">
      <input type="hidden" name="title" value="" />
      <button type="submit">Preview</button>
    </Form>
  )
}

describe('/admin/preview/:kind', () => {
  it('says there is nothing to preview when opened on its own', async () => {
    await renderPage(previewPage, {
      id: 'routes/admin/preview',
      path: '/admin/preview/news',
      pattern: '/admin/preview/:kind',
      root: { auth: ADMIN_AUTH },
      loaderData: { meta: { title: 'Preview' } },
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Preview' })).toBeTruthy()
    expect(
      screen.getByText(
        'Nothing to preview. Use the Preview button of an event, news, story or article form.',
      ),
    ).toBeTruthy()
  })

  it('lists what the form must fix before content can be previewed', async () => {
    const { user } = await renderPage(<FormWithPreview />, {
      path: '/news/create',
      root: { auth: ADMIN_AUTH },
      siblings: [
        {
          id: 'routes/admin/preview',
          path: 'admin/preview/:kind',
          Component: previewPage.default as never,
          loader: () => ({ meta: { title: 'Preview' } }),
          action: () =>
            data(
              {
                ok: false as const,
                message: 'This cannot be previewed yet. Fix these in the form, then preview again:',
                problems: ['Enter a title.', 'Enter a date.'],
              },
              { status: 400 },
            ),
        },
      ],
    })
    await user.click(screen.getByRole('button', { name: 'Preview' }))
    expect(
      await screen.findByText(
        'This cannot be previewed yet. Fix these in the form, then preview again:',
      ),
    ).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Enter a title.',
      'Enter a date.',
    ])
  })
})
