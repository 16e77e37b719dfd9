/**
 * GET /api/v1/country: the visitor's country from the trusted proxy header named by COUNTRY_HEADER,
 * for the emergency number (docs/product.md, Emergency number). `{"code": "CY"}`, or
 * `{"code": null}` when the header is not configured, missing or says nothing useful.
 */
import type { Route } from './+types/country'
import { servicesContext } from '~/context.server'
import { parseCountryHeader } from '~/lib/emergency-country'

export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext)
  const code = config.COUNTRY_HEADER
    ? parseCountryHeader(request.headers.get(config.COUNTRY_HEADER))
    : null
  return Response.json({ code }, { headers: { 'Cache-Control': 'private, no-store' } })
}
