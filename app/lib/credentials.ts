/**
 * Whether a request carries sign-in credentials: the Better Auth session cookie or a bearer
 * token. Requests without them are anonymous: no session lookup, and pages may be shared.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/
const BEARER = /^bearer\s+\S/i

export function carriesCredentials(
  cookie: string | null | undefined,
  authorization: string | null | undefined,
) {
  return SESSION_COOKIE.test(cookie ?? '') || BEARER.test(authorization ?? '')
}
