/**
 * GET /api/v1/header-menus: the Understanding and Living mega-menus in the page's language.
 * The header reads it after hydration and again on 'refreshHeaderData'. Every page view asks for
 * it, so signed-out visitors get it from the page cache, like the page (server/page-request-handler.ts).
 */
import type { Route } from './+types/header-menus'
import { i18nContext, langContext, requestContext, servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { listArticles, listCategories } from '~/domain/wiki.server'
import { apiError } from '~/lib/api-error.server'
import { buildHeaderMenus } from '~/lib/header-menus'

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database
  const lang = context.get(langContext)
  try {
    const [categories, articles] = await Promise.all([
      listCategories(db),
      listArticles(db, viewerOf(context)),
    ])
    return Response.json(buildHeaderMenus(categories, articles, lang), {
      // Depends on the language and on who asks: what a signed-in person gets (drafts for an
      // admin) is made private by privateResponseMiddleware; the rest is the same for everyone.
      headers: {
        'Cache-Control': 'public, max-age=0, must-revalidate',
        Vary: 'Cookie, Accept-Language',
        'Content-Language': lang,
      },
    })
  } catch (error) {
    // A failed read is logged; the header says the menu could not be loaded and works on.
    context.get(requestContext).logger.error({ err: error }, 'header menus could not be read')
    return apiError(500, 'internal', context.get(i18nContext).t('chrome.menu.loadFailed'))
  }
}
