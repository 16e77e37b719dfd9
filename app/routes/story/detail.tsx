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
  const row = await getReaderRow(db, 'stories', viewerOf(context), params.id)
  if (!row) {
    return data({ item: null, meta: { title: t('stories.notFound.title'), description: t('stories.notFound.text') } }, { status: 404 })
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
    readTime: n.readTime,
    untranslated: n.untranslated as string[],
    editorial: editorialState(row),
  }
  const structuredData = [
    articleData({
      type: 'Article',
      title: item.title,
      description: item.excerpt,
      datePublished: item.date,
      dateModified: row.updatedAt.toISOString(),
      author: item.author || null,
      imageUrl: item.imageUrl?.startsWith('data:') ? null : item.imageUrl,
      path: `/story/${item.id}`,
      lang,
    }),
  ]
  return { item, meta: { title: item.title, description: truncate(item.excerpt, 160), structuredData } }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deleteFromPage(context, 'stories', params.id, request)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: `/story/${params.id}`, image: loaderData?.item?.imageUrl ?? undefined })

export default function StoryDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  const notices = useMemo(() => ({ created: t('stories.toast.created'), updated: t('stories.toast.updated'), restored: t('admin.editorial.history.restoredDeleted') }), [t])
  useNoticeToast(notices)
  const { item } = loaderData
  if (!item) return <NotFoundScreen title={t('stories.notFound.title')} text={t('stories.notFound.text')} backTo="/news?tab=stories" backLabel={t('stories.back')} />
  return (
    <ArticleDetail
      item={item}
      kind="story"
      lang={lang}
      categoryLabel={t(`stories.categories.${item.category}`)}
      backTo="/news?tab=stories"
      backLabel={t('stories.back')}
      admin={
        auth.isAdmin
          ? {
              title: item.title,
              editHref: `/story/${item.id}/edit`,
              deleteAction: `/story/${item.id}`,
              redirectTo: '/news?tab=stories',
              confirmMessage: t('stories.confirmDelete'),
              successMessage: t('stories.toast.deleted'),
              failureMessage: t('stories.toast.deleteFailed'),
            }
          : undefined
      }
    />
  )
}
