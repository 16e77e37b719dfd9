/**
 * Calls a route's loader as React Router does, on a real database, as an anonymous visitor
 * (or an admin), with the language the root middleware would choose.
 */
import { RouterContextProvider } from 'react-router'

import { parseConfig } from '~/config.server'
import { i18nContext, langContext, requestContext, servicesContext } from '~/context.server'
import type { Database } from '~/db/client.server'
import type { ContentKind } from '~/domain/content-kinds'
import { getRow } from '~/domain/content-store.server'
import { authContext } from '~/http/guards.server'
import { createI18n } from '~/i18n/i18n'
import type { Lang } from '~/i18n/languages'
import { createLogger } from '~/logger.server'

const logger = createLogger('silent')
export const ORIGIN = 'http://site.test'

export async function routeContext(
  database: Database,
  options: { lang?: Lang; isAdmin?: boolean; env?: Record<string, string> } = {},
) {
  const lang = options.lang ?? 'en'
  const provider = new RouterContextProvider()
  provider.set(servicesContext, { config: parseConfig(options.env ?? {}), database, logger })
  provider.set(requestContext, { requestId: 'test', nonce: 'nonce', logger, clientIp: '127.0.0.1' })
  provider.set(langContext, lang)
  provider.set(i18nContext, await createI18n(lang))
  provider.set(
    authContext,
    (options.isAdmin
      ? {
          user: { id: 'admin', email: 'admin@example.org', name: 'Admin', emailVerified: true },
          role: 'admin',
          isAdmin: true,
        }
      : { user: null, role: null, isAdmin: false }) as never,
  )
  return provider
}

type Loader = (args: never) => unknown

/** GETs `path` through `loader`; answers the Response it returns. */
export async function getFrom(
  database: Database,
  loader: Loader,
  path: string,
  options: {
    lang?: Lang
    isAdmin?: boolean
    params?: Record<string, string>
    env?: Record<string, string>
  } = {},
) {
  const request = new Request(`${ORIGIN}${path}`)
  const context = await routeContext(database, options)
  return (await loader({
    request,
    context,
    params: options.params ?? {},
    url: new URL(request.url),
  } as never)) as Response
}

/** An item's slug, the address its page answers at (an id is answered with a redirect). */
export async function slugOf(database: Database, kind: ContentKind, id: string) {
  return (await getRow(database.db, kind, id))?.slug
}
