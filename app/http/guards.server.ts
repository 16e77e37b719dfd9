/**
 * The guard: the server decides who may do what, never the page. Every admin page, form action
 * and API write calls requireAdmin (401 signed out, 403 signed in without the role); hiding a
 * button is cosmetic.
 *
 * The auth middleware puts the signed-in user and role into `authContext` for each request;
 * without it everybody is signed out.
 */
import { createContext, data, type RouterContextProvider } from 'react-router'

import { i18nContext } from '~/context.server'
import { apiError } from '~/lib/api-error.server'
import {
  SIGNED_OUT,
  type AuthState,
  type GuardRefusal,
  type SessionUser,
} from '~/domain/auth/auth-state'
import type { Viewer } from '~/domain/viewer'

export const authContext = createContext<AuthState>(SIGNED_OUT)

export function getAuth(context: Readonly<RouterContextProvider>): AuthState {
  return context.get(authContext)
}

export function viewerOf(context: Readonly<RouterContextProvider>): Viewer {
  return { isAdmin: context.get(authContext).isAdmin }
}

/** `page`: an HTML page (its ErrorBoundary shows the message); `api`: a JSON error body. */
export type GuardStyle = 'page' | 'api'

function refuse(context: Readonly<RouterContextProvider>, style: GuardStyle, status: 401 | 403) {
  const { t } = context.get(i18nContext)
  if (status === 403 && context.get(authContext).twoFactorSetupRequired) {
    const message = t('common.guard.twoFactorRequired')
    if (style === 'api') return apiError(403, 'two_factor_required', message)
    return data<GuardRefusal>({ guard: 'two-factor-required', message }, { status })
  }
  const guard = status === 401 ? 'login-required' : 'admin-required'
  const message = status === 401 ? t('common.guard.loginRequired') : t('common.guard.adminRequired')
  if (style === 'api') {
    return apiError(status, status === 401 ? 'unauthorized' : 'forbidden', message)
  }
  return data<GuardRefusal>({ guard, message }, { status })
}

/**
 * The signed-in admin, or: no session, 401 (API) / 'Admin access required.' (pages, 403);
 * signed in without the admin role, 403 with 'Admin access required.'; an admin who must first
 * turn on two-factor sign-in (REQUIRE_ADMIN_2FA), 403 saying so.
 */
export function requireAdmin(
  context: Readonly<RouterContextProvider>,
  style: GuardStyle = 'page',
): SessionUser {
  const { user, isAdmin } = context.get(authContext)
  if (!user) throw style === 'api' ? refuse(context, style, 401) : refuse(context, style, 403)
  if (!isAdmin) throw refuse(context, style, 403)
  return user
}

/**
 * Who may read the audit log (its page and GET /api/v1/audit): admins only. It records who did
 * what across the site (content, sign-ins, role changes), so it is not a permission of any kind
 * of content: a content permission could one day be given to editors who must not read it.
 */
export function requireAuditReader(
  context: Readonly<RouterContextProvider>,
  style: GuardStyle,
): SessionUser {
  return requireAdmin(context, style)
}

/**
 * Who may read the site's statistics (/admin/analytics and GET /api/v1/analytics): the people
 * who run the content. Only totals are there, nothing about any visitor.
 */
export function requireAnalyticsReader(
  context: Readonly<RouterContextProvider>,
  style: GuardStyle,
): SessionUser {
  return requireAdmin(context, style)
}
