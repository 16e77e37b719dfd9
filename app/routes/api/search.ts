/**
 * GET /api/v1/search?q=&lang=&kind=&limit=: the search page's results as JSON (docs/api.md).
 * The same request options give the same results as /search?q= (app/lib/search-params.ts).
 */
import type { Route } from './+types/search'
import { i18nContext, langContext, requestContext, servicesContext } from '~/context.server'
import { search, type SearchHit } from '~/domain/search.server'
import { apiError } from '~/lib/api-error.server'
import { apiSearchRequest } from '~/lib/search-params'
import { snippetHtml, snippetText } from '~/lib/search-query'
import { localizedUrl } from '~/lib/localized-url'
import { siteOrigin } from '~/lib/site-origin.server'

function hitJson(hit: SearchHit, origin: string, lang: 'en' | 'el') {
  return {
    kind: hit.kind,
    id: hit.id,
    title: hit.title,
    url: localizedUrl(origin, hit.path, lang),
    snippet: snippetText(hit.snippet),
    snippet_html: snippetHtml(hit.snippet),
    section: hit.section
      ? { name: hit.section.name, url: localizedUrl(origin, hit.section.path, lang) }
      : null,
    date: hit.date,
    time: hit.time,
    location: hit.location,
    upcoming: hit.upcoming,
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, database } = context.get(servicesContext)
  const { t } = context.get(i18nContext)
  const url = new URL(request.url)
  const parsed = apiSearchRequest(url.searchParams, context.get(langContext))
  if (!parsed.ok) {
    const message = t(parsed.messageKey, parsed.values)
    return apiError(400, 'validation_failed', message, { [parsed.field]: message })
  }
  const { request: options } = parsed
  try {
    const result = await search(database.db, options)
    const origin = siteOrigin(config, request)
    return Response.json(
      {
        query: options.query,
        lang: options.lang,
        kind: options.kind ?? null,
        match: result.match,
        suggestion: result.suggestion,
        results_lang: result.lang,
        totals: result.totals,
        capped: result.capped,
        data: result.hits.map((hit) => hitJson(hit, origin, result.lang)),
      },
      {
        headers: {
          // Public items only; cacheable when the address names its language.
          'Cache-Control': url.searchParams.has('lang')
            ? 'public, max-age=60'
            : 'private, no-cache',
          'Content-Language': options.lang,
        },
      },
    )
  } catch (error) {
    context.get(requestContext).logger.error({ err: error }, 'search failed')
    return apiError(500, 'internal', t('search.errors.failed'))
  }
}
