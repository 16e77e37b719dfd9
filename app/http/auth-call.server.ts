/** Better Auth for the request in hand: the services, client address and language come from the router context. */
import type { RouterContextProvider } from 'react-router'

import { langContext, requestContext, servicesContext } from '~/context.server'
import { authCallFor, type AuthCall } from '~/domain/auth/better-auth.server'

export function authCall(context: Readonly<RouterContextProvider>, request: Request): AuthCall {
  return authCallFor(context.get(servicesContext), request, {
    clientIp: context.get(requestContext).clientIp,
    lang: context.get(langContext),
  })
}
