/** GET /sitemap.xml: every public page in both languages with hreflang alternates and lastmod. */
import type { Route } from './+types/sitemap'
import { servicesContext } from '~/context.server'
import { listSitemapPages } from '~/domain/sitemap.server'
import { FOLLOW_CACHE_CONTROL } from '~/lib/follow-headers'
import { siteOrigin } from '~/lib/site-origin.server'
import { sitemapXml } from '~/lib/sitemap'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, database } = context.get(servicesContext)
  const pages = await listSitemapPages(database.db)
  return new Response(sitemapXml(siteOrigin(config, request), pages), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': FOLLOW_CACHE_CONTROL,
    },
  })
}
