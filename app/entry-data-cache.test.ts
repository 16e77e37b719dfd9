/**
 * The Cache-Control of `.data` answers (entry.server.tsx's handleDataRequest): the page rule for
 * every status, without overriding an answer's own.
 */
import { describe, expect, it } from 'vitest'

import { handleDataRequest } from './entry.server'

const anonymous = new Request('http://site.test/events/missing.data')
const signedIn = new Request('http://site.test/events/missing.data', {
  headers: { cookie: 'better-auth.session_token=abc' },
})

describe('.data answers', () => {
  it.each([404, 403, 202, 200])('an anonymous %i gets the page rule', (status) => {
    const answer = handleDataRequest(new Response('x', { status }), { request: anonymous })
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(answer.headers.get('Vary')).toBe('Cookie, Accept-Language')
  })

  it('is private for a signed-in caller or a set cookie, and keeps a rule already set', () => {
    expect(
      handleDataRequest(new Response('x', { status: 404 }), { request: signedIn }).headers.get(
        'Cache-Control',
      ),
    ).toBe('private, no-cache')
    const setsCookie = new Response('x', { status: 404, headers: { 'Set-Cookie': 'lang=el' } })
    expect(handleDataRequest(setsCookie, { request: anonymous }).headers.get('Cache-Control')).toBe(
      'private, no-cache',
    )
    const own = new Response('x', { headers: { 'Cache-Control': 'private, no-store' } })
    expect(handleDataRequest(own, { request: signedIn }).headers.get('Cache-Control')).toBe(
      'private, no-store',
    )
  })
})
