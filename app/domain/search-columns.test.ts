import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import type { FieldKind } from './content-fields'
import { CONTENT_KINDS } from './content-kinds'
import {
  greekTextIndex,
  searchColumnExpressions,
  searchColumnsMigration,
  TABLE_OF,
} from './search-columns'

/** Every kind with declared fields: the dated kinds and wiki articles. */
const FIELD_KINDS: readonly FieldKind[] = [...CONTENT_KINDS, 'wiki']

const MIGRATIONS = join(process.cwd(), 'drizzle')

/** Every migration statement, oldest first. */
function statements(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(MIGRATIONS, name), 'utf8').split('--> statement-breakpoint'),
    )
}

const squeezed = (sql: string) =>
  sql.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim()

/** The expression inside `ADD COLUMN <column> tsvector GENERATED ALWAYS AS (...)`. */
function generatedExpression(statement: string, column: string): string | undefined {
  const opening = `ADD COLUMN ${column} tsvector GENERATED ALWAYS AS (`
  const at = statement.indexOf(opening)
  if (at < 0) return undefined
  let depth = 1
  let end = at + opening.length
  for (; end < statement.length && depth > 0; end++) {
    if (statement[end] === '(') depth++
    if (statement[end] === ')') depth--
  }
  return squeezed(statement.slice(at + opening.length, end - 1))
}

/** The column as the newest migration that (re)made it on `table` defines it. */
function newestDefinition(table: string, column: string, sql = statements()) {
  const ofTable = sql.filter((statement) =>
    new RegExp(`^(\\s*--[^\\n]*\\n)*\\s*ALTER TABLE ${table}\\b`).test(statement),
  )
  return ofTable
    .map((statement) => generatedExpression(statement, column))
    .filter((found) => found !== undefined)
    .at(-1)
}

describe('search columns written from the declared fields', () => {
  it.each(FIELD_KINDS)('the migrations give %s the search columns its fields declare', (kind) => {
    const expected = searchColumnExpressions(kind)
    expect(newestDefinition(TABLE_OF[kind], 'search_en')).toBe(squeezed(expected.en))
    expect(newestDefinition(TABLE_OF[kind], 'search_el')).toBe(squeezed(expected.el))
  })

  it('weights an article: title A, tags B, excerpt and description C, content D', () => {
    expect(searchColumnExpressions('wiki').en).toBe(
      "search_doc_en(title, tags, excerpt || ' ' || coalesce(meta_description, ''), content)",
    )
  })

  it('weights the declared fields: title A, tags B, summary C, body D', () => {
    expect(searchColumnExpressions('news').en).toBe(
      "search_doc_en(title, tags, excerpt || ' ' || author, content)",
    )
    expect(searchColumnExpressions('news').el).toContain(
      "search_el_or_en(CASE WHEN el_ready THEN excerpt_el END, excerpt) || ' ' || search_el_or_en(CASE WHEN el_ready THEN author_el END, author)",
    )
  })

  it('writes a migration whose columns the check above reads back', () => {
    const migration = searchColumnsMigration('stories')
    const sql = [...statements(), ...migration.split('--> statement-breakpoint')]
    const expected = searchColumnExpressions('stories')
    expect(newestDefinition('stories', 'search_en', sql)).toBe(squeezed(expected.en))
    expect(newestDefinition('stories', 'search_el', sql)).toBe(squeezed(expected.el))
    expect(migration).toContain(
      'CREATE INDEX stories_search_en_idx ON stories USING gin (search_en);',
    )
    expect(migration).toContain(greekTextIndex('stories'))
  })

  it.each([...FIELD_KINDS.map((kind) => TABLE_OF[kind]), 'page_sections'])(
    'indexes the Greek text of %s with its tags marked, as the search asks for it',
    (table) => {
      const made = statements()
        .map((statement) => statement.trim())
        .filter((statement) => statement.startsWith(`CREATE INDEX ${table}_search_el_idx `))
      expect(made.at(-1)).toBe(greekTextIndex(table))
    },
  )
})
