/** GET /stories/feed.xml: RSS 2.0 of the newest patient stories. */
import { rssFeedLoader } from './rss-feed.server'

export const loader = rssFeedLoader('stories')
