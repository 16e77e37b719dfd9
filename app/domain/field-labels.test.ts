import { describe, expect, it } from 'vitest'

import { createI18n } from '~/i18n/i18n'
import { eventInputSchema, newsInputSchema, storyInputSchema } from './content-schema'
import { fieldLabel, FIELD_LABEL_KEYS, type HistoryKind } from './field-labels'
import { WIKI_ARTICLE_FIELDS } from './wiki-json'

/** Every field a revision of each kind keeps: the input schemas' keys (as revisions store them). */
const FIELDS: Record<HistoryKind, readonly string[]> = {
  events: Object.keys(eventInputSchema().shape),
  news: Object.keys(newsInputSchema().shape),
  stories: Object.keys(storyInputSchema().shape),
  wiki: WIKI_ARTICLE_FIELDS,
}

describe('field labels of the history page, against the real locale files', async () => {
  const en = await createI18n('en')
  const el = await createI18n('el')

  it('has a translated label for every field of every kind, in both languages', () => {
    for (const [kind, fields] of Object.entries(FIELDS) as [HistoryKind, readonly string[]][]) {
      for (const field of fields) {
        for (const t of [en.t, el.t]) {
          const label = fieldLabel(t, kind, field)
          expect(label, `${kind}.${field}`).not.toBe(field)
          expect(label, `${kind}.${field}`).not.toMatch(/^admin\.|[a-z]_[a-z]|\{\{/)
        }
      }
    }
  })

  it('points every key it lists at a string of both locale files', () => {
    for (const keys of Object.values(FIELD_LABEL_KEYS)) {
      for (const key of Object.values(keys)) {
        expect(en.t(key), key).not.toBe(key)
        expect(el.t(key), key).not.toBe(key)
      }
    }
  })

  it('says each name in the admin language, exactly', () => {
    expect(fieldLabel(en.t, 'events', 'contact_number')).toBe('Contact number')
    expect(fieldLabel(el.t, 'events', 'contact_number')).toBe('Τηλέφωνο επικοινωνίας')
    expect(fieldLabel(en.t, 'events', 'title_el')).toBe('Title (Greek)')
    expect(fieldLabel(el.t, 'events', 'title_el')).toBe('Τίτλος (Ελληνικά)')
    expect(fieldLabel(en.t, 'news', 'el_ready')).toBe('Greek version')
    expect(fieldLabel(el.t, 'news', 'el_ready')).toBe('Ελληνική έκδοση')
    expect(fieldLabel(el.t, 'wiki', 'featured_image_url')).toBe(
      el.t('admin.wiki.form.featuredImage'),
    )
    expect(fieldLabel(el.t, 'wiki', 'el_ready')).toBe('Ελληνική έκδοση')
  })

  it('keeps the name of a field this version does not know (an old snapshot)', () => {
    expect(fieldLabel(en.t, 'news', 'retired_field')).toBe('retired_field')
  })
})
