import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/create'
import { EventForm } from '~/components/forms/event-form'
import { DEFAULT_EVENT_CATEGORY } from '~/domain/constants'
import { i18nContext } from '~/context.server'
import { requirePermission } from '~/http/guards.server'
import { saveFromPage } from '~/http/content-page-actions.server'
import { todayInCyprus } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'

export const handle: I18nHandle = { i18n: ['auth', 'events'] }

export function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'write-draft', 'page', 'events')
  return {
    today: todayInCyprus(),
    meta: { title: context.get(i18nContext).t('admin.events.form.createTitle') },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveFromPage(context, 'events', request)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/events/create' }),
  { name: 'robots', content: 'noindex' },
]

export default function CreateEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.events.form.createTitle')}</h1>
      <div className="mt-8">
        <EventForm
          mode="create"
          defaults={{ cost: '', category: DEFAULT_EVENT_CATEGORY, tags: [] }}
          today={loaderData.today}
          cancelTo="/events"
        />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
