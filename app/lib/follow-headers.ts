/**
 * Cache-Control of the machine-read documents (sitemap, robots.txt, feeds, calendars). They
 * carry no personal data and never vary by cookie, so shared caches may keep them briefly; feed
 * readers and crawlers poll often, and a quarter of an hour is fresh enough for new items.
 */
export const FOLLOW_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=3600'
