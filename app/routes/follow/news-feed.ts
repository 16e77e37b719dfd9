/** GET /news/feed.xml: RSS 2.0 of the newest news posts. */
import { rssFeedLoader } from './rss-feed.server'

export const loader = rssFeedLoader('news')
