/**
 * How well search answers the judged queries (search-corpus.json): each query has the result a
 * visitor expects first (`top`) and the others that answer it too (`also`). Shared by the corpus
 * test and `npm run bench:search`.
 *
 * - P@1: the share of queries whose first result is `top`.
 * - precision@3: per query, the share of the first three results (or of all, when fewer) that
 *   are `top` or in `also`; averaged over the queries.
 */
export interface JudgedQuery {
  q: string
  top: string
  also?: string[]
}

export interface Judgement {
  q: string
  first: boolean
  precision3: number
  shown: string[]
}

export function judge(query: JudgedQuery, titles: string[]): Judgement {
  const relevant = new Set([query.top, ...(query.also ?? [])])
  const shown = titles.slice(0, 3)
  const good = shown.filter((title) => relevant.has(title)).length
  return {
    q: query.q,
    first: titles[0] === query.top,
    precision3: shown.length === 0 ? 0 : good / shown.length,
    shown,
  }
}

export function summary(judgements: Judgement[]) {
  const n = Math.max(1, judgements.length)
  return {
    p1: judgements.filter((j) => j.first).length / n,
    precision3: judgements.reduce((sum, j) => sum + j.precision3, 0) / n,
  }
}
