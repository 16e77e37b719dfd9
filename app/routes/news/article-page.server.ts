/**
 * The page data of a news post or a patient story: one loader for both kinds (they differ only
 * in their strings, addresses and structured-data type). Visitors reach public items only;
 * admins also drafts and items not yet due, shown as a preview.
 */
import { data, type RouterContextProvider } from 'react-router'

import { i18nContext, langContext, servicesContext } from '~/context.server'
import { getReaderRow } from '~/domain/content.server'
import type { NewsRow, StoryRow } from '~/db/schema'
import type { Lang } from '~/i18n/languages'
import { itemPath } from '~/domain/content-kinds'
import { withResponsivePictures } from '~/domain/rich-text-pictures.server'
import { viewerOf } from '~/http/guards.server'
import { socialImageFor } from '~/http/social-image.server'
import { editorialState } from '~/lib/editorial-state'
import { localizeForReader } from '~/lib/localized'
import { articleData } from '~/lib/structured-data'
import { truncate } from '~/lib/truncate'

/** A stored (or previewed, unsaved) news post or story as its page shows it to a reader. */
export function articleView(row: NewsRow | StoryRow, lang: Lang) {
  const n = localizeForReader(row, lang, ['title', 'excerpt', 'content', 'author'] as const)
  return {
    id: n.id,
    title: n.title,
    excerpt: n.excerpt,
    // Stored sanitised; its uploaded images are offered at their sizes and in AVIF where stored.
    content: n.content ? withResponsivePictures(n.content) : n.content,
    author: n.author,
    date: n.date,
    category: n.category as string,
    featured: n.featured,
    tags: n.tags,
    imageUrl: n.imageUrl,
    likesCount: n.likesCount,
    readTime: 'readTime' in n ? n.readTime : undefined,
    untranslated: n.untranslated as string[],
    greekOnly: n.greekOnly,
    editorial: editorialState(row),
  }
}

export async function loadArticlePage(
  context: Readonly<RouterContextProvider>,
  kind: 'news' | 'stories',
  id: string,
) {
  const { db } = context.get(servicesContext).database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const row = await getReaderRow(db, kind, viewerOf(context), id)
  if (!row) {
    return data(
      {
        item: null,
        meta: { title: t(`${kind}.notFound.title`), description: t(`${kind}.notFound.text`) },
      },
      { status: 404 },
    )
  }
  const item = articleView(row, lang)
  const structuredData = [
    articleData({
      type: kind === 'news' ? 'NewsArticle' : 'Article',
      title: item.title,
      description: item.excerpt,
      datePublished: item.date,
      dateModified: row.updatedAt.toISOString(),
      author: item.author || null,
      imageUrl: item.imageUrl?.startsWith('data:') ? null : item.imageUrl,
      path: itemPath(kind, item.id),
      lang,
    }),
  ]
  const image = await socialImageFor(context, {
    kind: kind === 'news' ? 'news' : 'story',
    title: item.title,
    imageUrl: item.imageUrl,
  })
  return {
    item,
    meta: { title: item.title, description: truncate(item.excerpt, 160), image, structuredData },
  }
}
