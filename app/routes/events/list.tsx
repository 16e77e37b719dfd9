import { Plus } from 'lucide'
import { useMemo } from 'react'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/list'
import { itemPath } from '~/domain/content-kinds'
import { CategoryFilter } from '~/components/cards/category-filter'
import { MissingGreekFilter } from '~/components/cards/missing-greek-filter'
import { ContentCard } from '~/components/cards/content-card'
import { useNoticeToast } from '~/components/cards/use-notice'
import { Button } from '~/components/ui/button'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { defaultSocialImage } from '~/http/social-image.server'
import { viewerOf } from '~/http/guards.server'
import { EVENT_CATEGORIES, type EventCategory } from '~/domain/constants'
import { summaryRowsFor } from '~/domain/public-reads.server'
import { listCard } from '~/domain/content-cards.server'
import { imageTextsFor } from '~/domain/image-texts.server'
import { SAMPLE_EVENTS, sampleCards } from '~/domain/sample-content'
import { todayInCyprus } from '~/lib/dates'
import { splitByTiming } from '~/lib/event-timing'
import { rootMeta } from '~/lib/seo'
import { eventsCalendarPath } from '~/lib/feed-urls'
import { useRootData } from '~/components/use-root-data'
import type { I18nHandle } from '~/i18n/areas'
import { eventCategoryKey, translatedOr } from '~/domain/label-keys'
import { isTeam } from '~/domain/permissions'

export const handle: I18nHandle = { i18n: ['events'] }

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const requested = new URL(request.url).searchParams.get('category')
  const category = (EVENT_CATEGORIES as readonly string[]).includes(requested ?? '')
    ? (requested as EventCategory)
    : 'all'
  const missingGreek =
    viewer.isAdmin && new URL(request.url).searchParams.get('greek') === 'missing'
  const all = await summaryRowsFor(services, 'events', viewer, { missingGreek })
  const today = todayInCyprus()
  const texts = await imageTextsFor(
    services,
    all.map((row) => row.imageUrl),
  )
  const toCard = (row: (typeof all)[number]) =>
    listCard('events', row, viewer, lang, 'description', texts)
  // Upcoming events first, soonest first; past ones after them, most recent first.
  const { upcoming, past } = splitByTiming(
    all.filter((e) => category === 'all' || e.category === category),
    today,
  )
  const samples =
    all.length === 0 && !missingGreek
      ? sampleCards(
          SAMPLE_EVENTS.filter((s) => category === 'all' || s.category === category),
          lang,
        )
      : []
  return {
    // Shared, the list shows the events' own picture, not the site's.
    meta: {
      title: t('events.title'),
      description: t('events.metaDescription'),
      image: defaultSocialImage(context, 'event'),
    },
    category,
    missingGreek,
    upcoming: upcoming.map(toCard),
    past: past.map(toCard),
    samples,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/events' })

export default function EventsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  const { category, upcoming, past, samples } = loaderData
  const any = upcoming.length + past.length > 0
  const notices = useMemo(
    () => ({
      deleted: t('admin.events.toast.deleted'),
      notFound: { error: t('admin.events.toast.notFound') },
    }),
    [t],
  )
  useNoticeToast(notices)

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            {t('events.title')}
          </h1>
          <p className="mt-3 text-muted-foreground">{t('events.intro')}</p>
          <p className="mt-2 text-sm">
            <a
              href={eventsCalendarPath(lang)}
              type="text/calendar"
              className="text-primary underline underline-offset-4"
            >
              {t('events.calendar.subscribe')}
            </a>
          </p>
        </div>
        {isTeam(auth) ? (
          <Button asChild>
            <Link to="/events/create">
              <Icon icon={Plus} aria-hidden="true" />
              {t('events.add')}
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="mt-8">
        <CategoryFilter
          label={t('events.filterLabel')}
          categories={EVENT_CATEGORIES}
          current={category}
          labelOf={(c) => translatedOr(t, eventCategoryKey(c), c)}
          basePath="/events"
        />
        <MissingGreekFilter active={loaderData.missingGreek} />
      </div>
      {any ? (
        <>
          <section aria-labelledby="events-upcoming" className="mt-8">
            <h2 id="events-upcoming" className="text-2xl font-semibold">
              {t('events.upcomingHeading')}
            </h2>
            {upcoming.length > 0 ? (
              <EventCards events={upcoming} past={false} />
            ) : (
              <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
                {t('events.noUpcoming')}
              </p>
            )}
          </section>
          {past.length > 0 ? (
            <section aria-labelledby="events-past" className="mt-14 border-t border-border pt-10">
              <h2 id="events-past" className="text-2xl font-semibold">
                {t('events.pastHeading')}
              </h2>
              <EventCards events={past} past />
            </section>
          ) : null}
        </>
      ) : samples.length > 0 ? (
        <section aria-labelledby="sample-events" className="mt-8">
          <p id="sample-events" className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            {t('events.sample')}
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {samples.map((sample) => (
              <li key={sample.key} className="grid">
                <ContentCard
                  headingLevel={2}
                  title={sample.title}
                  text={sample.text}
                  date={sample.date}
                  lang={lang}
                  badge={translatedOr(t, eventCategoryKey(sample.category), sample.category)}
                  tags={sample.tags}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="mt-10 rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('events.empty')}
        </p>
      )}
    </div>
  )
}

type EventCard = Route.ComponentProps['loaderData']['upcoming'][number]

/** A grid of event cards; past events carry the "Past event" badge. */
function EventCards({ events, past }: { events: EventCard[]; past: boolean }) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id} className="grid">
          <ContentCard
            headingLevel={3}
            href={itemPath('events', event.slug)}
            title={event.title}
            text={event.text}
            date={event.date}
            lang={lang}
            badge={translatedOr(t, eventCategoryKey(event.category), event.category)}
            featured={event.featured}
            past={past}
            tags={event.tags}
            imageUrl={event.imageUrl}
            imageAlt={event.imageAlt}
            untranslated={event.untranslated}
            greekOnly={event.greekOnly}
            editorial={event.editorial}
            likesCount={event.likesCount}
            admin={
              isTeam(auth)
                ? {
                    title: event.title,
                    editHref: `/events/${event.id}/edit`,
                    deleteAction: `/events/${event.id}`,
                    confirmMessage: t('admin.events.confirmDelete'),
                    successMessage: t('admin.events.toast.deletedSuccessfully'),
                    failureMessage: t('admin.events.toast.deleteFailed'),
                  }
                : undefined
            }
          />
        </li>
      ))}
    </ul>
  )
}
