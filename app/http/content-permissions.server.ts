/**
 * Who may write content: a member of the editorial team (app/domain/permissions.ts), with
 * two-factor sign-in on when the site requires it of their role. The check answers a refusal or nothing; each entry point turns a refusal into its own
 * answer (a JSON error, a message beside the form), so nothing is thrown and caught again.
 *
 * Messages: nobody signed in, 'You must be logged in.' (401); signed in without a team role, the
 * message of the action, e.g. 'You must be an admin to delete events.' (403); on the team without
 * the permission, 'Editor or admin access required.' (403).
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext } from '~/context.server'
import { apiError } from '~/lib/api-error.server'
import { authContext } from './guards.server'
import { isContentKind } from '~/domain/content-kinds'
import type { Actor } from '~/domain/editorial.server'
import { kindStringKey } from '~/domain/label-keys'
import {
  can,
  isTeam,
  roleInForce,
  type Permission,
  type PermissionKind,
} from '~/domain/permissions'

export type ContentAction = 'create' | 'edit' | 'delete' | 'history' | 'restore' | 'review'

const KEY = {
  create: 'errors.adminCreate',
  edit: 'errors.adminEdit',
  delete: 'errors.adminDelete',
  history: 'errors.adminEdit',
  restore: 'errors.adminEdit',
  review: 'errors.adminEdit',
} as const satisfies Record<ContentAction, string>

/**
 * What each action needs first. Creating, editing and deleting are open to the whole team here:
 * the save itself then checks the item's status (maySave) and a deletion its author (mayDelete).
 */
const NEEDS = {
  create: 'write-draft',
  edit: 'write-draft',
  delete: 'write-draft',
  history: 'history',
  restore: 'restore',
  /** Publish, schedule or send back an item waiting for review. */
  review: 'publish',
} as const satisfies Record<ContentAction, Permission>

export interface Refusal {
  status: 401 | 403
  code: 'unauthorized' | 'forbidden' | 'two_factor_required'
  message: string
}

type Ctx = Readonly<RouterContextProvider>

/** The refusal of a content write by this caller, or null when they may do it. */
export function contentRefusal(
  context: Ctx,
  kind: PermissionKind,
  action: ContentAction,
): Refusal | null {
  const auth = context.get(authContext)
  const { t } = context.get(i18nContext)
  if (!auth.user)
    return { status: 401, code: 'unauthorized', message: t('common.guard.loginRequired') }
  if (can(auth, NEEDS[action], kind)) return null
  if (auth.twoFactorSetupRequired)
    return {
      status: 403,
      code: 'two_factor_required',
      message: t('common.guard.twoFactorRequired'),
    }
  if (isTeam(auth))
    return { status: 403, code: 'forbidden', message: t('common.guard.editorRequired') }
  return {
    status: 403,
    code: 'forbidden',
    message: isContentKind(kind)
      ? t(kindStringKey(kind, KEY[action]))
      : t('common.guard.adminRequired'),
  }
}

/** The refusal of a save the role may not make (publishing as an author), as the API answers it. */
export function publishRefusal(context: Ctx): Refusal {
  const { t } = context.get(i18nContext)
  return { status: 403, code: 'forbidden', message: t('common.guard.publishRequired') }
}

/** The refusal of an author's deletion of an item that is not their own draft. */
export function deleteRefusal(context: Ctx): Refusal {
  const { t } = context.get(i18nContext)
  return { status: 403, code: 'forbidden', message: t('common.guard.ownDraftsOnly') }
}

/**
 * The acting person as the editorial record names them, with their role in force: the domain's
 * writes check it again (maySave, mayDelete) inside their transaction.
 */
export function actorOf(context: Ctx): Actor {
  const auth = context.get(authContext)
  const { user } = auth
  return user ? { id: user.id, email: user.email, role: roleInForce(auth) ?? 'user' } : null
}

/** For JSON handlers, which answer by throwing a Response: the refusal as that Response. */
export function requireContentAdmin(
  context: Ctx,
  kind: PermissionKind,
  action: ContentAction,
): Actor {
  const refusal = contentRefusal(context, kind, action)
  if (refusal) throw apiError(refusal.status, refusal.code, refusal.message)
  return actorOf(context)
}
