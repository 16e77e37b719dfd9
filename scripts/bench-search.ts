/**
 * Search benchmark: 10,000 generated wiki articles (English and Greek text made from the demo
 * content's own words) plus the demo content, on in-memory PGlite (or on PostgreSQL with
 * BENCH_DATABASE_URL), then every query of the test corpus several times in both languages.
 * Reports p50/p95/max in milliseconds (the target is p95 < 30 ms on PGlite) and, beside them, how
 * well the judged queries are answered over the same corpus: P@1 and precision@3 per language
 * (tests/integration/support/search-judgement.ts; targets 0.95 and 0.8).
 *   npm run bench:search [-- --articles 10000 --rounds 5]
 */
import { performance } from 'node:perf_hooks'

import { openDatabase } from '~/db/client.server'
import { runMigrations } from '~/db/migrate.server'
import { wikiArticles, wikiCategories } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { search } from '~/domain/search.server'
import corpus from '../tests/integration/search-corpus.json' with { type: 'json' }
import { judge, summary, type Judgement } from '../tests/integration/support/search-judgement'

function option(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const ARTICLES = option('articles', 10_000)
const ROUNDS = option('rounds', 5)
const TARGET_P95_MS = 30
const TARGET_P1 = 0.95
const TARGET_PRECISION3 = 0.8

// A deterministic generator, so runs are comparable.
let seed = 42
function random() {
  seed = (seed * 1103515245 + 12345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
function sentence(words: readonly string[], length: number) {
  return Array.from({ length }, () => pick(words)).join(' ')
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

const database = await openDatabase(
  process.env.BENCH_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_DATABASE_URL }
    : { memory: true },
)
const { db } = database
try {
  await runMigrations(database)
  await seedDemoContentOnce(db)
  const demo = await db.select().from(wikiArticles)
  const wordsOf = (texts: (string | null)[]) =>
    texts.flatMap((text) => (text ?? '').replace(/<[^>]+>/g, ' ').match(/[\p{L}]{3,}/gu) ?? [])
  const english = wordsOf(demo.flatMap((a) => [a.title, a.excerpt, a.content]))
  const greek = wordsOf(demo.flatMap((a) => [a.titleEl, a.excerptEl, a.contentEl]))
  const [category] = await db
    .insert(wikiCategories)
    .values({ name: 'Benchmark', slug: 'benchmark', description: '', page: 0, orderIndex: 99 })
    .returning()

  const started = performance.now()
  for (let offset = 0; offset < ARTICLES; offset += 250) {
    const rows = Array.from({ length: Math.min(250, ARTICLES - offset) }, (_, i) => {
      const n = offset + i
      const paragraphs = (words: readonly string[]) =>
        Array.from({ length: 6 }, () => `<p>${sentence(words, 60)}.</p>`).join('\n')
      return {
        title: sentence(english, 5),
        titleEl: sentence(greek, 5),
        slug: `bench-${n}`,
        excerpt: sentence(english, 25),
        excerptEl: sentence(greek, 25),
        content: paragraphs(english),
        contentEl: paragraphs(greek),
        categoryId: category!.id,
        status: n % 10 === 0 ? ('draft' as const) : ('published' as const),
        tags: [
          pick(['treatment', 'safety', 'school', 'research', 'family']),
          pick(['lifestyle', 'diagnosis', 'support']),
        ],
      }
    })
    await db.insert(wikiArticles).values(rows)
  }
  const loadSeconds = (performance.now() - started) / 1000
  console.log(
    `${database.kind}: ${ARTICLES} generated articles indexed in ${loadSeconds.toFixed(1)} s`,
  )
  // As the server keeps its database (app/db/maintenance.server.ts): vacuumed, with statistics.
  await database.maintain()

  const queries = [
    ...corpus.en.map((c) => ({ q: c.q, lang: 'en' as const })),
    ...corpus.el.map((c) => ({ q: c.q, lang: 'el' as const })),
  ]
  // Warm up plans and caches once, judging the answers on the way.
  const judged: Record<'en' | 'el', Judgement[]> = { en: [], el: [] }
  for (const lang of ['en', 'el'] as const)
    for (const query of corpus[lang]) {
      const result = await search(db, { query: query.q, lang })
      judged[lang].push(
        judge(
          query,
          result.hits.map((hit) => hit.title),
        ),
      )
    }
  const times: Record<'en' | 'el' | 'all', number[]> = { en: [], el: [], all: [] }
  for (let round = 0; round < ROUNDS; round++) {
    for (const { q, lang } of queries) {
      const t0 = performance.now()
      await search(db, { query: q, lang })
      const ms = performance.now() - t0
      times[lang].push(ms)
      times.all.push(ms)
    }
  }
  for (const key of ['en', 'el', 'all'] as const) {
    const sorted = times[key].sort((a, b) => a - b)
    const quality =
      key === 'all'
        ? ''
        : (() => {
            const { p1, precision3 } = summary(judged[key])
            return `  P@1 ${p1.toFixed(2)}  precision@3 ${precision3.toFixed(2)} (${judged[key].length} judged)`
          })()
    console.log(
      `${key.padEnd(3)} ${String(sorted.length).padStart(4)} queries  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms${quality}`,
    )
  }
  for (const lang of ['en', 'el'] as const) {
    const { p1, precision3 } = summary(judged[lang])
    if (p1 < TARGET_P1 || precision3 < TARGET_PRECISION3)
      console.log(`${lang}: below the targets (P@1 ${TARGET_P1}, precision@3 ${TARGET_PRECISION3})`)
    for (const j of judged[lang].filter((j) => !j.first || j.precision3 < 1))
      console.log(`  ${lang} "${j.q}": ${j.first ? '' : 'wrong first; '}${JSON.stringify(j.shown)}`)
  }
  const p95 = percentile(times.all, 95)
  console.log(
    p95 < TARGET_P95_MS
      ? `p95 within the ${TARGET_P95_MS} ms target`
      : `p95 above the ${TARGET_P95_MS} ms target`,
  )
} finally {
  await database.close()
}
