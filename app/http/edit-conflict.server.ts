/**
 * A save refused because someone else saved since the editor's form was opened, as pages and
 * the JSON API say it: who and when, which fields they changed (with the labels of the forms,
 * in the reader's language), and for the fields both changed, the two versions side by side.
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext, langContext } from '~/context.server'
import { bilingualFields, richFields } from '~/domain/content-fields'
import { CONTENT_KINDS, isContentKind, type ContentKind } from '~/domain/content-kinds'
import { EDITORIAL_LABEL_KEYS, FIELD_LABEL_KEYS } from '~/domain/field-labels'
import { translatedOr } from '~/domain/label-keys'
import type { TranslationKey } from '~/i18n/keys'
import type { BothChanged, ConflictView } from '~/domain/edit-merge'
import type { EditConflict } from '~/domain/editorial.server'
import { formatCyprusDateTime } from '~/lib/dates'
import { htmlToText } from '~/lib/html-text'

type Ctx = Readonly<RouterContextProvider>

export type { ConflictView }

/** The kinds with edit forms: events, news, stories, wiki articles and pages. */
export type EditKind = ContentKind | 'wiki' | 'pages'

/** The key a table lists for a field (its own entries only: a field is never `toString`). */
function keyOf(keys: Readonly<Record<string, TranslationKey>>, field: string) {
  return Object.hasOwn(keys, field) ? keys[field] : undefined
}

/**
 * A field's label as its form shows it: "Excerpt (English)", "Title (Greek)", "Status". The keys
 * are the history's (field-labels.ts); a field with none keeps its name.
 */
export function fieldLabel(context: Ctx, kind: EditKind, field: string): string {
  const { t } = context.get(i18nContext)
  const editorial = keyOf(EDITORIAL_LABEL_KEYS, field)
  if (editorial) return t(editorial)
  const keys = FIELD_LABEL_KEYS[kind]
  if (!isContentKind(kind)) return translatedOr(t, keyOf(keys, field), field)
  const greek = field.endsWith('_el')
  const base = greek ? field.slice(0, -3) : field
  const label = translatedOr(t, keyOf(keys, base), base)
  if (!bilingualFields(kind).includes(base)) return label
  return `${label} (${greek ? t('admin.greek') : t('admin.english')})`
}

/** Rich-text fields of every kind (the wiki articles' bodies have the same names). */
const HTML_FIELDS = new Set(CONTENT_KINDS.flatMap((kind) => richFields(kind)))

/** A stored value as a person reads it: rich text as text, lists joined, instants in Cyprus time. */
function shownValue(context: Ctx, field: string, value: unknown): string {
  const { t } = context.get(i18nContext)
  if (value === null || value === undefined || value === '') return t('admin.editorial.merge.empty')
  if (HTML_FIELDS.has(field) && typeof value === 'string')
    return htmlToText(value) || t('admin.editorial.merge.empty')
  if (Array.isArray(value))
    return value.length ? value.join(', ') : t('admin.editorial.merge.empty')
  if (typeof value === 'boolean')
    return t(value ? 'admin.editorial.merge.yes' : 'admin.editorial.merge.no')
  if (field.endsWith('_at') && typeof value === 'string')
    return formatCyprusDateTime(value, context.get(langContext))
  return String(value)
}

/**
 * "Changed by ana@example.org at 14:02 since you opened it. Their changes: Excerpt (English)."
 * in the reader's language.
 */
export function conflictMessage(
  context: Ctx,
  since: Pick<EditConflict, 'by' | 'at'>,
  kind?: EditKind,
  fields: string[] = [],
) {
  const { t } = context.get(i18nContext)
  const who = t('admin.editorial.conflict', {
    who: since.by ?? t('admin.editorial.someoneElse'),
    time: formatCyprusDateTime(since.at, context.get(langContext)),
  })
  if (!kind || fields.length === 0) return who
  return `${who} ${t('admin.editorial.conflictFields', { fields: fields.map((field) => fieldLabel(context, kind, field)).join(', ') })}`
}

export function conflictView(
  context: Ctx,
  kind: EditKind,
  conflict: EditConflict & { fields: string[]; both: BothChanged[] },
): ConflictView {
  return {
    revisionId: conflict.revisionId,
    fields: conflict.fields.map((field) => ({ field, label: fieldLabel(context, kind, field) })),
    both: conflict.both.map(({ field, theirs, yours }) => ({
      field,
      label: fieldLabel(context, kind, field),
      theirs: shownValue(context, field, theirs),
      yours: shownValue(context, field, yours),
    })),
  }
}

/** The API's `fields` of a 409: each field the other person changed, with what happened to it. */
export function conflictFieldsJson(context: Ctx, fields: string[]): Record<string, string> {
  const { t } = context.get(i18nContext)
  return Object.fromEntries(fields.map((field) => [field, t('admin.editorial.changedSince')]))
}
