/**
 * Who may write content (SPEC §6): a signed-in admin. Nobody signed in: 'You must be logged in.'
 * (401); signed in without the admin role: the SPEC's message for the action, e.g. 'You must be
 * an admin to delete events.' (403). Built on requireUser, so the session check is the one guard.
 */
import { data, type RouterContextProvider } from 'react-router'

import { i18nContext } from '~/context.server'
import { apiError } from '~/lib/api-error.server'
import { authContext, requireUser, type GuardRefusal, type GuardStyle } from './auth/guards.server'
import type { SessionUser } from './auth/auth-state'
import type { ContentKind } from './content.server'

export type ContentAction = 'create' | 'edit' | 'delete'

const KEY: Record<ContentAction, string> = { create: 'adminCreate', edit: 'adminEdit', delete: 'adminDelete' }

export function requireContentAdmin(
  context: Readonly<RouterContextProvider>,
  style: GuardStyle,
  kind: ContentKind,
  action: ContentAction,
): SessionUser {
  const user = requireUser(context, style)
  const auth = context.get(authContext)
  if (auth.isAdmin) return user
  if (auth.twoFactorSetupRequired) {
    // An admin who must turn on two-factor sign-in first (REQUIRE_ADMIN_2FA): told so.
    const message = context.get(i18nContext).t('common.guard.twoFactorRequired')
    if (style === 'api') throw apiError(403, 'two_factor_required', message)
    throw data<GuardRefusal>({ guard: 'two-factor-required', message }, { status: 403 })
  }
  const message = context.get(i18nContext).t(`${kind}.errors.${KEY[action]}`)
  if (style === 'api') throw apiError(403, 'forbidden', message)
  throw data<GuardRefusal>({ guard: 'admin-required', message }, { status: 403 })
}
