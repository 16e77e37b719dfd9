/**
 * RSS 2.0 of the newest posts of one kind (?lang=el for Greek): the loader of GET /news/feed.xml
 * (news-feed.ts) and /stories/feed.xml (stories-feed.ts).
 */
import type { LoaderFunctionArgs } from 'react-router'

import { servicesContext } from '~/context.server'
import { KIND_INFO } from '~/domain/content-kinds'
import { feedEntries, type FeedKind } from '~/domain/feeds.server'
import { createI18n } from '~/i18n/i18n'
import { rssFeed } from '~/lib/content-feed'
import { feedPath } from '~/lib/feed-urls'
import { FOLLOW_CACHE_CONTROL } from '~/lib/follow-headers'
import { langOfAddress } from '~/lib/follow-lang'
import { localizedUrl } from '~/lib/localized-url'
import { siteOrigin } from '~/lib/site-origin.server'
import { articleStringKey } from '~/domain/label-keys'

export function rssFeedLoader(kind: FeedKind) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { config, database } = context.get(servicesContext)
    const lang = langOfAddress(request)
    const { t } = await createI18n(lang)
    const origin = siteOrigin(config, request)
    const xml = rssFeed({
      title: t(articleStringKey(kind, 'feed.title')),
      description: t(articleStringKey(kind, 'feed.description')),
      lang,
      pageUrl: localizedUrl(origin, KIND_INFO[kind].listPath, lang),
      feedUrl: new URL(feedPath(kind, lang), origin).toString(),
      origin,
      copyright: t('common.siteName'),
      entries: await feedEntries(database.db, kind, lang, origin),
    })
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Content-Language': lang,
        'Cache-Control': FOLLOW_CACHE_CONTROL,
      },
    })
  }
}
