/**
 * The audit log's filters as a page or API query gives them: `actor` (part of an e-mail
 * address), `kind`, `action`, `from` and `to` (days, Cyprus time, both included), `before` (an
 * entry id, for the next page) and `limit` (1 to 500). Pure, so both entry points share it.
 */
import { cyprusLocalToDate } from '~/lib/dates'
import { isValidIsoDate } from './content-schema'
import type { AuditFilters } from './editorial.server'

export const AUDIT_KINDS = [
  'events',
  'news',
  'stories',
  'wiki',
  'wiki-category',
  'pages',
  'tag',
  'account',
] as const
/** The kind of the audit log's entries about a tag (its `item_id` is the tag's name). */
export const TAG_AUDIT_KIND = 'tag' satisfies (typeof AUDIT_KINDS)[number]

/** What the audit log records of a tag (its English label renamed, its Greek label given, changed or removed). */
export const TAG_AUDIT_ACTIONS = ['renamed', 'label_set', 'label_changed', 'label_cleared'] as const
export type TagAuditAction = (typeof TAG_AUDIT_ACTIONS)[number]

/** What the audit log records of the team: an invitation sent or withdrawn, a joining, a removal. */
export const PEOPLE_AUDIT_ACTIONS = [
  'invited',
  'invitation_withdrawn',
  'joined',
  'removed',
] as const
export type PeopleAuditAction = (typeof PEOPLE_AUDIT_ACTIONS)[number]

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'published',
  'unpublished',
  'scheduled',
  'submitted',
  'sent_back',
  'deleted',
  'restored',
  'sign_in',
  'role_changed',
  'two_factor_reset',
  'medically_reviewed',
  ...TAG_AUDIT_ACTIONS,
  ...PEOPLE_AUDIT_ACTIONS,
] as const

export type AuditQuery = { ok: true; filters: AuditFilters } | { ok: false; fields: string[] }

export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const bad: string[] = []
  const filters: AuditFilters = {}
  const actor = params.get('actor')?.trim()
  if (actor) filters.actor = actor.slice(0, 200)
  const kind = params.get('kind')
  if (kind) {
    if ((AUDIT_KINDS as readonly string[]).includes(kind)) filters.kind = kind
    else bad.push('kind')
  }
  const action = params.get('action')
  if (action) {
    if ((AUDIT_ACTIONS as readonly string[]).includes(action)) filters.action = action
    else bad.push('action')
  }
  for (const [name, time] of [
    ['from', 'T00:00:00'],
    ['to', 'T23:59:59'],
  ] as const) {
    const day = params.get(name)
    if (!day) continue
    const instant = isValidIsoDate(day) ? cyprusLocalToDate(`${day}${time}`) : null
    if (instant) filters[name] = name === 'to' ? new Date(instant.getTime() + 999) : instant
    else bad.push(name)
  }
  const before = params.get('before')
  if (before) {
    if (/^\d{1,15}$/.test(before)) filters.before = Number(before)
    else bad.push('before')
  }
  const limit = params.get('limit')
  if (limit) {
    if (/^\d{1,3}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= 500)
      filters.limit = Number(limit)
    else bad.push('limit')
  }
  return bad.length ? { ok: false, fields: bad } : { ok: true, filters }
}
