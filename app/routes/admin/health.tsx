/**
 * /admin/health: what readers see, or will soon, that needs a person's attention (the rules are
 * app/domain/content-health.ts): medical reviews overdue or coming, articles never reviewed or
 * without sources, Greek missing, images without alt text. Each line links to where it is fixed.
 * Editors and admins.
 */
import { Link } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/health'
import { i18nContext, servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { DUE_SOON_DAYS, isHealthy, type DueEntry, type HealthEntry } from '~/domain/content-health'
import { readContentHealth } from '~/domain/content-health.server'
import { auditKindKey } from '~/domain/audit-label-keys'
import { translatedOr } from '~/domain/label-keys'
import { formatLongDate } from '~/lib/dates'
import { titleIn } from '~/lib/localized'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const { db } = context.get(servicesContext).database
  return {
    health: await readContentHealth(db),
    meta: { title: context.get(i18nContext).t('admin.health.title') },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/health' }),
  { name: 'robots', content: 'noindex' },
]

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-2 text-sm text-muted-foreground">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

function EntryList({ entries }: { entries: (HealthEntry & Partial<DueEntry>)[] }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (entries.length === 0) return <p className="text-muted-foreground">{t('admin.health.none')}</p>
  return (
    <ul className="grid gap-2">
      {entries.map((entry) => {
        // The title in the page's language, or in the other one (marked so) when it has none.
        const title = titleIn(entry, lang)
        return (
          <li
            key={`${entry.kind}-${entry.id}`}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border border-border p-3"
          >
            <Link
              to={entry.href}
              lang={title.lang === lang ? undefined : title.lang}
              className="min-w-0 font-medium break-words text-primary underline underline-offset-4"
            >
              {title.text}
            </Link>
            <span className="text-sm text-muted-foreground">
              {entry.due
                ? t('admin.health.due', { date: formatLongDate(entry.due, lang) })
                : translatedOr(t, auditKindKey(entry.kind), entry.kind)}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

export default function ContentHealthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { health } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.health.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.health.intro')}</p>
      {isHealthy(health) ? (
        <p
          role="status"
          className="mt-8 rounded-xl border border-dashed border-border p-6 text-muted-foreground"
        >
          {t('admin.health.allGood')}
        </p>
      ) : null}
      <Section
        id="health-overdue"
        title={t('admin.health.overdue.title')}
        intro={t('admin.health.overdue.intro')}
      >
        <EntryList entries={health.reviewOverdue} />
      </Section>
      <Section
        id="health-due-soon"
        title={t('admin.health.dueSoon.title', { days: DUE_SOON_DAYS })}
      >
        <EntryList entries={health.reviewDueSoon} />
      </Section>
      <Section id="health-never-reviewed" title={t('admin.health.neverReviewed.title')}>
        <EntryList entries={health.neverReviewed} />
      </Section>
      <Section id="health-without-sources" title={t('admin.health.withoutSources.title')}>
        <EntryList entries={health.withoutSources} />
      </Section>
      <Section
        id="health-greek"
        title={t('admin.health.greekMissing.title')}
        intro={t('admin.health.greekMissing.intro')}
      >
        <EntryList entries={health.greekMissing} />
      </Section>
      <Section id="health-images" title={t('admin.health.images.title')}>
        {health.imagesWithoutText === 0 ? (
          <p className="text-muted-foreground">{t('admin.health.none')}</p>
        ) : (
          <p>
            {t('admin.health.images.count', { count: health.imagesWithoutText })}{' '}
            <Link to="/admin/images" className="text-primary underline underline-offset-4">
              {t('admin.health.images.link')}
            </Link>
          </p>
        )}
      </Section>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
