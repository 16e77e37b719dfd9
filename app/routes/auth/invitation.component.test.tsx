/** /auth/invitation through createRoutesStub: a link that works, and one that no longer does. */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import * as invitationPage from './invitation'

function render(invitation: { email: string; role: string } | null, lang: 'en' | 'el' = 'en') {
  const posts: FormData[] = []
  return renderPage(invitationPage, {
    lang,
    id: 'routes/auth/invitation',
    path: '/auth/invitation?token=t',
    loaderData: { meta: { title: 'Join the team' }, token: 't', invitation },
    action: async ({ request }) => {
      posts.push(await request.formData())
      return { fields: {}, message: undefined, linkInvalid: false }
    },
  }).then((page) => ({ ...page, posts }))
}

describe('/auth/invitation', () => {
  it('offers the invited address and role, and checks the password before posting', async () => {
    const { user, posts } = await render({ email: 'eleni@example.com', role: 'Συντάκτης' }, 'el')
    expect(
      screen.getByRole('heading', { name: 'Ελάτε στην ομάδα του Epilepsy Cyprus' }),
    ).toBeTruthy()
    expect(screen.getByText(/Σας προσκαλούμε ως Συντάκτης/)).toBeTruthy()
    expect(screen.getByLabelText('Διεύθυνση email')).toHaveProperty('readOnly', true)
    await user.type(screen.getByLabelText('Το όνομά σας'), 'Ελένη')
    await user.type(screen.getByLabelText('Κωδικός πρόσβασης'), 'long-enough-pass')
    await user.type(screen.getByLabelText('Επιβεβαίωση κωδικού πρόσβασης'), 'something-else')
    await user.click(screen.getByRole('button', { name: 'Δημιουργία λογαριασμού' }))
    expect(posts).toHaveLength(0)
    expect(
      screen.getByLabelText('Επιβεβαίωση κωδικού πρόσβασης').getAttribute('aria-invalid'),
    ).toBe('true')
  })

  it('says plainly when the link no longer works', async () => {
    await render(null)
    expect(screen.getByRole('heading', { name: 'This invitation no longer works' })).toBeTruthy()
    expect(screen.getByText(/Ask the administrator who invited you/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
