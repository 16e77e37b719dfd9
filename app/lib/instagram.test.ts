import { describe, expect, it } from 'vitest'

import { instagramAuthorizeUrl } from './instagram'

describe('Instagram connect link', () => {
  it('is built from the client id and the redirect address', () => {
    const url = new URL(
      instagramAuthorizeUrl('12345', 'https://epilepsy.example/instagram/callback?x=1') ?? '',
    )
    expect(url.origin + url.pathname).toBe('https://www.instagram.com/oauth/authorize')
    expect(url.searchParams.get('client_id')).toBe('12345')
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://epilepsy.example/instagram/callback?x=1',
    )
    expect(url.searchParams.get('response_type')).toBe('code')
  })

  it('is null unless both are configured', () => {
    expect(instagramAuthorizeUrl(undefined, 'https://a.example/cb')).toBeNull()
    expect(instagramAuthorizeUrl('123', undefined)).toBeNull()
  })
})
