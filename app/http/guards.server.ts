/**
 * The guard: the server decides who may do what, never the page, by the permission table
 * (app/domain/permissions.ts). Every admin page, form action and API write calls one of these
 * (401 signed out, 403 signed in without the permission); hiding a button is cosmetic.
 *
 * requireAdmin is the guard of the editorial tools: editors and admins pass it. What only admins
 * may do (people, site settings) calls requireSiteAdmin; what authors may do too goes through
 * requirePermission or the content checks (content-permissions.server.ts).
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
import { can, type Permission, type PermissionKind } from '~/domain/permissions'

export const authContext = createContext<AuthState>(SIGNED_OUT)

export function getAuth(context: Readonly<RouterContextProvider>): AuthState {
  return context.get(authContext)
}

/** What reads show this person: the editorial view (drafts...) for every member of the team. */
export function viewerOf(context: Readonly<RouterContextProvider>): Viewer {
  return { isAdmin: can(context.get(authContext), 'read-drafts') }
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
 * The signed-in person when they have `permission` (for `kind`), or: no session, 401 (API) / 403
 * (pages) 'Admin access required.'; signed in without it, 403 with 'Admin access required.'; a
 * person whose role needs two-factor sign-in first (REQUIRE_ADMIN_2FA), 403 saying so.
 */
export function requirePermission(
  context: Readonly<RouterContextProvider>,
  permission: Permission,
  style: GuardStyle = 'page',
  kind?: PermissionKind,
): SessionUser {
  const auth = context.get(authContext)
  if (!auth.user) throw style === 'api' ? refuse(context, style, 401) : refuse(context, style, 403)
  if (!can(auth, permission, kind)) throw refuse(context, style, 403)
  return auth.user
}

/**
 * The guard of the editorial tools: an editor or an admin (who may publish and delete every
 * kind). Refusals as requirePermission's.
 */
export function requireAdmin(
  context: Readonly<RouterContextProvider>,
  style: GuardStyle = 'page',
): SessionUser {
  return requirePermission(context, 'publish', style)
}

/** Only an admin: people, site settings. Refusals as requirePermission's. */
export function requireSiteAdmin(
  context: Readonly<RouterContextProvider>,
  style: GuardStyle = 'page',
): SessionUser {
  return requirePermission(context, 'settings', style)
}

/**
 * Who may read the audit log (its page and GET /api/v1/audit): editors and admins. It records
 * who did what across the site (content, sign-ins, role changes).
 */
export function requireAuditReader(
  context: Readonly<RouterContextProvider>,
  style: GuardStyle,
): SessionUser {
  return requirePermission(context, 'audit', style)
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
