/**
 * The name of a field of an item as admins read it in its history (the differences between two
 * versions and each version's "changed" line): the label of the admin form, in the admin's
 * language, with "(Greek)" after the Greek twin of a text field.
 *
 * Every field a revision keeps has its key written out (in its declaration, content-fields.ts)
 * rather than derived from the field's name (the typecheck refuses a key
 * the English strings lack), and field-labels.test.ts checks each against both locale files: a label that moves or is renamed fails instead of putting
 * `contact_number` on the page.
 */
import type { TranslationKey } from '~/i18n/keys'
import type { TFunction } from '~/i18n/translator'

import { labelKeys, type FieldKind } from './content-fields'

/** Kinds with a history: the dated kinds, wiki articles and pages. */
export type HistoryKind = FieldKind

/** The workflow's fields, which every kind's form shows the same way. */
export const EDITORIAL_LABEL_KEYS = {
  status: 'admin.editorial.status',
  publish_at: 'admin.editorial.publishAt',
  el_ready: 'admin.editorial.elReady',
} as const satisfies Record<string, TranslationKey>

/**
 * Field -> key of its label; a Greek twin `x_el` not listed takes x's label with "(Greek)". The
 * labels come from the declared fields (content-fields.ts).
 */
export const FIELD_LABEL_KEYS: Record<HistoryKind, Readonly<Record<string, TranslationKey>>> = {
  events: labelKeys('events'),
  news: labelKeys('news'),
  stories: labelKeys('stories'),
  pages: labelKeys('pages'),
  // The review's credit and date are kept with each version, though no form edits them.
  wiki: {
    ...labelKeys('wiki'),
    reviewed_by: 'admin.wiki.review.reviewedBy',
    reviewed_on: 'admin.wiki.review.reviewedOn',
  },
}

/** The label of `field` of `kind` in t's language; a field this version does not know keeps its name. */
export function fieldLabel(t: TFunction, kind: HistoryKind, field: string): string {
  const keys = FIELD_LABEL_KEYS[kind]
  const own = keys[field]
  if (own) return t(own)
  const base = field.endsWith('_el') ? keys[field.slice(0, -3)] : undefined
  return base ? t('admin.editorial.history.greekField', { label: t(base) }) : field
}
