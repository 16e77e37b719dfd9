import type { Config } from '~/config.server'

/** The site's public origin: BASE_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(config: Config, request: Request) {
  return config.BASE_URL ? new URL(config.BASE_URL).origin : new URL(request.url).origin
}
