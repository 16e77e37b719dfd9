import { describe, expect, it } from 'vitest'

import { apiSearchRequest, pageSearchRequest } from './search-params'

const params = (query: string) => new URLSearchParams(query)

describe('pageSearchRequest', () => {
  it('reads the query, kind and language, forgiving what it cannot use', () => {
    expect(pageSearchRequest(params('q=%20first%20aid%20&kind=events'), 'el')).toEqual({
      query: 'first aid',
      lang: 'el',
      kind: 'events',
      limit: 50,
    })
    expect(pageSearchRequest(params('q=x&kind=bogus'), 'en')).toEqual({
      query: 'x',
      lang: 'en',
      kind: undefined,
      limit: 20,
    })
    expect(pageSearchRequest(params(''), 'en').query).toBe('')
    expect(pageSearchRequest(params(`q=${'a'.repeat(500)}`), 'en').query).toHaveLength(200)
  })
})

describe('apiSearchRequest', () => {
  it('gives the same request as the page for the same address', () => {
    const address = 'q=seizure&kind=wiki'
    const api = apiSearchRequest(params(address), 'en')
    expect(api).toEqual({ ok: true, request: pageSearchRequest(params(address), 'en') })
    expect(apiSearchRequest(params('q=κρίση&lang=el'), 'en')).toEqual({
      ok: true,
      request: { query: 'κρίση', lang: 'el', kind: undefined, limit: 20 },
    })
    expect(apiSearchRequest(params('q=x&lang=gr&kind=all&limit=5'), 'en')).toEqual({
      ok: true,
      request: { query: 'x', lang: 'el', kind: undefined, limit: 5 },
    })
  })

  it('names the wrong field', () => {
    expect(apiSearchRequest(params(''), 'en')).toMatchObject({
      ok: false,
      field: 'q',
      messageKey: 'search.errors.qRequired',
    })
    expect(apiSearchRequest(params('q=%20%20'), 'en')).toMatchObject({ ok: false, field: 'q' })
    expect(apiSearchRequest(params(`q=${'a'.repeat(201)}`), 'en')).toMatchObject({
      ok: false,
      field: 'q',
      messageKey: 'search.errors.qTooLong',
    })
    expect(apiSearchRequest(params('q=x&lang=fr'), 'en')).toMatchObject({
      ok: false,
      field: 'lang',
    })
    expect(apiSearchRequest(params('q=x&kind=recipes'), 'en')).toMatchObject({
      ok: false,
      field: 'kind',
    })
    for (const limit of ['0', '51', '2.5', 'ten', '-1', '']) {
      expect(apiSearchRequest(params(`q=x&limit=${limit}`), 'en')).toMatchObject({
        ok: false,
        field: 'limit',
      })
    }
  })
})
