import { getTableColumns } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { events, news, pages, stories, wikiArticles } from '~/db/schema'
import {
  adminOnlyFields,
  bilingualFields,
  bilingualKeys,
  CONTENT_FIELDS,
  inputFieldSpecs,
  richFields,
  type FieldKind,
  type FieldType,
} from './content-fields'
import { camelName, CONTENT_KINDS } from './content-kinds'
import { contentInputSchema } from './content-schema'
import { articleInputSchema } from './wiki-input'
import { WIKI_ARTICLE_FIELDS } from './wiki-json'

const CONTENT_TABLES = { events, news, stories, wiki: wikiArticles, pages }

/** Every kind with declared fields: the dated kinds, wiki articles and pages. */
const FIELD_KINDS: readonly FieldKind[] = [...CONTENT_KINDS, 'wiki', 'pages']

/** Columns the site keeps about an item, not fields anybody writes (a wiki article declares its read time). */
const KEPT_BY_THE_SITE = new Set([
  'id',
  'likesCount',
  'readTime',
  'createdAt',
  'updatedAt',
  // Set by marking an article medically reviewed, never by its form (medical-review.server.ts).
  'reviewedBy',
  'reviewedByName',
  'reviewedOn',
  'reviewedTextHash',
  // A page the site's own route shows, marked when it is seeded (fixed-pages.server.ts).
  'fixed',
])

/** Drizzle's column type of each field type. */
const COLUMN_TYPE: Record<FieldType, string> = {
  text: 'PgText',
  rich: 'PgText',
  time: 'PgText',
  phone: 'PgText',
  link: 'PgText',
  image: 'PgText',
  date: 'PgDateString',
  choice: 'PgEnumColumn',
  status: 'PgEnumColumn',
  count: 'PgInteger',
  flag: 'PgBoolean',
  tags: 'PgArray',
  instant: 'PgTimestamp',
  slug: 'PgText',
  reference: 'PgUUID',
  integer: 'PgInteger',
  sources: 'PgJsonb',
}

describe('the declared fields and the database tables agree', () => {
  it.each(FIELD_KINDS)('every declared field of %s has a column of its type', (kind) => {
    const columns = getTableColumns(CONTENT_TABLES[kind])
    for (const spec of inputFieldSpecs(kind)) {
      const column = columns[camelName(spec.name) as keyof typeof columns]
      expect(column, `${kind}.${spec.name}`).toBeDefined()
      expect(column.columnType, `${kind}.${spec.name}`).toBe(COLUMN_TYPE[spec.type])
      // Optional fields and Greek twins are nullable; the rest always hold a value.
      expect(column.notNull, `${kind}.${spec.name} NOT NULL`).toBe(!spec.optional)
      if (spec.values) expect(column.enumValues, `${kind}.${spec.name}`).toEqual(spec.values)
    }
  })

  it.each(FIELD_KINDS)('every content column of %s is a declared field', (kind) => {
    const declared = new Set(inputFieldSpecs(kind).map((spec) => camelName(spec.name)))
    const undeclared = Object.keys(getTableColumns(CONTENT_TABLES[kind])).filter(
      (name) => !declared.has(name) && !KEPT_BY_THE_SITE.has(name),
    )
    expect(undeclared).toEqual([])
  })
})

describe('what derives from the declared fields', () => {
  it('gives each kind its schema, field for field, Greek twins after their English field', () => {
    expect(Object.keys(contentInputSchema('events').shape).slice(0, 4)).toEqual([
      'title',
      'title_el',
      'description',
      'description_el',
    ])
    for (const kind of CONTENT_KINDS)
      expect(Object.keys(contentInputSchema(kind).shape)).toEqual(
        inputFieldSpecs(kind).map((spec) => spec.name),
      )
  })

  it('limits text to its declared length, English and Greek', () => {
    const schema = contentInputSchema('news')
    const base = { title: 'n', date: '2026-06-01' }
    expect(schema.safeParse({ ...base, author: 'a'.repeat(120) }).success).toBe(true)
    expect(schema.safeParse({ ...base, author: 'a'.repeat(121) }).success).toBe(false)
    expect(schema.safeParse({ ...base, author_el: 'α'.repeat(121) }).success).toBe(false)
  })

  it('names what the store and the API read from it', () => {
    expect(bilingualFields('events')).toEqual(
      expect.arrayContaining(['title', 'description', 'location', 'cost', 'access_info']),
    )
    expect(bilingualFields('news')).toEqual([
      'title',
      'excerpt',
      'content',
      'author',
      'meta_description',
    ])
    // Held back like the rest, but never text a page's reader misses.
    expect(bilingualKeys('news', {})).toEqual(['title', 'excerpt', 'content', 'author'])
    expect(richFields('stories')).toEqual(['content', 'content_el'])
    expect(richFields('events')).toEqual([])
    expect(adminOnlyFields('events')).toEqual(['contact_number'])
  })

  it('gives every field a label key and every kind a title', () => {
    for (const kind of FIELD_KINDS) {
      expect(CONTENT_FIELDS[kind][0]?.name).toBe('title')
      for (const spec of CONTENT_FIELDS[kind]) expect(spec.label).toMatch(/^(admin|events)\./)
    }
  })

  it('gives wiki articles their schema, API fields, Greek rule and rich text from the same table', () => {
    expect(WIKI_ARTICLE_FIELDS).toEqual(inputFieldSpecs('wiki').map((spec) => spec.name))
    expect(Object.keys(articleInputSchema.shape)).toEqual([
      ...WIKI_ARTICLE_FIELDS.map(camelName),
      'contentBlocks',
    ])
    expect(bilingualFields('wiki')).toEqual(['title', 'excerpt', 'content', 'meta_description'])
    expect(richFields('wiki')).toEqual(['content', 'content_el'])
    expect(adminOnlyFields('wiki')).toEqual([])
  })

  it('limits the texts of an article to their declared length, English and Greek', () => {
    const base = { title: 't', slug: 't', categoryId: '5b3a1f0e-8c1d-4c39-9f55-3f0b7f1e2a10' }
    expect(
      articleInputSchema.safeParse({ ...base, metaDescription: 'a'.repeat(300) }).success,
    ).toBe(true)
    expect(
      articleInputSchema.safeParse({ ...base, metaDescription: 'a'.repeat(301) }).success,
    ).toBe(false)
    expect(
      articleInputSchema.safeParse({ ...base, metaDescriptionEl: 'α'.repeat(301) }).success,
    ).toBe(false)
    expect(articleInputSchema.safeParse({ ...base, titleEl: 'α'.repeat(201) }).success).toBe(false)
  })
})
