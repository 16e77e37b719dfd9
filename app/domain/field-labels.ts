/**
 * The name of a field of an item as admins read it in its history (the differences between two
 * versions and each version's "changed" line): the label of the admin form, in the admin's
 * language, with "(Greek)" after the Greek twin of a text field.
 *
 * Every field a revision keeps has its key written out (in its declaration, or here for wiki
 * articles) rather than derived from the field's name, and field-labels.test.ts checks each
 * against both locale files: a label that moves or is
 * renamed fails a test instead of putting `contact_number` on the page.
 */
import type { TFunction } from '~/i18n/translator'

import { labelKeys } from './content-fields'
import type { ContentKind } from './content-kinds'

/** Kinds with a history: the dated kinds and wiki articles. */
export type HistoryKind = ContentKind | 'wiki'

const EDITORIAL: Record<string, string> = {
  status: 'admin.editorial.status',
  publish_at: 'admin.editorial.publishAt',
  el_ready: 'admin.editorial.elReady',
}

const form = (area: string, names: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(names).map(([field, name]) => [field, `admin.${area}.form.${name}`]),
  )

/**
 * Field -> key of its label; a Greek twin `x_el` not listed takes x's label with "(Greek)". The
 * dated kinds' labels come from their declared fields (content-fields.ts).
 */
export const FIELD_LABEL_KEYS: Record<HistoryKind, Record<string, string>> = {
  events: labelKeys('events'),
  news: labelKeys('news'),
  stories: labelKeys('stories'),
  wiki: {
    ...form('wiki', {
      title: 'title',
      title_el: 'titleEl',
      slug: 'slug',
      category_id: 'category',
      excerpt: 'excerpt',
      excerpt_el: 'excerptEl',
      content: 'content',
      content_el: 'contentEl',
      status: 'status',
      order_index: 'orderIndex',
      read_time: 'readTime',
      tags: 'tags',
      featured_image_url: 'featuredImage',
      original_url: 'originalUrl',
      meta_description: 'metaDescription',
      meta_description_el: 'metaDescriptionEl',
    }),
    el_ready: EDITORIAL.el_ready!,
    publish_at: EDITORIAL.publish_at!,
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
