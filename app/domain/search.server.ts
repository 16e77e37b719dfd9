/**
 * Site search over wiki articles, events, news, stories and the fixed pages' sections, in English
 * or Greek, on the generated columns of drizzle/0004_search_index.sql and
 * 0010_search_precomputed.sql (the same on PGlite and PostgreSQL; the fixed pages' table,
 * drizzle/0019, has the same columns and is filled from the pages' own text,
 * fixed-page-index.server.ts). Only public items are searched (app/domain/public-content.server.ts).
 * An item whose Greek is not ready is searched and shown in Greek as its English text, as its
 * Greek page shows it (drizzle/0014_search_greek_held.sql): the same for every caller.
 *
 * Matching: every word must match (stemmed, accent- and case-blind, and as a prefix so that
 * "epilep" finds epilepsy). Greek words also match indexed words that begin with their
 * stem-like prefix (see greekPrefix); Greek words typed in Latin letters also match their
 * Greeklish readings (see greeklishPrefixes); a word of a tag's Greek label finds the items with
 * that tag (see tsQuery). When nothing matches, titles and tags are compared by
 * trigram similarity, which catches misspellings such as "siezure".
 *
 * Ranking: title above tags above summary above body (tsvector weights A-D), with bonuses for
 * titles that hold the query (textScore: the exact title, the phrase, every word, some words);
 * weak words ("epilepsy", "day") match but do not rank; articles above events, news and stories
 * unless the query names an event or a date (TIMELY_FACTOR); upcoming events above past ones
 * (statement); synonyms of the admins' list match as the words they stand for.
 *
 * Speed (docs/decisions/0015-search-speed.md): one statement per phase, prepared and planned once;
 * the GIN index finds and counts the matches without reading their document vectors, counting
 * each kind up to COUNT_LIMIT (in Greek with tag matches as marks, so that no row is read again
 * for its weights: drizzle/0034); the cheap title bonuses pick the candidates among those and
 * every title match; only the candidates are ranked, and only the shown ones get a snippet. The
 * synonyms and tag labels are read once per content version (search-vocabulary.server.ts).
 */
import { sql, type SQL } from 'drizzle-orm'

import { articleHomeUrl } from '~/lib/wiki-urls'
import { rowsOf, type Db } from '~/db/client.server'
import { readContentVersion } from '~/db/content-version.server'
import { executePrepared } from '~/db/prepared-statement.server'
import type { Lang } from '~/i18n/languages'
import { todayInCyprus } from '~/lib/dates'
import { greeklishPrefixes } from '~/lib/greeklish'
import { tagsFoundByGreekWord, type GreekTagLabels } from '~/lib/tag-labels'
import {
  DEFAULT_SEARCH_LIMIT,
  foldText,
  greekPrefix,
  MARK_END,
  MARK_START,
  MAX_SEARCH_LIMIT,
  queryScript,
  queryTerms,
  SEARCH_KINDS,
  type SearchKind,
} from '~/lib/search-query'
import { isWeakWord, namesEventOrDate } from '~/lib/search-ranking'
import { correctedQuery } from '~/lib/search-spelling'
import { markedTagQuery } from '~/lib/search-tag-marks'
import { synonymSlots, type QuerySlot } from '~/lib/search-synonyms'
import { itemPath } from './content-kinds'
import { searchVocabulary } from './search-vocabulary.server'
import { ensureFixedPagesIndexed } from './fixed-page-index.server'
import { PUBLIC_CONTENT } from './public-content.server'

/** Below this trigram word similarity a title is not a plausible misspelling of the query. */
const TRIGRAM_THRESHOLD = 0.4
/**
 * Articles answer questions and stay true; news, stories and events belong to their moment, so
 * at equal match an article comes first. For a query that asks for information (it names no
 * event or date: "sleep", "ambulance") an event or a news post must match far better than an
 * article to come before it, for one that names them ("purple day walk") only a little.
 */
const TIMELY_FACTOR = { information: 0.6, event: 0.9 }
/**
 * A title that holds some of the query's words (not the weak ones), but not all, is a better
 * answer than a text that holds them only in its body; one that holds all of them gets more
 * (titleBonus).
 */
const SOME_WORDS_BONUS = 0.75
/**
 * A fixed page's section (the first-aid steps, the accessibility statement) repeats in short what
 * articles explain: at equal match the article comes first, and a section leads when its title
 * holds the query and no article's does (decision 0037).
 */
const FIXED_PAGE_FACTOR = 0.5

export interface SearchOptions {
  query: string
  lang: Lang
  kind?: SearchKind
  limit?: number
  now?: Date
  /** Each kind's matches are counted up to this many (default COUNT_LIMIT); see SearchResult.capped. */
  countUpTo?: number
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
  /**
   * 'text': full-text matches; 'corrected': none, but the misspelling corrected (`suggestion`)
   * has them, and they are the hits; 'similar': no word matched, similar titles instead.
   */
  match: 'text' | 'corrected' | 'similar' | 'none'
  /** With match 'corrected', the query the hits answer ("Did you mean …"). */
  suggestion: string | null
  /**
   * The language of the hits: the site's, or the other one when the query is written in the
   * other language's script and found nothing in the site's (a Greek word on the English site).
   */
  lang: Lang
  /** Matches per kind; for a kind in `capped`, the count where counting stopped. */
  totals: Record<SearchKind, number>
  /** Kinds that matched more items than their total says. */
  capped: SearchKind[]
  hits: SearchHit[]
}

const CONFIG = {
  en: sql.raw(`'public.search_en'::regconfig`),
  el: sql.raw(`'public.search_el'::regconfig`),
}
/** Greek snippets are marked by whole-word prefix, which covers every Greek form matched. */
const HEADLINE_CONFIG = {
  en: sql.raw(`'public.search_en'::regconfig`),
  el: sql.raw(`'public.search_simple'::regconfig`),
}
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`
/**
 * ts_headline's work grows quickly with the text (it parses all of it and weighs every stretch
 * between matches), so a snippet comes from the text's first this many characters when a query
 * word occurs there, and from the whole text only when not.
 */
const SNIPPET_WINDOW = 450
/**
 * How much of a body's HTML is turned into text for the first try: its tags dropped, it yields
 * well over SNIPPET_WINDOW characters after the summary, so the whole body (thousands of
 * characters) is only converted when the whole text is needed.
 */
const LEAD_HTML = 1500
/**
 * How many matches get the full score: the best placed by the cheap title bonuses (plus every
 * upcoming event). Ranking reads each candidate's whole document vector, which is what made a
 * search over thousands of matches slow; the title bonuses (at least 1) outweigh the text rank
 * (below 1 in practice), so the best answers are among these.
 */
const MIN_CANDIDATES = 60
/**
 * Where counting a kind's matches stops. Each match counted is a row read (drafts and scheduled
 * items are in the same index, so visibility is checked on the row), which made a query that
 * matches most of 10,000 articles spend most of its time counting them. Past a thousand, an
 * exact number tells a visitor no more than "more than 1,000", which the page says instead.
 * Below it, totals are exact.
 */
export const COUNT_LIMIT = 1000

/**
 * The tsquery of one typed word: a stemmed prefix (and, in Greek, more: the word's stem-like
 * prefix, and for a word in Latin letters its Greeklish readings).
 */
function wordQuery(term: string, lang: Lang, tagLabels: GreekTagLabels): SQL {
  if (lang === 'en') return sql`to_tsquery(${CONFIG.en}, ${`${term}:*`})`
  const greeklish = greeklishPrefixes(term).map((prefix) => `${prefix}:*`)
  const readings =
    greeklish.length > 0
      ? sql` || to_tsquery('public.search_simple'::regconfig, ${greeklish.join(' | ')})`
      : sql``
  // Items store their tags in English (indexed as such, weight B); a word of a tag's Greek
  // label finds the items with that tag: its name's words, as tags (weight B).
  const tagged = tagsFoundByGreekWord(term, tagLabels).flatMap((name) => {
    const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
    return words.length > 0
      ? [sql` || to_tsquery(${CONFIG.el}, ${words.map((word) => `${word}:B`).join(' & ')})`]
      : []
  })
  return sql`(to_tsquery(${CONFIG.el}, ${term}) || to_tsquery('public.search_simple'::regconfig, ${`${greekPrefix(term)}:*`})${readings}${sql.join(tagged, sql``)})`
}

/**
 * The tsquery of a synonym's words, all of which must match: stemmed, not as prefixes (the
 * admin wrote whole words; "fit" must not find "fitness"), and in Greek also by stem-like prefix,
 * as typed Greek words are.
 */
function synonymQuery(words: string[], lang: Lang): SQL {
  const folded = words.map((word) => foldText(word))
  if (lang === 'en') return sql`to_tsquery(${CONFIG.en}, ${folded.join(' & ')})`
  const each = folded.map(
    (word) =>
      sql`(to_tsquery(${CONFIG.el}, ${word}) || to_tsquery('public.search_simple'::regconfig, ${`${greekPrefix(word)}:*`}))`,
  )
  return sql`(${sql.join(each, sql` && `)})`
}

/**
 * The tsquery of the query's slots (see synonymSlots): every slot must match, by its typed words
 * or by one of its synonyms.
 */
function tsQuery(slots: QuerySlot[], lang: Lang, tagLabels: GreekTagLabels = {}): SQL {
  const parts = slots.map(({ typed, synonyms }) => {
    const words = sql.join(
      typed.map((term) => wordQuery(term, lang, tagLabels)),
      sql` && `,
    )
    if (synonyms.length === 0) return words
    const others = synonyms.map((expression) => synonymQuery(expression, lang))
    return sql`((${words}) || ${sql.join(others, sql` || `)})`
  })
  return sql.join(parts, sql` && `)
}

/**
 * The search columns of a table in one language (drizzle/0004 and 0010): the whole document
 * vector (weights A-D), the title's own vector, the title folded as foldText folds the query,
 * and title plus tags folded for trigram comparison. `matchVector` is what the text index holds
 * and the rows are found by: in Greek, the document vector with its tags' marks
 * (drizzle/0034_search_tag_marks, written exactly as the index is, so that the planner uses it).
 */
function searchColumns(table: string, lang: Lang) {
  const col = (name: string) => sql.raw(`"${table}"."${name}_${lang}"`)
  return {
    vector: col('search'),
    matchVector:
      lang === 'el'
        ? sql.raw(`("${table}"."search_el" || public.search_tag_marks("${table}"."search_el"))`)
        : col('search'),
    titleVector: col('search_title_vector'),
    foldedTitle: col('search_title_folded'),
    label: col('search_label'),
  }
}
type SearchColumns = ReturnType<typeof searchColumns>

/**
 * The title bonuses: a title that contains every word (shorter titles more) or else some of the
 * words that rank (SOME_WORDS_BONUS), the whole query as a phrase, or is exactly the query. Read from stored columns only, so cheap for any number
 * of matches. In the score they are numeric; as the pre-score of every match they are float8,
 * which is cheaper per row and orders the matches alike (the sums are a few units plus 1/n for
 * a title of n lexemes, far apart at float8 precision).
 */
function titleBonus(
  c: SearchColumns,
  q: PhaseQueries,
  phrase: string,
  type: 'numeric' | 'float8' = 'numeric',
): SQL {
  const [one, zero, some] =
    type === 'numeric'
      ? [sql.raw('1.0'), sql.raw('0'), sql.raw(SOME_WORDS_BONUS.toFixed(2))]
      : [sql.raw('1.0::float8'), sql.raw('0::float8'), sql.raw(`${SOME_WORDS_BONUS}::float8`)]
  return sql`CASE WHEN ${c.titleVector} @@ (${q.query}) THEN ${one} + ${one} / greatest(length(${c.titleVector}), 1)
      WHEN ${c.titleVector} @@ (${q.some}) THEN ${some} ELSE ${zero} END
    + CASE WHEN strpos(${c.foldedTitle}, ${phrase}) > 0 THEN ${one} ELSE ${zero} END
    + CASE WHEN ${c.foldedTitle} = ${phrase} THEN ${one} ELSE ${zero} END`
}

/**
 * How well a matching item answers the query: the text rank (title A > tags B > summary C >
 * body D) decides among items of equal standing; the title bonuses come above it.
 */
function textScore(c: SearchColumns, q: PhaseQueries, phrase: string): SQL {
  return sql`(ts_rank(${c.vector}, ${q.rank}, 1)
    + ${titleBonus(c, q, phrase)})`
}

/**
 * The tsqueries of a text phase, worked out once per search (see runPhase): `query`, every word
 * (what must match); `match`, the same as the text index is asked it (in Greek, with its tag
 * operands as marks: app/lib/search-tag-marks.ts); `rank`, the words that tell pages apart (the
 * weak ones, such as "epilepsy", left out), for the text rank; `some`, any one of those, for the
 * some-words title bonus.
 * (The statement's other value, `timely`, is the factor of events, news and stories: see factor.)
 */
interface PhaseQueries {
  query: SQL
  match: SQL
  rank: SQL
  some: SQL
}

/** A text column in the reader's language: Greek where written, else English. */
function text(lang: Lang, en: SQL, el: SQL): SQL {
  return lang === 'el' ? sql`coalesce(nullif(btrim(${el}), ''), ${en})` : en
}

/**
 * How one phase of the search decides: which rows match, their cheap pre-score (used to pick the
 * candidates) and their full score (only for the candidates).
 */
interface Matcher {
  where: (c: SearchColumns) => SQL
  /**
   * A narrower condition that only matches can meet, served by the title index: its rows are
   * candidates even when counting stopped before reaching them (a title that matches outranks
   * text that does not).
   */
  titled?: (c: SearchColumns) => SQL
  prescore: (c: SearchColumns) => SQL
  score: (c: SearchColumns) => SQL
}

const TABLES = {
  wiki: 'wiki_articles',
  events: 'events',
  news: 'news',
  stories: 'stories',
  pages: 'page_sections',
} as const
/** Each kind's factor; events, news and stories take the query's (a value of the statement). */
function factor(kind: SearchKind, type: 'numeric' | 'float8'): SQL {
  switch (kind) {
    case 'wiki':
      return sql.raw('1.00')
    case 'pages':
      return sql.raw(FIXED_PAGE_FACTOR.toFixed(2))
    default:
      return sql`${sql.placeholder('timely')}::${sql.raw(type)}`
  }
}

/**
 * The visibility rule as a condition no index serves: the rows must come from the text index
 * (see runPhase), not from an index on status that would have the text matched row by row.
 */
function visible(predicate: SQL): SQL {
  return sql`(${predicate}) IS TRUE`
}

/**
 * The public rows of every kind that meet `where`, with their pre-score, as (kind, id, date,
 * upcoming, prescore); with `limit`, at most that many of each kind, as the index yields them.
 * Reads only the row itself: the GIN index finds the matches, the pre-score needs no document
 * vector. Table names stay unaliased so the public predicates apply.
 */
function matches(
  lang: Lang,
  match: Matcher,
  today: string,
  where: (c: SearchColumns) => SQL,
  limitEach?: number,
): SQL {
  const c = (kind: SearchKind) => searchColumns(TABLES[kind], lang)
  const pre = (kind: SearchKind) => sql`(${match.prescore(c(kind))}) * ${factor(kind, 'float8')}`
  const limit = limitEach === undefined ? sql`` : sql` LIMIT ${limitEach}`
  return sql`
    (SELECT 'wiki' AS kind, "wiki_articles"."id", NULL::text AS date, NULL::boolean AS upcoming, ${pre('wiki')} AS prescore
    FROM "wiki_articles" WHERE ${visible(PUBLIC_CONTENT.wiki())} AND ${where(c('wiki'))}${limit})
    UNION ALL
    (SELECT 'events', "events"."id", "events"."date"::text, "events"."date" >= ${today}::date, ${pre('events')}
    FROM "events" WHERE ${visible(PUBLIC_CONTENT.events())} AND ${where(c('events'))}${limit})
    UNION ALL
    (SELECT 'news', "news"."id", "news"."date"::text, NULL, ${pre('news')}
    FROM "news" WHERE ${visible(PUBLIC_CONTENT.news())} AND ${where(c('news'))}${limit})
    UNION ALL
    (SELECT 'stories', "stories"."id", "stories"."date"::text, NULL, ${pre('stories')}
    FROM "stories" WHERE ${visible(PUBLIC_CONTENT.stories())} AND ${where(c('stories'))}${limit})
    UNION ALL
    (SELECT 'pages', "page_sections"."id", NULL, NULL, ${pre('pages')}
    FROM "page_sections" WHERE ${where(c('pages'))}${limit})`
}

/**
 * The candidates (ids per kind in the CTE `candidates`) with what a hit shows and their full
 * score: one row shape for every kind.
 */
function details(lang: Lang, match: Matcher): SQL {
  const col = (table: string, name: string) => sql.raw(`"${table}"."${name}"`)
  // Greek held back (el_ready false) is shown as its English, as on the item's Greek page.
  const greek = (table: string, name: string) =>
    table === 'wiki_categories' || table === 'page_sections'
      ? col(table, `${name}_el`)
      : sql`CASE WHEN ${col(table, 'el_ready')} THEN ${col(table, `${name}_el`)} END`
  const t = (table: string, name: string) => text(lang, col(table, name), greek(table, name))
  const score = (kind: SearchKind) =>
    sql`(${match.score(searchColumns(TABLES[kind], lang))}) * ${factor(kind, 'numeric')}`
  const doc = (kind: SearchKind) => searchColumns(TABLES[kind], lang).vector
  const chosen = (kind: SearchKind) =>
    sql`${sql.raw(`"${TABLES[kind]}"."id"`)} IN (SELECT id FROM candidates WHERE kind = ${kind})`
  return sql`
    SELECT 'wiki' AS kind, "wiki_articles"."id", ${t('wiki_articles', 'title')} AS title,
      ${t('wiki_articles', 'excerpt')} AS summary, ${t('wiki_articles', 'content')} AS body,
      NULL::text AS date, NULL::text AS time, NULL::text AS location, NULL::boolean AS upcoming,
      "wiki_categories"."slug" AS category_slug, "wiki_categories"."page" AS category_page,
      "wiki_articles"."slug" AS slug, ${t('wiki_categories', 'name')} AS category_name,
      ${score('wiki')} AS score, ${doc('wiki')} AS doc
    FROM "wiki_articles" JOIN "wiki_categories" ON "wiki_categories"."id" = "wiki_articles"."category_id"
    WHERE ${chosen('wiki')}
    UNION ALL
    SELECT 'events', "events"."id", ${t('events', 'title')}, '', ${t('events', 'description')},
      "events"."date"::text, "events"."time", ${t('events', 'location')}, candidates.upcoming,
      NULL, NULL, "events"."slug", NULL, ${score('events')}, ${doc('events')}
    FROM "events" JOIN candidates ON candidates.kind = 'events' AND candidates.id = "events"."id"
    UNION ALL
    SELECT 'news', "news"."id", ${t('news', 'title')}, ${t('news', 'excerpt')}, ${t('news', 'content')},
      "news"."date"::text, NULL, NULL, NULL, NULL, NULL, "news"."slug", NULL, ${score('news')}, ${doc('news')}
    FROM "news" WHERE ${chosen('news')}
    UNION ALL
    SELECT 'stories', "stories"."id", ${t('stories', 'title')}, ${t('stories', 'excerpt')}, coalesce(${t('stories', 'content')}, ''),
      "stories"."date"::text, NULL, NULL, NULL, NULL, NULL, "stories"."slug", NULL, ${score('stories')}, ${doc('stories')}
    FROM "stories" WHERE ${chosen('stories')}
    UNION ALL
    -- A page's section: its page's path and name in the category columns, its address as slug.
    SELECT 'pages', "page_sections"."id", ${t('page_sections', 'title')}, '', ${t('page_sections', 'body')},
      NULL, NULL, NULL, NULL, "page_sections"."path", NULL, "page_sections"."address", ${t('page_sections', 'page_title')},
      ${score('pages')}, ${doc('pages')}
    FROM "page_sections" WHERE ${chosen('pages')}`
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

function emptyTotals(): Record<SearchKind, number> {
  return { wiki: 0, events: 0, news: 0, stories: 0, pages: 0 }
}

function pathOf(row: Row) {
  switch (row.kind) {
    case 'wiki':
      return articleHomeUrl(row.category_page ?? 0, row.category_slug ?? '', row.slug ?? '')
    case 'pages':
      // The section's address: the page's path and the section's anchor.
      return row.slug ?? ''
    default:
      return itemPath(row.kind, row.slug ?? row.id)
  }
}

/** Where a hit sits: a fixed page's section in its page, a wiki article in its category. */
function sectionOf(row: Row): SearchHit['section'] {
  if (!row.category_slug) return null
  switch (row.kind) {
    case 'pages':
      return row.category_slug !== row.slug
        ? { name: row.category_name ?? '', path: row.category_slug }
        : null
    case 'wiki':
      return {
        name: row.category_name ?? '',
        path: articleHomeUrl(row.category_page ?? 0, row.category_slug, '').replace(/\/$/, ''),
      }
    default:
      return null
  }
}

function hitOf(row: Row): SearchHit {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    path: pathOf(row),
    snippet: row.snippet.replace(/\s+/g, ' ').trim(),
    section: sectionOf(row),
    date: row.date,
    time: row.time,
    location: row.location,
    upcoming: row.upcoming,
    score: Number(row.score),
  }
}

/**
 * How a shown hit's snippet is made from its text: a draft from `lead` (the text, or a start of
 * it longer than SNIPPET_WINDOW), then the final snippet from the draft (which may go back to
 * the whole text: `summary` and `body`, as text).
 */
interface Snippet {
  draft: (texts: SQL) => SQL
  final: (drafts: SQL) => SQL
}

/**
 * One statement for one phase: the matches (counted per kind up to countUpTo, one more to tell
 * that there are more), the candidates among them and the title matches, their full scores, the
 * page of hits with snippets. Events trade scores among themselves so that upcoming ones hold
 * the best event scores and past ones the rest: every upcoming event ranks above every past one,
 * while events as a whole still mix with the other kinds by relevance.
 */
function statement(
  lang: Lang,
  match: Matcher,
  today: string,
  options: { kind: SearchKind | undefined; limit: number; countUpTo: number },
  snippet: Snippet,
): SQL {
  const { kind, limit, countUpTo } = options
  const wanted = sql`(${kind ?? null}::text IS NULL OR kind = ${kind ?? null})`
  const candidateCount = Math.max(MIN_CANDIDATES, 2 * limit)
  return sql`
    WITH matched AS MATERIALIZED (${matches(lang, match, today, match.where, countUpTo + 1)}),
    pool AS (
      SELECT * FROM matched
      ${match.titled ? sql`UNION SELECT * FROM (${matches(lang, match, today, match.titled)}) AS titled` : sql``}
    ),
    totals AS (SELECT kind, count(*)::int AS total FROM matched GROUP BY kind),
    candidates AS (
      (SELECT kind, id, upcoming FROM pool WHERE ${wanted}
        ORDER BY prescore DESC, date DESC NULLS LAST, id LIMIT ${candidateCount})
      UNION
      SELECT kind, id, upcoming FROM pool WHERE kind = 'events' AND upcoming AND ${wanted}
    ),
    hits AS (${details(lang, match)}),
    event_slots AS (
      SELECT id, row_number() OVER (ORDER BY upcoming DESC, score DESC, date) AS slot FROM hits WHERE kind = 'events'
    ),
    event_scores AS (
      SELECT score, row_number() OVER (ORDER BY score DESC) AS slot FROM hits WHERE kind = 'events'
    ),
    scored AS (
      SELECT hits.kind, hits.id, hits.title, hits.summary, hits.body, hits.date, hits.time, hits.location, hits.upcoming,
        hits.category_slug, hits.category_page, hits.slug, hits.category_name, hits.doc,
        coalesce(event_scores.score, hits.score) AS score
      FROM hits
      LEFT JOIN event_slots ON hits.kind = 'events' AND event_slots.id = hits.id
      LEFT JOIN event_scores ON event_scores.slot = event_slots.slot
    ),
    top AS (
      SELECT * FROM scored ORDER BY score DESC, date DESC NULLS LAST, title LIMIT ${limit}
    ),
    -- Snippets only for the rows shown: ts_headline reparses the text. A first try on the
    -- text's start, then (Snippet.final) perhaps the whole text. The lead is the whole text
    -- (summary, then body as text) or, for a long body, a start of it longer than the window,
    -- made from the body's first LEAD_HTML characters (a tag cut there dropped). Each step
    -- is materialized so that its expressions run once per row.
    texts AS MATERIALIZED (
      SELECT top.*, top.summary || ' · ' || search_html_text(CASE WHEN length(top.body) <= ${LEAD_HTML} THEN top.body
        ELSE regexp_replace(left(top.body, ${LEAD_HTML}), '<[^>]*$', '') END) AS head
      FROM top
    ),
    leads AS MATERIALIZED (
      SELECT texts.*, CASE WHEN length(texts.head) > ${SNIPPET_WINDOW} OR length(texts.body) <= ${LEAD_HTML} THEN texts.head
        ELSE texts.summary || ' · ' || search_html_text(texts.body) END AS lead
      FROM texts
    ),
    drafts AS MATERIALIZED (SELECT leads.*, ${snippet.draft(sql.raw('leads'))} AS draft FROM leads),
    shown AS (
      SELECT drafts.kind, drafts.id, drafts.title, drafts.date, drafts.time, drafts.location, drafts.upcoming,
        drafts.category_slug, drafts.category_page, drafts.slug, drafts.category_name, drafts.score,
        ${snippet.final(sql.raw('drafts'))} AS snippet
      FROM drafts
    )
    SELECT
      (SELECT coalesce(json_object_agg(kind, total), '{}') FROM totals) AS totals,
      (SELECT coalesce(json_agg(shown ORDER BY score DESC, date DESC NULLS LAST, title), '[]') FROM shown) AS hits`
}

/** PGlite and node-postgres both parse json columns; accept text too, to be safe. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/**
 * Runs a phase's statement with the settings it needs, for this transaction only:
 * - no sequential scans: the planner expects a match on most rows of a table to be cheaper by
 *   reading the table, but checking `@@` there means reading every row's document vector (stored
 *   apart, compressed), while the GIN index answers without it; a query matching thousands of
 *   articles took seconds instead of milliseconds.
 * - pg_trgm's `<%` (which its GIN index serves) compares against a setting, not an argument.
 * With `tsquery`, the same first statement works the tsquery out, and `build` gets it as a
 * value: the statement names it many times (match, bonuses, rank, snippets), and as the
 * to_tsquery calls themselves the planner reworked each of them (unaccent, stemming) every time.
 * The statement is prepared once per connection and planned once (db/prepared-statement.server.ts):
 * planning it took longer than running it for most queries. Its text depends only on the
 * language and the phase; the query, the words and the options are its values.
 */
async function runPhase(
  db: Db,
  build: (queries: PhaseQueries) => SQL,
  countUpTo: number,
  options: { lang: Lang; timely: number; tsqueries?: { query: SQL; rank: SQL; some: SQL } },
) {
  const { tsqueries, timely, lang } = options
  const text = (query: SQL | undefined) => (query ? sql`(${query})::text` : sql`NULL::text`)
  return db.transaction(async (tx) => {
    const [settings] = rowsOf<{ query: string | null; rank: string | null; some: string | null }>(
      await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true),
        set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true),
        ${text(tsqueries?.query)} AS query, ${text(tsqueries?.rank)} AS rank, ${text(tsqueries?.some)} AS some`),
    )
    const statement = build({
      query: sql`${sql.placeholder('query')}::tsquery`,
      match: sql`${sql.placeholder('match')}::tsquery`,
      rank: sql`${sql.placeholder('rank')}::tsquery`,
      some: sql`${sql.placeholder('some')}::tsquery`,
    })
    const [row] = rowsOf<{ totals: unknown; hits: unknown }>(
      await executePrepared(tx as unknown as Db, statement, {
        query: settings?.query ?? '',
        match: lang === 'el' ? markedTagQuery(settings?.query ?? '') : (settings?.query ?? ''),
        rank: settings?.rank ?? '',
        some: settings?.some ?? '',
        timely,
      }),
    )
    const counted = {
      ...emptyTotals(),
      ...json<Partial<Record<SearchKind, number>>>(row?.totals ?? {}),
    }
    const capped = SEARCH_KINDS.filter((k) => counted[k] > countUpTo)
    const totals = Object.fromEntries(
      SEARCH_KINDS.map((k) => [k, Math.min(counted[k], countUpTo)]),
    ) as Record<SearchKind, number>
    return { totals, capped, hits: json<Row[]>(row?.hits ?? []).map(hitOf) }
  })
}

/**
 * A search's options and the content version read when it began: every phase of one search
 * reads the synonyms and tag labels of that version (search-vocabulary.server.ts).
 */
type SearchAt = SearchOptions & { version: string }

/** One language's text search, then, when no word matched, its similar titles. */
async function searchPhases(db: Db, options: SearchAt): Promise<SearchResult> {
  const terms = queryTerms(options.query, options.lang)
  const limit = Math.min(
    Math.max(1, Math.floor(options.limit ?? DEFAULT_SEARCH_LIMIT)),
    MAX_SEARCH_LIMIT,
  )
  const base = { query: options.query, terms, suggestion: null, lang: options.lang }
  if (terms.length === 0)
    return { ...base, match: 'none', totals: emptyTotals(), capped: [], hits: [] }
  const today = todayInCyprus(options.now)
  const { lang, kind } = options
  const countUpTo = Math.max(1, Math.floor(options.countUpTo ?? COUNT_LIMIT))

  const phrase = (foldText(options.query).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')
  const textMatch = (q: PhaseQueries): Matcher => ({
    where: (c) => sql`${c.matchVector} @@ (${q.match})`,
    titled: (c) => sql`${c.titleVector} @@ (${q.query})`,
    prescore: (c) => titleBonus(c, q, phrase, 'float8'),
    score: (c) => textScore(c, q, phrase),
  })
  const highlighted = (query: SQL): Snippet => {
    const headline = (text: SQL) =>
      sql`ts_headline(${HEADLINE_CONFIG[lang]}, ${text}, ${query}, ${HEADLINE_OPTIONS})`
    return {
      // The start of a long text, cut at a word so that no cut word ends a fragment.
      draft: (texts) =>
        headline(sql`CASE WHEN length(${texts}.lead) > ${SNIPPET_WINDOW}
          THEN regexp_replace(left(${texts}.lead, ${SNIPPET_WINDOW}), '\\s+\\S*$', '') ELSE ${texts}.lead END`),
      // The whole text only when the start holds no match and the text can hold one. A text in
      // which the query cannot be met (it matched by title or tags) is headlined by its first
      // words, as its start already was; the summary and body parts (weights C and D) of the
      // stored document vector hold every word of the text, so they tell without parsing it.
      final: (
        drafts,
      ) => sql`CASE WHEN strpos(${drafts}.draft, ${MARK_START}) > 0 OR length(${drafts}.lead) <= ${SNIPPET_WINDOW}
          OR NOT (ts_filter(${drafts}.doc, '{c,d}') @@ (${query}))
        THEN ${drafts}.draft ELSE ${headline(sql`${drafts}.summary || ' · ' || search_html_text(${drafts}.body)`)} END`,
    }
  }
  const { synonyms, tagLabels } = await searchVocabulary(db, lang, options.version)
  const slots = synonymSlots(terms, synonyms)
  // The weak words ("epilepsy", "day") must match but do not rank: a text holding only them
  // is no answer. A query of weak words alone ranks by them.
  const strong = slots.filter(({ typed }) => !typed.every((word) => isWeakWord(word, lang)))
  const ranked = strong.length > 0 ? strong : slots
  const timely = namesEventOrDate(terms, lang) ? TIMELY_FACTOR.event : TIMELY_FACTOR.information
  const found = await runPhase(
    db,
    (q) => statement(lang, textMatch(q), today, { kind, limit, countUpTo }, highlighted(q.query)),
    countUpTo,
    {
      lang,
      timely,
      tsqueries: {
        query: tsQuery(slots, lang, tagLabels),
        rank: tsQuery(ranked, lang, tagLabels),
        some: sql.join(
          ranked.map((slot) => sql`(${tsQuery([slot], lang, tagLabels)})`),
          sql` || `,
        ),
      },
    },
  )
  if (Object.values(found.totals).some((n) => n > 0)) return { ...base, match: 'text', ...found }

  // No word matched: titles and tags that look like the query (misspellings).
  const folded = terms.join(' ')
  const similarity = (c: SearchColumns) => sql`word_similarity(${folded}, ${c.label})`
  const similar: Matcher = {
    where: (c) =>
      sql`${folded} <% ${c.label} AND ${similarity(c)} >= ${sql.raw(String(TRIGRAM_THRESHOLD))}`,
    prescore: similarity,
    score: similarity,
  }
  const plain: Snippet = {
    draft: (texts) => sql`left(${texts}.lead, 240)`,
    final: (drafts) => sql`${drafts}.draft`,
  }
  const close = await runPhase(
    db,
    () => statement(lang, similar, today, { kind, limit, countUpTo }, plain),
    countUpTo,
    { lang, timely },
  )
  const any = Object.values(close.totals).some((n) => n > 0)
  return { ...base, match: any ? 'similar' : 'none', ...close }
}

/**
 * One language's search with "Did you mean": when no word matched, the words of the similar
 * titles correct the misspelt ones, and when the corrected query matches, its results are shown
 * ("siezure" finds what "seizure" finds, not only the titles that look alike).
 */
async function searchLanguage(db: Db, options: SearchAt): Promise<SearchResult> {
  const first = await searchPhases(db, options)
  if (first.match !== 'similar') return first
  const suggestion = correctedQuery(
    first.terms,
    first.hits.map((hit) => hit.title),
  )
  if (!suggestion) return first
  const again = await searchPhases(db, { ...options, query: suggestion })
  if (again.match !== 'text') return first
  return { ...again, query: options.query, match: 'corrected', suggestion }
}

/**
 * The site search. A query written only in the other language's script is searched in that
 * language too: Greek letters on the English site go straight to the Greek texts (the English
 * ones hold no Greek words); Latin letters on the Greek site are first read as Greeklish, and
 * only when that matches nothing are the English texts searched. `lang` says which was shown.
 */
export async function search(db: Db, searched: SearchOptions): Promise<SearchResult> {
  const version = await readContentVersion(db)
  await ensureFixedPagesIndexed(db, version)
  const options = { ...searched, version }
  const script = queryScript(options.query)
  if (options.lang === 'en' && script === 'greek') {
    const greek = await searchLanguage(db, { ...options, lang: 'el' })
    if (greek.match !== 'none') return greek
    return searchLanguage(db, options)
  }
  const result = await searchLanguage(db, options)
  if (options.lang === 'el' && script === 'latin' && result.match !== 'text') {
    const english = await searchLanguage(db, { ...options, lang: 'en' })
    if (english.match === 'text' || english.match === 'corrected') return english
  }
  return result
}
