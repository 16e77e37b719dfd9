import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { data } from 'react-router'

import type { Route } from './+types/detail'
import { ArticleDetail } from '~/components/cards/article-detail'
import { NotFoundScreen } from '~/components/cards/detail-parts'
import { useNoticeToast } from '~/components/cards/use-notice'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { deleteFromPage } from '~/http/content-page-actions.server'
import { getReaderRow } from '~/domain/content.server'
import { viewerOf } from '~/http/guards.server'
import { editorialState } from '~/lib/editorial-state'
import { localize } from '~/lib/localized'
import { rootMeta } from '~/lib/seo'
import { articleData } from '~/lib/structured-data'
import { truncate } from '~/lib/truncate'
import { useRootData } from '~/components/use-root-data'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const row = await getReaderRow(db, 'news', viewerOf(context), params.id)
  if (!row) {
    return data({ item: null, meta: { title: t('news.notFound.title'), description: t('news.notFound.text') } }, { status: 404 })
  }
  const n = localize(row, lang, ['title', 'excerpt', 'content', 'author'] as const)
  const item = {
    id: n.id,
    title: n.title,
    excerpt: n.excerpt,
    content: n.content,
    author: n.author,
    date: n.date,
    category: n.category,
    featured: n.featured,
    tags: n.tags,
    imageUrl: n.imageUrl,
    likesCount: n.likesCount,
    untranslated: n.untranslated as string[],
    editorial: editorialState(row),
  }
  const structuredData = [
    articleData({
      type: 'NewsArticle',
      title: item.title,
      description: item.excerpt,
      datePublished: item.date,
      dateModified: row.updatedAt.toISOString(),
      author: item.author || null,
      imageUrl: item.imageUrl?.startsWith('data:') ? null : item.imageUrl,
      path: `/news/${item.id}`,
      lang,
    }),
  ]
  return { item, meta: { title: item.title, description: truncate(item.excerpt, 160), structuredData } }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteFromPage(context, 'news', params.id, request)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: `/news/${params.id}`, image: loaderData?.item?.imageUrl ?? undefined })

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  const notices = useMemo(() => ({ created: t('news.toast.created'), updated: t('news.toast.updated'), restored: t('admin.editorial.history.restoredDeleted') }), [t])
  useNoticeToast(notices)
  const { item } = loaderData
  if (!item) return <NotFoundScreen title={t('news.notFound.title')} text={t('news.notFound.text')} backTo="/news" backLabel={t('news.back')} />
  return (
    <ArticleDetail
      item={item}
      kind="news"
      lang={lang}
      categoryLabel={t(`news.categories.${item.category}`)}
      backTo="/news"
      backLabel={t('news.back')}
      admin={
        auth.isAdmin
          ? {
              title: item.title,
              editHref: `/news/${item.id}/edit`,
              deleteAction: `/news/${item.id}`,
              redirectTo: '/news',
              confirmMessage: t('news.confirmDelete'),
              successMessage: t('news.toast.deleted'),
              failureMessage: t('news.toast.deleteFailed'),
            }
          : undefined
      }
    />
  )
}
