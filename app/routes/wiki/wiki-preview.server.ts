/**
 * The preview of an article editor's unsaved content (/admin/preview/wiki): checked by the
 * editor's schema, made into the article it would become (content blocks folded in, as a save
 * does) and shown as its page would show it, in the reader's language. Nothing is stored; the
 * category is only read, for the page's breadcrumb and back link.
 */
import type { Services } from '~/context.server'
import type { WikiArticleRow, WikiMediaRow } from '~/db/schema'
import { PREVIEW_ID } from '~/domain/content.server'
import { imageTextsFor } from '~/domain/image-texts.server'
import { articleFromEditor, getCategoryById, mediaOfArticle } from '~/domain/wiki.server'
import { articleInputSchema, wikiFieldErrors } from '~/domain/wiki-input'
import type { ArticleView } from '~/domain/wiki-types'
import type { FieldErrors } from '~/lib/form-input'
import type { Lang } from '~/i18n/languages'
import { articleImageUrls, articleView } from './wiki-data.server'

export async function previewArticle(
  services: Pick<Services, 'database' | 'publicReads'>,
  raw: Record<string, unknown>,
  lang: Lang,
  now = new Date(),
): Promise<{ ok: true; article: ArticleView } | { ok: false; fields: FieldErrors }> {
  const parsed = articleInputSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, fields: wikiFieldErrors(parsed.error) }
  const category = await getCategoryById(services.database.db, parsed.data.categoryId)
  if (!category)
    return { ok: false, fields: { categoryId: 'admin.wiki.validation.categoryMissing' } }
  const { contentBlocks: _blocks, ...fields } = parsed.data
  const article: WikiArticleRow = {
    ...fields,
    // The content blocks become the content when it is empty, as a save does.
    content: articleFromEditor(parsed.data).content ?? '',
    id: PREVIEW_ID,
    createdAt: now,
    updatedAt: now,
  }
  const media: WikiMediaRow[] = mediaOfArticle(article).map((item, index) => ({
    id: `${PREVIEW_ID}-${index}`,
    articleId: PREVIEW_ID,
    mediaType: item.type,
    url: item.url,
    altText: item.alt,
    caption: null,
    orderIndex: index,
    createdAt: now,
  }))
  const found = { article, category, media }
  const texts = await imageTextsFor(services, articleImageUrls(found))
  return { ok: true, article: articleView(found, lang, texts) }
}
