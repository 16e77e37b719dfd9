/** Every address of the site (docs/product.md, Pages and addresses). */
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('community', 'routes/community.tsx'),
  route('privacy', 'routes/legal/privacy.tsx'),
  route('terms', 'routes/legal/terms.tsx'),
  route('accessibility', 'routes/legal/accessibility.tsx'),
  route('first-aid', 'routes/first-aid/first-aid.tsx'),
  route('first-aid/card', 'routes/first-aid/card.tsx'),
  route('seizure-action-plan', 'routes/seizure-action-plan.tsx'),
  route('diary', 'routes/diary.tsx'),
  route('offline', 'routes/offline.tsx'),
  route('api/v1/header-menus', 'routes/chrome/header-menus.ts'),
  route('api/v1/country', 'routes/chrome/country.ts'),
  route('auth', 'routes/auth/auth.tsx'),
  route('auth/sign-out', 'routes/auth/sign-out.tsx'),
  route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth/reset-password.tsx'),
  route('auth/verify-email', 'routes/auth/verify-email.tsx'),
  route('auth/invitation', 'routes/auth/invitation.tsx'),
  route('profile', 'routes/profile.tsx'),
  // The newsletter: sign-up (the footer's form posts here), confirmation, unsubscribe (one
  // click) and the language preference, the last two one page under two addresses.
  route('newsletter', 'routes/newsletter/sign-up.tsx'),
  route('newsletter/confirm', 'routes/newsletter/confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter/manage.tsx', { id: 'newsletter-unsubscribe' }),
  route('newsletter/preferences', 'routes/newsletter/manage.tsx', { id: 'newsletter-preferences' }),
  route('admin/settings', 'routes/admin/settings.tsx'),
  route('admin/people', 'routes/admin/people.tsx'),
  route('admin/audit', 'routes/admin/audit.tsx'),
  route('admin/deleted', 'routes/admin/deleted.tsx'),
  route('admin/review', 'routes/admin/review.tsx'),
  route('admin/tags', 'routes/admin/tags.tsx'),
  route('admin/images', 'routes/admin/images.tsx'),
  route('admin/analytics', 'routes/admin/analytics.tsx'),
  route('admin/newsletter', 'routes/admin/newsletter.tsx'),
  route('admin/health', 'routes/admin/health.tsx'),
  route('admin/content', 'routes/admin/content.tsx'),
  route('admin/media', 'routes/admin/media/library.tsx'),
  route('admin/media/:hash', 'routes/admin/media/image.tsx'),
  route('admin/history/:kind/:id', 'routes/admin/history.tsx'),
  route('admin/preview/:kind', 'routes/admin/preview.tsx'),
  route('api/auth/*', 'routes/api/auth.ts'),
  // Wiki and the two education sections; /wiki/create, a static segment, wins over
  // /wiki/:categorySlug. The section modules serve both sections; each section's layout module
  // tells them which one they serve.
  route('wiki', 'routes/wiki/browser.tsx', { id: 'wiki-index' }),
  route('wiki/create', 'routes/wiki/create.tsx'),
  route('wiki/:categorySlug', 'routes/wiki/browser.tsx', { id: 'wiki-category' }),
  route('wiki/:categorySlug/:articleSlug', 'routes/wiki/article.tsx'),
  ...(['understanding-epilepsy', 'living-with-epilepsy'] as const).map((path) =>
    route(path, `routes/sections/${path}.tsx`, { id: `${path}-layout` }, [
      index('routes/sections/section-home.tsx', { id: `${path}-home` }),
      route(':categorySlug', 'routes/sections/section-category.tsx', { id: `${path}-category` }),
      route(':categorySlug/:articleSlug', 'routes/sections/section-article.tsx', {
        id: `${path}-article`,
      }),
    ]),
  ),
  route('api/v1/wiki/categories', 'routes/api/wiki-categories.ts'),
  route('api/v1/wiki/categories/:id', 'routes/api/wiki-category.ts'),
  route('api/v1/wiki/articles', 'routes/api/wiki-articles.ts'),
  route('api/v1/wiki/articles/:id', 'routes/api/wiki-article.ts'),
  route('api/v1/wiki/articles/:id/revisions', 'routes/api/wiki-article-revisions.ts'),
  route('api/v1/wiki/articles/:id/review', 'routes/api/wiki-article-review.ts'),
  route(
    'api/v1/wiki/articles/:id/revisions/:revisionId/restore',
    'routes/api/wiki-article-revision-restore.ts',
  ),
  // Events, news and stories, their JSON API (docs/api.md) and uploaded images.
  layout('routes/content/content-layout.tsx', [
    route('events', 'routes/events/list.tsx'),
    route('events/create', 'routes/events/create.tsx'),
    route('events/:id', 'routes/events/detail.tsx'),
    route('events/:eventId/edit', 'routes/events/edit.tsx'),
    route('news', 'routes/news/list.tsx'),
    route('news/create', 'routes/news/create.tsx'),
    route('news/:id', 'routes/news/detail.tsx'),
    route('news/:newsId/edit', 'routes/news/edit.tsx'),
    route('story/create', 'routes/story/create.tsx'),
    route('story/:id', 'routes/story/detail.tsx'),
    route('story/:storyId/edit', 'routes/story/edit.tsx'),
  ]),
  // Pages of text (About, the pages admins add) and their JSON API; a static path ranks above
  // `api/v1/:kind`.
  route('api/v1/pages', 'routes/api/pages.ts'),
  route('api/v1/pages/:id', 'routes/api/page.ts'),
  // The content API of every kind: `:kind` is events, news or stories (others answer 404);
  // fixed paths such as api/v1/search rank above it.
  route('api/v1/:kind', 'routes/api/content-collection.ts'),
  route('api/v1/:kind/:id', 'routes/api/content-item.ts'),
  route('api/v1/:kind/:id/like', 'routes/api/content-like.ts'),
  route('api/v1/:kind/:id/revisions', 'routes/api/content-revisions.ts'),
  route('api/v1/:kind/:id/revisions/:revisionId/restore', 'routes/api/content-revision-restore.ts'),
  route('api/v1/audit', 'routes/api/audit.ts'),
  route('api/v1/people', 'routes/api/people.ts'),
  route('api/v1/people/invitations', 'routes/api/people-invitations.ts'),
  route('api/v1/people/invitations/:id', 'routes/api/people-invitation.ts'),
  route('api/v1/people/:id', 'routes/api/person.ts'),
  route('api/v1/analytics', 'routes/api/analytics.ts'),
  route('api/v1/analytics/timer-start', 'routes/api/analytics-timer-start.ts'),
  route('api/v1/newsletter/subscriptions', 'routes/api/newsletter-subscriptions.ts'),
  route('api/v1/newsletter/subscribers', 'routes/api/newsletter-subscribers.ts'),
  route('api/v1/newsletter/subscribers/:id', 'routes/api/newsletter-subscriber.ts'),
  route('api/v1/newsletters', 'routes/api/newsletters.ts'),
  route('api/v1/newsletters/:id/send', 'routes/api/newsletter-send.ts'),
  route('api/v1/newsletters/:id/test', 'routes/api/newsletter-test.ts'),
  route('api/v1/tags', 'routes/api/tags.ts'),
  route('api/v1/tags/:name', 'routes/api/tag.ts'),
  route('functions/v1/content-api/stories/:id', 'routes/api/legacy-story-item.ts', {
    id: 'fn-story-delete',
  }),
  route('content-api/stories/:id', 'routes/api/legacy-story-item.ts', {
    id: 'fn-story-delete-short',
  }),
  route('api/v1/images', 'routes/api/images.ts', { id: 'api-images' }),
  route('api/v1/images/:filePath', 'routes/api/image.ts'),
  route('functions/v1/image-upload', 'routes/api/images.ts', { id: 'fn-image-upload' }),
  route('media/:file', 'routes/media/file.ts'),
  // For search engines, feed readers and calendars (docs/product.md: Find and follow).
  route('search', 'routes/search/search.tsx'),
  route('api/v1/search', 'routes/api/search.ts'),
  route('sitemap.xml', 'routes/follow/sitemap.ts'),
  route('robots.txt', 'routes/follow/robots.ts'),
  route('news/feed.xml', 'routes/follow/news-feed.ts'),
  route('stories/feed.xml', 'routes/follow/stories-feed.ts'),
  // '/events/:id.ics' ranks above the event page '/events/:id' (its last segment counts as static).
  route('events.ics', 'routes/follow/calendar.ts', { id: 'calendar-events' }),
  route('events/:id.ics', 'routes/follow/calendar.ts', { id: 'calendar-event' }),
  // Unknown API paths answer JSON, not the HTML page for people.
  route('api/v1/*', 'routes/api/unknown.ts'),
  // A page an admin added (`/volunteer`): every other one-segment address of the site is static
  // and ranks above it; none of them may be a page's slug (app/domain/page-slugs.ts).
  route(':pageSlug', 'routes/pages/page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
