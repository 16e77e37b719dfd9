/**
 * What a card in the events, news and stories lists shows of an item, as the reader gets it
 * (readerRow, then the reader's language). Likes and the editorial badges are for admins only.
 */
import type { Lang } from '~/i18n/languages'
import { altOfUrl, type ImageTexts } from './image-text-rules'
import { cardEditorial } from '~/lib/editorial-state'
import { localizeForReader } from '~/lib/localized'
import { readerRow, type SummaryRowOf } from './content-store.server'
import type { ContentKind } from './content-kinds'
import type { Viewer } from './viewer'

/** Events' cards show their description, news and stories' their excerpt. */
type CardText<K extends ContentKind> = K extends 'events' ? 'description' : 'excerpt'
type CardRow = SummaryRowOf<ContentKind> & Partial<Record<'description' | 'excerpt', string>>

export function listCard<K extends ContentKind>(
  kind: K,
  row: SummaryRowOf<K>,
  viewer: Viewer,
  lang: Lang,
  text: CardText<K>,
  imageTexts: ImageTexts,
) {
  const item = localizeForReader<CardRow, 'title' | CardText<ContentKind>>(
    readerRow(kind, row, viewer),
    lang,
    ['title', text] as const,
  )
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    text: item[text] ?? '',
    date: item.date,
    category: item.category as string,
    featured: item.featured,
    tags: item.tags,
    imageUrl: item.imageUrl,
    imageAlt: altOfUrl(imageTexts, item.imageUrl, lang),
    likesCount: viewer.isAdmin ? item.likesCount : undefined,
    untranslated: item.untranslated,
    greekOnly: item.greekOnly,
    editorial: viewer.isAdmin ? cardEditorial(row) : undefined,
  }
}
