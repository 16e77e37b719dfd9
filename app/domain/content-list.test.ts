import { describe, expect, it } from 'vitest'

import {
  BULK_MAX,
  bulkIntentsFor,
  DEFAULT_QUERY,
  isFiltered,
  listSearch,
  parseBulkRequest,
  parseListQuery,
} from './content-list'

const parse = (query: string) => parseListQuery(new URLSearchParams(query))
const ID = '5f0c7a52-3b1e-4c8e-9a3d-2f1b6c7d8e9f'

describe('the list query', () => {
  it('is the default without parameters', () => {
    expect(parse('')).toEqual(DEFAULT_QUERY)
    expect(isFiltered(parse(''))).toBe(false)
  })

  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        `q=+walk+&kind=news&status=pending_review&greek=missing&author=w@example.org&category=${ID}&from=2026-01-01&to=2026-02-28&sort=title&dir=desc&page=3`,
      ),
    ).toEqual({
      q: 'walk',
      kind: 'news',
      status: 'pending_review',
      greek: 'missing',
      author: 'w@example.org',
      category: ID,
      from: '2026-01-01',
      to: '2026-02-28',
      sort: 'title',
      dir: 'desc',
      page: 3,
    })
  })

  it('leaves out values it does not understand', () => {
    const query = parse(
      'kind=tags&status=gone&greek=maybe&author=nobody&category=12&from=2026-02-30&to=yesterday&sort=likes&dir=up&page=-2',
    )
    expect(query).toEqual(DEFAULT_QUERY)
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('page=abc').page).toBe(1)
    expect(parse('page=999999999').page).toBe(1)
  })

  it('orders titles A to Z and changes newest first unless told', () => {
    expect(parse('sort=title').dir).toBe('asc')
    expect(parse('sort=kind').dir).toBe('asc')
    expect(parse('sort=updated').dir).toBe('desc')
  })

  it('swaps a date range given backwards and cuts a long search', () => {
    const query = parse('from=2026-03-01&to=2026-01-01')
    expect([query.from, query.to]).toEqual(['2026-01-01', '2026-03-01'])
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(200)
  })

  it('writes back only what differs from the defaults', () => {
    expect(listSearch(DEFAULT_QUERY)).toBe('')
    const query = parse('kind=wiki&status=draft&sort=title&page=2')
    expect(listSearch(query)).toBe('?kind=wiki&status=draft&sort=title&page=2')
    expect(listSearch(query, { page: 1 })).toBe('?kind=wiki&status=draft&sort=title')
    expect(listSearch(query, { dir: 'desc' })).toBe(
      '?kind=wiki&status=draft&sort=title&dir=desc&page=2',
    )
    expect(parse(listSearch(query).slice(1))).toEqual(query)
  })
})

describe('a bulk request', () => {
  it('names an intent and items of known kinds', () => {
    expect(parseBulkRequest('publish', [`news:${ID}`, `wiki:${ID.toUpperCase()}`])).toEqual({
      ok: true,
      intent: 'publish',
      items: [
        { kind: 'news', id: ID },
        { kind: 'wiki', id: ID },
      ],
    })
  })

  it('counts an item named twice once', () => {
    const request = parseBulkRequest('delete', [`events:${ID}`, `events:${ID}`])
    expect(request.ok && request.items).toHaveLength(1)
  })

  it('is refused whole for an unknown intent, no items, a malformed item or too many', () => {
    expect(parseBulkRequest('archive', [`news:${ID}`])).toEqual({ ok: false, problem: 'intent' })
    expect(parseBulkRequest(null, [`news:${ID}`])).toEqual({ ok: false, problem: 'intent' })
    expect(parseBulkRequest('publish', [])).toEqual({ ok: false, problem: 'none' })
    for (const bad of ['news', `tags:${ID}`, 'news:42', `news:${ID}:x`, `:${ID}`])
      expect(parseBulkRequest('publish', [`news:${ID}`, bad])).toEqual({
        ok: false,
        problem: 'malformed',
      })
    const many = Array.from({ length: BULK_MAX + 1 }, () => `news:${ID}`)
    expect(parseBulkRequest('publish', many)).toEqual({ ok: false, problem: 'too_many' })
  })
})

describe('Recently deleted in the list', () => {
  it('is a status of the list’s own, whose one bulk action is restore', () => {
    const deleted = parse('status=deleted&q=walk')
    expect(deleted.status).toBe('deleted')
    expect(isFiltered(deleted)).toBe(true)
    expect(listSearch(deleted)).toBe('?q=walk&status=deleted')
    expect(bulkIntentsFor(deleted)).toEqual(['restore'])
    expect(bulkIntentsFor(parse('status=draft'))).toEqual(['publish', 'unpublish', 'delete'])
    expect(bulkIntentsFor(parse(''))).toEqual(['publish', 'unpublish', 'delete'])
  })

  it('takes a restore of items of every kind', () => {
    expect(parseBulkRequest('restore', [`stories:${ID}`])).toEqual({
      ok: true,
      intent: 'restore',
      items: [{ kind: 'stories', id: ID }],
    })
  })
})
