/**
 * Who may write content: a signed-in admin (with two-factor sign-in on, when the site requires
 * it). The check answers a refusal or nothing; each entry point turns a refusal into its own
 * answer (a JSON error, a message beside the form), so nothing is thrown and caught again.
 *
 * Messages: nobody signed in, 'You must be logged in.' (401); signed in without the admin role,
 * the message of the action, e.g. 'You must be an admin to delete events.' (403).
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext } from '~/context.server'
import { apiError } from '~/lib/api-error.server'
import { authContext } from './guards.server'
import { isContentKind, type ContentKind } from '~/domain/content-kinds'
import type { Actor } from '~/domain/editorial.server'
import { kindStringKey } from '~/domain/label-keys'

export type ContentAction = 'create' | 'edit' | 'delete' | 'history'

const KEY = {
  create: 'errors.adminCreate',
  edit: 'errors.adminEdit',
  delete: 'errors.adminDelete',
  history: 'errors.adminEdit',
} as const satisfies Record<ContentAction, string>

export interface Refusal {
  status: 401 | 403
  code: 'unauthorized' | 'forbidden' | 'two_factor_required'
  message: string
}

type Ctx = Readonly<RouterContextProvider>

/** The refusal of a content write by this caller, or null when they may do it. */
export function contentRefusal(
  context: Ctx,
  kind: ContentKind | 'wiki',
  action: ContentAction,
): Refusal | null {
  const auth = context.get(authContext)
  const { t } = context.get(i18nContext)
  if (!auth.user)
    return { status: 401, code: 'unauthorized', message: t('common.guard.loginRequired') }
  if (auth.isAdmin) return null
  if (auth.twoFactorSetupRequired)
    return {
      status: 403,
      code: 'two_factor_required',
      message: t('common.guard.twoFactorRequired'),
    }
  return {
    status: 403,
    code: 'forbidden',
    message: isContentKind(kind)
      ? t(kindStringKey(kind, KEY[action]))
      : t('common.guard.adminRequired'),
  }
}

/** The acting admin as the editorial record names them. */
export function actorOf(context: Ctx): Actor {
  const { user } = context.get(authContext)
  return user ? { id: user.id, email: user.email } : null
}

/** For JSON handlers, which answer by throwing a Response: the refusal as that Response. */
export function requireContentAdmin(
  context: Ctx,
  kind: ContentKind | 'wiki',
  action: ContentAction,
): Actor {
  const refusal = contentRefusal(context, kind, action)
  if (refusal) throw apiError(refusal.status, refusal.code, refusal.message)
  return actorOf(context)
}
