/**
 * The page data of a news post or a patient story: one loader for both kinds (they differ only
 * in their strings, addresses and structured-data type). Visitors reach public items only;
 * admins also drafts and items not yet due, shown as a preview.
 */
import { data, redirect, type RouterContextProvider } from 'react-router'

import { i18nContext, langContext, servicesContext } from '~/context.server'
import { findReaderRow } from '~/domain/content.server'
import type { NewsRow, StoryRow } from '~/db/schema'
import { itemPath, KIND_INFO, type ContentKind } from '~/domain/content-kinds'
import { altOfUrl, type ImageTexts } from '~/domain/image-text-rules'
import { imageTextsFor, uploadUrlsInHtml } from '~/domain/image-texts.server'
import type { Lang } from '~/i18n/languages'
import { withResponsivePictures } from '~/domain/rich-text-pictures.server'
import { viewerOf } from '~/http/guards.server'
import { socialImageFor } from '~/http/social-image.server'
import { editorialState } from '~/lib/editorial-state'
import { fieldLang, localizeForReader } from '~/lib/localized'
import { minutesInReadTimeText, readTimeMinutes } from '~/lib/read-time'
import { articleData } from '~/lib/structured-data'
import { truncate } from '~/lib/truncate'
import { metaDescriptionOf } from '~/lib/meta-description'
import { kindStringKey } from '~/domain/label-keys'

/** The uploads a news post or story shows: its image and those in its text. */
export function articleImageUrls(row: NewsRow | StoryRow) {
  return [row.imageUrl, ...uploadUrlsInHtml(row.content), ...uploadUrlsInHtml(row.contentEl)]
}

/**
 * A stored (or previewed, unsaved) news post or story as its page shows it to a reader; `texts`
 * holds the text alternatives of its images (imageTextsFor).
 */
export function articleView(row: NewsRow | StoryRow, lang: Lang, texts: ImageTexts) {
  const n = localizeForReader(row, lang, ['title', 'excerpt', 'content', 'author'] as const)
  // Rich text's alts follow the text's own language (English shown for want of Greek keeps English).
  const contentLang = fieldLang(n, 'content', lang) ?? lang
  return {
    id: n.id,
    slug: n.slug,
    title: n.title,
    excerpt: n.excerpt,
    // Stored sanitised; its uploaded images are offered at their sizes and in AVIF where stored.
    content: n.content
      ? withResponsivePictures(n.content, { texts, lang: contentLang })
      : n.content,
    author: n.author,
    date: n.date,
    category: n.category as string,
    featured: n.featured,
    tags: n.tags,
    imageUrl: n.imageUrl,
    imageAlt: altOfUrl(texts, n.imageUrl, lang),
    likesCount: n.likesCount,
    // Stories only; shown in the reader's language, from the minutes of the stored text.
    readMinutes:
      'readTime' in n && typeof n.readTime === 'string'
        ? readTimeMinutes(minutesInReadTimeText(n.readTime), n.content)
        : undefined,
    untranslated: n.untranslated as string[],
    greekOnly: n.greekOnly,
    editorial: editorialState(row),
  }
}

/**
 * An item's page named by its id or an older slug answers 301 with its current address (the
 * query kept), so old links, feeds and search engines' entries lead to it.
 */
export function redirectToSlug(kind: ContentKind, slug: string, request: Request): never {
  throw redirect(`${itemPath(kind, slug)}${new URL(request.url).search}`, 301)
}

export async function loadArticlePage(
  context: Readonly<RouterContextProvider>,
  kind: 'news' | 'stories',
  ref: string,
  request: Request,
) {
  const services = context.get(servicesContext)
  const { db } = services.database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const found = await findReaderRow(db, kind, viewerOf(context), ref)
  if (found && !found.current) redirectToSlug(kind, found.row.slug, request)
  const row = found?.row
  if (!row) {
    return data(
      {
        item: null,
        meta: {
          title: t(kindStringKey(kind, 'notFound.title')),
          description: t(kindStringKey(kind, 'notFound.text')),
        },
      },
      { status: 404 },
    )
  }
  const texts = await imageTextsFor(services, articleImageUrls(row))
  const item = articleView(row, lang, texts)
  const description = metaDescriptionOf(row, lang, item.excerpt)
  const structuredData = [
    articleData({
      // News and stories are articles of theirs.
      type: KIND_INFO[kind].schemaType as 'NewsArticle' | 'Article',
      title: item.title,
      description,
      datePublished: item.date,
      dateModified: row.updatedAt.toISOString(),
      author: item.author || null,
      imageUrl: item.imageUrl?.startsWith('data:') ? null : item.imageUrl,
      imageAlt: item.imageAlt,
      path: itemPath(kind, item.slug),
      lang,
    }),
  ]
  const image = await socialImageFor(context, {
    kind: KIND_INFO[kind].likeKind,
    title: item.title,
    imageUrl: item.imageUrl,
    imageAlt: item.imageAlt,
  })
  return {
    item,
    meta: { title: item.title, description: truncate(description, 160), image, structuredData },
  }
}
