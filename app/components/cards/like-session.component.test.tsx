/**
 * The like button and its session. The count comes from the server's like route, which does not
 * run here: fetch answers as it does.
 */
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import { LikeButton, LIKES_STORAGE_KEY, LikeSessionProvider } from './like-session'

function serverAnswers(response: () => Response) {
  const sent: { url: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) })
    return response()
  })
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

const button = (kind: 'news' | 'event', closedReason?: string) => (
  <LikeSessionProvider>
    <LikeButton
      kind={kind}
      id="n1"
      title="New study"
      initialCount={4}
      closedReason={closedReason}
    />
  </LikeSessionProvider>
)

describe('LikeButton', () => {
  it('likes, shows the server’s count, remembers it for the session, and unlikes', async () => {
    let count = 5
    const sent = serverAnswers(() => Response.json({ likes_count: count }))
    const { user } = await renderPage(button('news'))
    const like = screen.getByRole('button', { name: 'Like “New study”' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByTestId('like-count').textContent).toBe('4')
    await user.click(like)
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('5'))
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(like.textContent).toContain('Liked')
    expect(JSON.parse(window.sessionStorage.getItem(LIKES_STORAGE_KEY)!).news).toEqual(['n1'])
    count = 4
    await user.click(like)
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('4'))
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(sent).toEqual([
      { url: '/api/v1/news/n1/like', body: { liked: true } },
      { url: '/api/v1/news/n1/like', body: { liked: false } },
    ])
  })

  it('flips back when the server fails', async () => {
    serverAnswers(() => new Response('', { status: 429 }))
    const { user } = await renderPage(button('news'))
    const like = screen.getByRole('button', { name: 'Like “New study”' })
    await user.click(like)
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(LIKES_STORAGE_KEY)!).news).toEqual([]),
    )
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByTestId('like-count').textContent).toBe('4')
  })

  it('starts liked from this session’s earlier like', async () => {
    window.sessionStorage.setItem(
      LIKES_STORAGE_KEY,
      JSON.stringify({ event: [], news: ['n1'], story: [] }),
    )
    await renderPage(button('news'))
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Like “New study”' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    )
  })

  it('is closed for a past event, saying why, in Greek', async () => {
    const sent = serverAnswers(() => Response.json({ likes_count: 1 }))
    const { user } = await renderPage(button('event', 'Η εκδήλωση έχει πραγματοποιηθεί.'), {
      lang: 'el',
    })
    const interested = screen.getByRole('button', {
      name: 'Ενδιαφέρομαι: «New study». Η εκδήλωση έχει πραγματοποιηθεί.',
    }) as HTMLButtonElement
    expect(interested.disabled).toBe(true)
    await user.click(interested)
    expect(sent).toHaveLength(0)
  })
})
