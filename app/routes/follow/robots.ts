/** GET /robots.txt: what crawlers may read, and where the sitemap is (at this site's origin). */
import type { Route } from './+types/robots'
import { servicesContext } from '~/context.server'
import { FOLLOW_CACHE_CONTROL } from '~/lib/follow-headers'
import { robotsTxt } from '~/lib/robots'
import { siteOrigin } from '~/lib/site-origin.server'

export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext)
  return new Response(robotsTxt(siteOrigin(config, request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': FOLLOW_CACHE_CONTROL },
  })
}
