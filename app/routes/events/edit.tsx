import { redirect } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/edit'
import { EventForm } from '~/components/forms/event-form'
import { i18nContext } from '~/context.server'
import { requirePermission } from '~/http/guards.server'
import { loadForEdit, saveFromPage } from '~/http/content-page-actions.server'
import { rootMeta } from '~/lib/seo'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { ReviewNoteNotice } from '~/components/editorial/review-note-notice'
import { PendingChangeNotice } from '~/components/editorial/pending-change-notice'

export const handle: I18nHandle = { i18n: ['auth', 'events'] }

export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'write-draft', 'page', 'events')
  const item = await loadForEdit(context, 'events', params.eventId)
  // 'Event not found.', then back to /events.
  if (!item) throw redirect('/events?notice=notFound')
  return { ...item, meta: { title: context.get(i18nContext).t('admin.events.form.editTitle') } }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveFromPage(context, 'events', request, params.eventId)
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: `/events/${params.eventId}/edit` }),
  { name: 'robots', content: 'noindex' },
]

export default function EditEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.events.form.editTitle')}</h1>
      <ReviewNoteNotice note={loaderData.reviewNote} />
      <PendingChangeNotice change={loaderData.pendingChange} />
      <div className="mt-8">
        <EventForm
          key={loaderData.id}
          mode="edit"
          defaults={loaderData.values}
          today={loaderData.today}
          currentDate={loaderData.date}
          baseRevision={loaderData.baseRevision}
          cancelTo={`/events/${loaderData.id}`}
        />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
