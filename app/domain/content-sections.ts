/**
 * The sections of an item's page: its declared section fields (content-fields.ts) that have
 * text, each under its heading. The same sections make the plain-text description of the item
 * elsewhere (structured data, calendar files): the kind's first section as it is, the others
 * after their headings.
 */
import type { TranslationKey } from '~/i18n/keys'
import type { TFunction } from '~/i18n/translator'

import { sectionFields } from './content-fields'
import { camelName, type ContentKind } from './content-kinds'

export interface ItemSection {
  /** The field (snake_case), for its `lang` and an id on the page. */
  field: string
  /** i18n key of its heading. */
  heading: TranslationKey
  text: string
}

/** The sections of a row as a reader gets it (camelCase, already in the reader's language). */
export function itemSections(kind: ContentKind, row: object): ItemSection[] {
  const source = row as Record<string, unknown>
  return sectionFields(kind).flatMap((spec) => {
    const text = source[camelName(spec.name)]
    return typeof text === 'string' && text.trim()
      ? [{ field: spec.name, heading: spec.section, text }]
      : []
  })
}

/** The sections as one plain text: the kind's main text first, then "Heading: text" for each other. */
export function sectionsAsText(
  kind: ContentKind,
  sections: readonly ItemSection[],
  t: TFunction,
): string {
  const main = sectionFields(kind)[0]?.name
  return sections
    .map((section) =>
      section.field === main ? section.text : `${t(section.heading)}: ${section.text}`,
    )
    .join('\n\n')
}
