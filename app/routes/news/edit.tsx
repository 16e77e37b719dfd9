import { redirect } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/edit'
import { ArticleForm } from '~/components/forms/article-form'
import { i18nContext, requestContext } from '~/context.server'
import { requirePermission } from '~/http/guards.server'
import { loadForEdit, saveFromPage } from '~/http/content-page-actions.server'
import { rootMeta } from '~/lib/seo'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { ReviewNoteNotice } from '~/components/editorial/review-note-notice'
import { PendingChangeNotice } from '~/components/editorial/pending-change-notice'

export const handle: I18nHandle = { i18n: ['auth', 'news'] }

export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'write-draft', 'page', 'news')
  let item
  try {
    item = await loadForEdit(context, 'news', params.newsId)
  } catch (error) {
    // The news list then shows the toast 'Failed to load news post.'
    context.get(requestContext).logger.error({ err: error }, 'news edit load failed')
    throw redirect('/news?notice=newsLoadFailed')
  }
  // An unknown item: the list shows the toast 'News post not found.'
  if (!item) throw redirect('/news?notice=newsNotFound')
  return { ...item, meta: { title: context.get(i18nContext).t('admin.news.form.editTitle') } }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveFromPage(context, 'news', request, params.newsId)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: `/news/${params.newsId}/edit` }),
  { name: 'robots', content: 'noindex' },
]

export default function EditNews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.news.form.editTitle')}</h1>
      <ReviewNoteNotice note={loaderData.reviewNote} />
      <PendingChangeNotice change={loaderData.pendingChange} />
      <div className="mt-8">
        <ArticleForm
          key={loaderData.id}
          kind="news"
          mode="edit"
          defaults={loaderData.values}
          today={loaderData.today}
          currentDate={loaderData.date}
          baseRevision={loaderData.baseRevision}
          cancelTo={`/news/${loaderData.id}`}
        />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
