/**
 * Site search over wiki articles, events, news and stories, in English or Greek, on the
 * generated tsvector columns of drizzle/0003_search_index.sql (the same on PGlite and
 * PostgreSQL). Only public items are searched (app/domain/public-content.server.ts).
 *
 * Matching: every word must match (stemmed, accent- and case-blind, and as a prefix so that
 * "epilep" finds epilepsy). Greek words also match indexed words that begin with their
 * stem-like prefix (see greekPrefix). When nothing matches, titles and tags are compared by
 * trigram similarity, which catches misspellings such as "siezure".
 *
 * Ranking: title above tags above summary above body (tsvector weights A-D), with bonuses for
 * titles that hold the query (textScore); upcoming events above past ones (ranked).
 */
import { sql, type SQL } from 'drizzle-orm'

import { articleHomeUrl } from '~/lib/wiki-urls'
import type { Db } from '~/db/client.server'
import type { Lang } from '~/i18n/languages'
import { todayInCyprus } from '~/lib/dates'
import {
  DEFAULT_SEARCH_LIMIT,
  foldText,
  greekPrefix,
  MARK_END,
  MARK_START,
  MAX_SEARCH_LIMIT,
  queryTerms,
  type SearchKind,
} from '~/lib/search-query'
import { PUBLIC_CONTENT } from './public-content.server'

/** Below this trigram word similarity a title is not a plausible misspelling of the query. */
const TRIGRAM_THRESHOLD = 0.4
/**
 * Articles answer questions and stay true; news, stories and events belong to their moment, so
 * at equal match an article comes first.
 */
const TIMELY_FACTOR = 0.9

export interface SearchOptions {
  query: string
  lang: Lang
  kind?: SearchKind
  limit?: number
  now?: Date
}

export interface SearchHit {
  kind: SearchKind
  id: string
  title: string
  /** Path of the item's page (without the language parameter). */
  path: string
  /** Text around the matches; matched words are wrapped in MARK_START/MARK_END. */
  snippet: string
  /** The wiki category an article belongs to. */
  section: { name: string; path: string } | null
  /** Publication or event day, YYYY-MM-DD. */
  date: string | null
  time: string | null
  location: string | null
  /** Events only: whether it is today or later (in Cyprus). */
  upcoming: boolean | null
  score: number
}

export interface SearchResult {
  query: string
  terms: string[]
  /** 'text': full-text matches; 'similar': no word matched, similar titles instead. */
  match: 'text' | 'similar' | 'none'
  totals: Record<SearchKind, number>
  hits: SearchHit[]
}

const CONFIG = { en: sql.raw(`'public.search_en'::regconfig`), el: sql.raw(`'public.search_el'::regconfig`) }
/** Greek snippets are marked by whole-word prefix, which covers every Greek form matched. */
const HEADLINE_CONFIG = { en: sql.raw(`'public.search_en'::regconfig`), el: sql.raw(`'public.search_simple'::regconfig`) }
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/**
 * The tsquery of the terms: all must match; each as a stemmed prefix (and, in Greek, more).
 * With `titleOnly`, every term must match in the title (weight A).
 */
function tsQuery(terms: string[], lang: Lang, titleOnly = false): SQL {
  const w = titleOnly ? 'A' : ''
  const parts = terms.map((term) =>
    lang === 'el'
      ? sql`(to_tsquery(${CONFIG.el}, ${`${term}:${w}`.replace(/:$/, '')}) || to_tsquery('public.search_simple'::regconfig, ${`${greekPrefix(term)}:*${w}`}))`
      : sql`to_tsquery(${CONFIG.en}, ${`${term}:*${w}`})`,
  )
  return sql.join(parts, sql` && `)
}

/** A title folded as foldText folds the query (accents, case, final sigma, punctuation). */
function foldedTitle(title: SQL): SQL {
  return sql`btrim(regexp_replace(translate(lower(unaccent(${title})), 'ς', 'σ'), '[[:space:][:punct:]«»“”‘’…·;]+', ' ', 'g'))`
}

/**
 * How well a matching item answers the query. The text rank (title A > tags B > summary C >
 * body D) decides among items of equal standing; above it, a title that contains every word
 * (shorter titles first), the whole query as a phrase, or is exactly the query.
 */
function textScore(vector: SQL, title: SQL, query: SQL, titleQuery: SQL, phrase: string): SQL {
  return sql`(ts_rank(${vector}, ${query}, 1)
    + CASE WHEN ${vector} @@ (${titleQuery}) THEN 1.0 + 1.0 / greatest(length(ts_filter(${vector}, '{a}')), 1) ELSE 0 END
    + CASE WHEN strpos(${foldedTitle(title)}, ${phrase}) > 0 THEN 1.0 ELSE 0 END
    + CASE WHEN ${foldedTitle(title)} = ${phrase} THEN 1.0 ELSE 0 END)`
}

/** A text column in the reader's language: Greek where written, else English. */
function text(lang: Lang, en: SQL, el: SQL): SQL {
  return lang === 'el' ? sql`coalesce(nullif(btrim(${el}), ''), ${en})` : en
}

/**
 * One row shape for every kind, with the condition `match` on its table: the full-text match
 * or the trigram comparison. Table names stay unaliased so the public predicates apply.
 */
type Matcher = (vector: SQL, label: SQL, title: SQL) => { where: SQL; score: SQL }

function candidates(lang: Lang, match: Matcher, today: string): SQL {
  const vector = (table: string) => sql.raw(`"${table}"."search_${lang}"`)
  const col = (table: string, name: string) => sql.raw(`"${table}"."${name}"`)
  const t = (table: string, name: string) => text(lang, col(table, name), col(table, `${name}_el`))
  const label = (table: string) => sql`${t(table, 'title')} || ' ' || search_tags_text(${col(table, 'tags')})`

  const on = (table: string) => match(vector(table), label(table), t(table, 'title'))
  const wiki = on('wiki_articles')
  const events = on('events')
  const news = on('news')
  const stories = on('stories')
  const factor = (n: number) => sql.raw(n.toFixed(2))
  return sql`
    SELECT 'wiki' AS kind, "wiki_articles"."id", ${t('wiki_articles', 'title')} AS title,
      ${t('wiki_articles', 'excerpt')} AS summary, ${t('wiki_articles', 'content')} AS body,
      NULL::text AS date, NULL::text AS time, NULL::text AS location, NULL::boolean AS upcoming,
      "wiki_categories"."slug" AS category_slug, "wiki_categories"."page" AS category_page,
      "wiki_articles"."slug" AS slug, ${t('wiki_categories', 'name')} AS category_name,
      ${wiki.score} AS score
    FROM "wiki_articles" JOIN "wiki_categories" ON "wiki_categories"."id" = "wiki_articles"."category_id"
    WHERE ${PUBLIC_CONTENT.wiki()} AND ${wiki.where}
    UNION ALL
    SELECT 'events', "events"."id", ${t('events', 'title')}, '', ${t('events', 'description')},
      "events"."date"::text, "events"."time", ${t('events', 'location')}, "events"."date" >= ${today}::date,
      NULL, NULL, NULL, NULL,
      ${events.score} * ${factor(TIMELY_FACTOR)}
    FROM "events" WHERE ${PUBLIC_CONTENT.events()} AND ${events.where}
    UNION ALL
    SELECT 'news', "news"."id", ${t('news', 'title')}, ${t('news', 'excerpt')}, ${t('news', 'content')},
      "news"."date"::text, NULL, NULL, NULL, NULL, NULL, NULL, NULL, ${news.score} * ${factor(TIMELY_FACTOR)}
    FROM "news" WHERE ${PUBLIC_CONTENT.news()} AND ${news.where}
    UNION ALL
    SELECT 'stories', "stories"."id", ${t('stories', 'title')}, ${t('stories', 'excerpt')}, coalesce(${t('stories', 'content')}, ''),
      "stories"."date"::text, NULL, NULL, NULL, NULL, NULL, NULL, NULL, ${stories.score} * ${factor(TIMELY_FACTOR)}
    FROM "stories" WHERE ${PUBLIC_CONTENT.stories()} AND ${stories.where}`
}

interface Row {
  kind: SearchKind
  id: string
  title: string
  snippet: string
  date: string | null
  time: string | null
  location: string | null
  upcoming: boolean | null
  category_slug: string | null
  category_page: number | null
  slug: string | null
  category_name: string | null
  score: number
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

function emptyTotals(): Record<SearchKind, number> {
  return { wiki: 0, events: 0, news: 0, stories: 0 }
}

function pathOf(row: Row) {
  switch (row.kind) {
    case 'wiki':
      return articleHomeUrl(row.category_page ?? 0, row.category_slug ?? '', row.slug ?? '')
    case 'events':
      return `/events/${row.id}`
    case 'news':
      return `/news/${row.id}`
    case 'stories':
      return `/story/${row.id}`
  }
}

function hitOf(row: Row): SearchHit {
  const section =
    row.kind === 'wiki' && row.category_slug
      ? { name: row.category_name ?? '', path: articleHomeUrl(row.category_page ?? 0, row.category_slug, '').replace(/\/$/, '') }
      : null
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    path: pathOf(row),
    snippet: row.snippet.replace(/\s+/g, ' ').trim(),
    section,
    date: row.date,
    time: row.time,
    location: row.location,
    upcoming: row.upcoming,
    score: Number(row.score),
  }
}

/**
 * The matches with their final score. Events trade scores among themselves so that upcoming
 * ones hold the best event scores and past ones the rest: every upcoming event ranks above
 * every past one, while events as a whole still mix with the other kinds by relevance.
 */
function ranked(source: SQL): SQL {
  return sql`
    WITH hits AS (${source}),
    event_slots AS (
      SELECT id, row_number() OVER (ORDER BY upcoming DESC, score DESC, date) AS slot FROM hits WHERE kind = 'events'
    ),
    event_scores AS (
      SELECT score, row_number() OVER (ORDER BY score DESC) AS slot FROM hits WHERE kind = 'events'
    )
    SELECT hits.kind, hits.id, hits.title, hits.summary, hits.body, hits.date, hits.time, hits.location, hits.upcoming,
      hits.category_slug, hits.category_page, hits.slug, hits.category_name,
      coalesce(event_scores.score, hits.score) AS score
    FROM hits
    LEFT JOIN event_slots ON hits.kind = 'events' AND event_slots.id = hits.id
    LEFT JOIN event_scores ON event_scores.slot = event_slots.slot`
}

async function run(db: Db, source: SQL, kind: SearchKind | undefined, limit: number, snippet: (hits: SQL) => SQL) {
  const [totalRows, rows] = await Promise.all([
    db.execute(sql`WITH hits AS (${source}) SELECT kind, count(*)::int AS total FROM hits GROUP BY kind`),
    db.execute(sql`
      WITH scored AS (${ranked(source)}),
      top AS (
        SELECT * FROM scored
        WHERE ${kind ?? null}::text IS NULL OR kind = ${kind ?? null}
        ORDER BY score DESC, date DESC NULLS LAST, title
        LIMIT ${limit}
      )
      -- Snippets only for the rows shown: ts_headline reparses the whole text.
      SELECT top.*, ${snippet(sql.raw('top'))} AS snippet FROM top
      ORDER BY score DESC, date DESC NULLS LAST, title`),
  ])
  const totals = emptyTotals()
  for (const row of rowsOf<{ kind: SearchKind; total: number }>(totalRows)) totals[row.kind] = Number(row.total)
  return { totals, hits: rowsOf<Row>(rows).map(hitOf) }
}

export async function search(db: Db, options: SearchOptions): Promise<SearchResult> {
  const terms = queryTerms(options.query, options.lang)
  const limit = Math.min(Math.max(1, Math.floor(options.limit ?? DEFAULT_SEARCH_LIMIT)), MAX_SEARCH_LIMIT)
  const base = { query: options.query, terms }
  if (terms.length === 0) return { ...base, match: 'none', totals: emptyTotals(), hits: [] }
  const today = todayInCyprus(options.now)
  const { lang } = options

  const query = tsQuery(terms, lang)
  const titleQuery = tsQuery(terms, lang, true)
  const phrase = (foldText(options.query).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')
  const textMatch: Matcher = (vector, _label, title) => ({
    where: sql`${vector} @@ (${query})`,
    score: textScore(vector, title, query, titleQuery, phrase),
  })
  const headline = (hits: SQL) =>
    sql`ts_headline(${HEADLINE_CONFIG[lang]}, ${hits}.summary || ' · ' || search_html_text(${hits}.body), ${query}, ${HEADLINE_OPTIONS})`
  const found = await run(db, candidates(lang, textMatch, today), options.kind, limit, headline)
  if (Object.values(found.totals).some((n) => n > 0)) return { ...base, match: 'text', ...found }

  // No word matched: titles and tags that look like the query (misspellings).
  const folded = terms.join(' ')
  const similar: Matcher = (_vector, label) => {
    const similarity = sql`word_similarity(${folded}, translate(lower(unaccent(${label})), 'ς', 'σ'))`
    return { where: sql`${similarity} >= ${sql.raw(String(TRIGRAM_THRESHOLD))}`, score: similarity }
  }
  const plain = (hits: SQL) => sql`left(${hits}.summary || ' · ' || search_html_text(${hits}.body), 240)`
  const close = await run(db, candidates(lang, similar, today), options.kind, limit, plain)
  const any = Object.values(close.totals).some((n) => n > 0)
  return { ...base, match: any ? 'similar' : 'none', ...close }
}
