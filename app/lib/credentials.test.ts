import { describe, expect, it } from 'vitest'

import { carriesCredentials } from './credentials'

describe('carriesCredentials', () => {
  it('sees the session cookie, also in its Secure form and among other cookies', () => {
    expect(carriesCredentials('better-auth.session_token=abc', null)).toBe(true)
    expect(carriesCredentials('lang=el; __Secure-better-auth.session_token=abc', null)).toBe(true)
  })

  it('sees a bearer token', () => {
    expect(carriesCredentials(null, 'Bearer abc.def')).toBe(true)
  })

  it('treats language and like cookies alone as anonymous', () => {
    expect(carriesCredentials('lang=el; visitor_id=123', null)).toBe(false)
    expect(carriesCredentials('xbetter-auth.session_token=abc', undefined)).toBe(false)
    expect(carriesCredentials(undefined, 'Basic abc')).toBe(false)
  })
})
