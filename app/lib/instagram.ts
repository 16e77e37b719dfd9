/** Instagram's authorisation page for the configured app (profile page), or null when not configured. */
export function instagramAuthorizeUrl(
  clientId: string | undefined,
  redirectUri: string | undefined,
) {
  if (!clientId || !redirectUri) return null
  const url = new URL('https://www.instagram.com/oauth/authorize')
  url.searchParams.set('client_id', clientId)
  url.searchParams.set('redirect_uri', redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', 'instagram_business_basic')
  return url.toString()
}
