/**
 * Calls the content routes (JSON API and page actions) the way the server does, with the
 * request's auth context set as the accounts middleware sets it.
 */
import { RouterContextProvider } from 'react-router'

import {
  i18nContext,
  langContext,
  requestContext,
  servicesContext,
  type Services,
} from '~/context.server'
import { authContext } from '~/http/guards.server'
import type { AuthState } from '~/domain/auth/auth-state'
import { createI18n } from '~/i18n/i18n'
import type { Lang } from '~/i18n/languages'

export const ORIGIN = 'http://site.test'
export const ANONYMOUS: AuthState = { user: null, role: null, isAdmin: false }
export const USER: AuthState = {
  user: { id: 'u1', email: 'user@example.org', name: 'User', emailVerified: true },
  role: 'user',
  isAdmin: false,
}
export const ADMIN: AuthState = {
  user: { id: 'a1', email: 'admin@example.org', name: 'Admin', emailVerified: true },
  role: 'admin',
  isAdmin: true,
}

export const AUTHOR: AuthState = {
  user: { id: 'w1', email: 'author@example.org', name: 'Author', emailVerified: true },
  role: 'author',
  isAdmin: false,
}
export const AUTHOR_2: AuthState = {
  user: { id: 'w2', email: 'author2@example.org', name: 'Author Two', emailVerified: true },
  role: 'author',
  isAdmin: false,
}
export const REVIEWER: AuthState = {
  user: { id: 'r1', email: 'reviewer@example.org', name: 'Reviewer', emailVerified: true },
  role: 'reviewer',
  isAdmin: false,
}
export const EDITOR: AuthState = {
  user: { id: 'e1', email: 'editor@example.org', name: 'Editor', emailVerified: true },
  role: 'editor',
  isAdmin: false,
}

/** Every kind of caller, from nobody signed in to an admin: the rows of a role matrix. */
export const EVERYONE = {
  anonymous: ANONYMOUS,
  user: USER,
  author: AUTHOR,
  reviewer: REVIEWER,
  editor: EDITOR,
  admin: ADMIN,
} as const
export type Who = keyof typeof EVERYONE

/** The status each caller gets from `call` (in turn, each on its own), by role. */
export async function roleMatrix(call: (auth: AuthState, who: Who) => Promise<number>) {
  const answers: Partial<Record<Who, number>> = {}
  for (const [who, auth] of Object.entries(EVERYONE) as [Who, AuthState][])
    answers[who] = await call(auth, who)
  return answers
}

export async function contextFor(
  services: Services,
  auth: AuthState,
  options: { lang?: Lang; ip?: string } = {},
) {
  const lang = options.lang ?? 'en'
  return new RouterContextProvider(
    new Map<unknown, unknown>([
      [servicesContext, services],
      [
        requestContext,
        {
          requestId: 't',
          nonce: 'n',
          logger: services.logger,
          clientIp: options.ip ?? '198.51.100.7',
        },
      ],
      [langContext, lang],
      [i18nContext, await createI18n(lang)],
      [authContext, auth],
    ]) as ConstructorParameters<typeof RouterContextProvider>[0],
  )
}

type Handler = (args: never) => Promise<Response> | Response

export interface CallOptions {
  method?: string
  body?: unknown
  rawBody?: BodyInit
  contentType?: string
  params?: Record<string, string>
  headers?: Record<string, string>
  lang?: Lang
  ip?: string
}

/** Calls a resource route; answers the Response. */
export async function callRoute(
  services: Services,
  handler: Handler,
  auth: AuthState,
  path: string,
  options: CallOptions = {},
) {
  const {
    method = 'GET',
    body,
    rawBody,
    contentType = 'application/json',
    params = {},
    headers = {},
  } = options
  const hasBody = body !== undefined || rawBody !== undefined
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: { ...(hasBody && contentType ? { 'content-type': contentType } : {}), ...headers },
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  return handler({ request, params, context: await contextFor(services, auth, options) } as never)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>

/**
 * A test file's `api(handler, auth, path, options)`: calls a JSON route with the file's services
 * (read when called: a file makes them in beforeAll) and the options all its calls share;
 * answers the status and the parsed body. A content route (`/api/v1/{kind}/…`) gets the `kind`
 * parameter that the route table takes from the path.
 */
export function contentApi(services: () => Services, shared: CallOptions = {}) {
  return async (handler: Handler, auth: AuthState, path: string, options: CallOptions = {}) => {
    const kind = /^\/api\/v1\/(news|events|stories)(?:[/?]|$)/.exec(path)?.[1]
    const response = await callRoute(services(), handler, auth, path, {
      ...shared,
      ...options,
      headers: { ...shared.headers, ...options.headers },
      params: { ...(kind ? { kind } : {}), ...options.params },
    })
    return [response.status, (await response.json()) as Json] as const
  }
}
