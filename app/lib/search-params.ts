/**
 * Reading a search from an address. The page is forgiving (an unknown kind shows all kinds, a
 * long query is cut); the API is strict and names the field that is wrong. Both give the same
 * options for the same address, so they return the same results.
 */
import { normalizeLang, type Lang } from '~/i18n/languages'
import {
  DEFAULT_SEARCH_LIMIT,
  isSearchKind,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  type SearchKind,
} from './search-query'
import type { TranslationKey } from '~/i18n/keys'

export interface SearchRequest {
  query: string
  lang: Lang
  kind?: SearchKind
  limit: number
}

export function pageSearchRequest(params: URLSearchParams, lang: Lang): SearchRequest {
  const kind = params.get('kind')
  return {
    query: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    lang,
    kind: isSearchKind(kind) ? kind : undefined,
    limit: kind && isSearchKind(kind) ? MAX_SEARCH_LIMIT : DEFAULT_SEARCH_LIMIT,
  }
}

export type ApiSearchParse =
  | { ok: true; request: SearchRequest }
  | {
      ok: false
      field: 'q' | 'lang' | 'kind' | 'limit'
      messageKey: TranslationKey
      values?: Record<string, number>
    }

export function apiSearchRequest(params: URLSearchParams, fallbackLang: Lang): ApiSearchParse {
  const query = (params.get('q') ?? '').trim()
  if (query === '') return { ok: false, field: 'q', messageKey: 'search.errors.qRequired' }
  if (query.length > MAX_QUERY_LENGTH) {
    return {
      ok: false,
      field: 'q',
      messageKey: 'search.errors.qTooLong',
      values: { max: MAX_QUERY_LENGTH },
    }
  }
  const rawLang = params.get('lang')
  const lang = rawLang === null ? fallbackLang : normalizeLang(rawLang)
  if (!lang) return { ok: false, field: 'lang', messageKey: 'search.errors.lang' }
  const rawKind = params.get('kind')
  if (rawKind !== null && rawKind !== '' && rawKind !== 'all' && !isSearchKind(rawKind)) {
    return { ok: false, field: 'kind', messageKey: 'search.errors.kind' }
  }
  const kind = isSearchKind(rawKind) ? rawKind : undefined
  const rawLimit = params.get('limit')
  let limit = kind ? MAX_SEARCH_LIMIT : DEFAULT_SEARCH_LIMIT
  if (rawLimit !== null) {
    limit = Number(rawLimit)
    if (!/^\d+$/.test(rawLimit) || limit < 1 || limit > MAX_SEARCH_LIMIT) {
      return {
        ok: false,
        field: 'limit',
        messageKey: 'search.errors.limit',
        values: { max: MAX_SEARCH_LIMIT },
      }
    }
  }
  return { ok: true, request: { query, lang, kind, limit } }
}
