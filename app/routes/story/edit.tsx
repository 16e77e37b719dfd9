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

export const handle: I18nHandle = { i18n: ['auth', 'stories'] }

export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'write-draft', 'page', 'stories')
  let item
  try {
    item = await loadForEdit(context, 'stories', params.storyId)
  } catch (error) {
    // The stories tab then shows the toast 'Failed to load story.'
    context.get(requestContext).logger.error({ err: error }, 'story edit load failed')
    throw redirect('/news?tab=stories&notice=storyLoadFailed')
  }
  // An unknown item: the list shows the toast 'Story not found.'
  if (!item) throw redirect('/news?tab=stories&notice=storyNotFound')
  return { ...item, meta: { title: context.get(i18nContext).t('admin.stories.form.editTitle') } }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveFromPage(context, 'stories', request, params.storyId)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: `/story/${params.storyId}/edit` }),
  { name: 'robots', content: 'noindex' },
]

export default function EditStory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.stories.form.editTitle')}</h1>
      <ReviewNoteNotice note={loaderData.reviewNote} />
      <PendingChangeNotice change={loaderData.pendingChange} />
      <div className="mt-8">
        <ArticleForm
          key={loaderData.id}
          kind="story"
          mode="edit"
          defaults={loaderData.values}
          today={loaderData.today}
          currentDate={loaderData.date}
          baseRevision={loaderData.baseRevision}
          cancelTo={`/story/${loaderData.id}`}
        />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
