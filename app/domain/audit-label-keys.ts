/**
 * Translation keys of what the audit log and an item's history record: the actions, the kinds of
 * thing and the roles, stored as text (an older entry may name one this version no longer
 * makes: its function answers undefined and the page shows the stored word). Listed and checked
 * against both languages by label-keys.test.ts, like app/domain/label-keys.ts.
 */
import type { TranslationKey } from '~/i18n/keys'

import { AUDIT_ACTIONS, AUDIT_KINDS } from './audit-filters'
import { ROLES } from './constants'
import { isOneOf } from './label-keys'

/** What an audit entry records. */
export function auditActionKey(action: string): TranslationKey | undefined {
  return isOneOf(AUDIT_ACTIONS, action) ? `admin.editorial.audit.actions.${action}` : undefined
}

/** The kind of thing an audit entry is about. */
export function auditKindKey(kind: string): TranslationKey | undefined {
  return isOneOf(AUDIT_KINDS, kind) ? `admin.editorial.audit.kinds.${kind}` : undefined
}

/** A role in an audit entry's role change. */
export function auditRoleKey(role: string): TranslationKey | undefined {
  return isOneOf(ROLES, role) ? `admin.editorial.audit.roles.${role}` : undefined
}

export const HISTORY_ACTIONS = ['created', 'updated', 'restored', 'deleted'] as const

/** What made a version of an item. */
export function historyActionKey(action: string): TranslationKey | undefined {
  return isOneOf(HISTORY_ACTIONS, action) ? `admin.editorial.history.actions.${action}` : undefined
}
