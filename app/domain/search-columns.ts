/**
 * The SQL of a kind's generated search columns (search_en, search_el), written from its declared
 * fields' search weights (content-fields.ts): title A, tags B, summary C, body D, in the
 * search_doc_en / search_doc_el functions of drizzle/0004. The database keeps the columns
 * current on every write; a migration that changes them is written by
 * `npx tsx scripts/search-columns-sql.ts <kind>`, and search-columns.test.ts checks that the
 * newest migration's columns are the ones the declaration says.
 */
import { CONTENT_FIELDS, type FieldKind, type FieldSpec, type SearchWeight } from './content-fields'

/** The table of each kind. */
export const TABLE_OF: Record<FieldKind, string> = {
  events: 'events',
  news: 'news',
  stories: 'stories',
  wiki: 'wiki_articles',
  // No search columns: pages are searched through the fixed pages' index (page_sections).
  pages: 'pages',
}

function weighted(kind: FieldKind, weight: SearchWeight) {
  return CONTENT_FIELDS[kind].filter((spec) => spec.search === weight)
}

/** English: the field itself; several fields of one weight joined by a space. */
function english(specs: readonly FieldSpec[]) {
  if (specs.length === 1) return specs[0]!.name
  return specs
    .map((spec) => (spec.optional ? `coalesce(${spec.name}, '')` : spec.name))
    .join(" || ' ' || ")
}

/** Greek: each field's Greek text when ready and present, else its English text. */
function greek(specs: readonly FieldSpec[]) {
  return specs
    .map((spec) =>
      spec.bilingual
        ? `search_el_or_en(CASE WHEN el_ready THEN ${spec.name}_el END, ${spec.name})`
        : english([spec]),
    )
    .join(" || ' ' || ")
}

/** The four arguments of search_doc_*: title, tags, summary, body. */
function documentArguments(kind: FieldKind, text: (specs: readonly FieldSpec[]) => string) {
  return (['A', 'B', 'C', 'D'] as const).map((weight) => {
    const specs = weighted(kind, weight)
    return specs.length ? text(specs) : weight === 'B' ? "'{}'::text[]" : "''"
  })
}

/** The expressions of the two generated columns of a kind. */
export function searchColumnExpressions(kind: FieldKind): { en: string; el: string } {
  const [title, tags, summary, body] = documentArguments(kind, english)
  const [titleEl, tagsEl, summaryEl, bodyEl] = documentArguments(kind, greek)
  return {
    en: `search_doc_en(${title}, ${tags}, ${summary}, ${body})`,
    el: `search_doc_el(${titleEl}, ${tagsEl}, ${summaryEl}, ${bodyEl})`,
  }
}

/**
 * The Greek text index of a table: the document vector with its tags' marks, so that a Greek
 * word of a tag's label is found by the index alone (drizzle/0034_search_tag_marks; the search
 * asks for `(search_el || public.search_tag_marks(search_el)) @@ ...`).
 */
export function greekTextIndex(table: string): string {
  return `CREATE INDEX ${table}_search_el_idx ON ${table} USING gin ((search_el || public.search_tag_marks(search_el)));`
}

/** A migration that makes a kind's search columns again from its declaration, indexes too. */
export function searchColumnsMigration(kind: FieldKind): string {
  const table = TABLE_OF[kind]
  const { en, el } = searchColumnExpressions(kind)
  return [
    `-- ${table}: search columns written from its declared fields (app/domain/search-columns.ts).\n` +
      `ALTER TABLE ${table}\n  DROP COLUMN search_en,\n  DROP COLUMN search_el;`,
    `ALTER TABLE ${table}\n  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (\n    ${en}) STORED,\n  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (\n    ${el}) STORED;`,
    `CREATE INDEX ${table}_search_en_idx ON ${table} USING gin (search_en);`,
    greekTextIndex(table),
  ].join('\n--> statement-breakpoint\n')
}
