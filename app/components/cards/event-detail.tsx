/** The page of one event: what a visitor reads, its like button, its calendar file. */
import {
  CalendarDays,
  CalendarPlus,
  Clock,
  ExternalLink,
  History,
  MapPin,
  Phone,
  Star,
  Ticket,
  Users,
} from 'lucide'
import { useMemo } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { AdminMenuSlot } from '~/components/cards/admin-menu-slot'
import { BackButton, HeroImage, NotFoundScreen, TagList } from '~/components/cards/detail-parts'
import { LikeButton } from '~/components/cards/like-session'
import { useNoticeToast } from '~/components/cards/use-notice'
import { Badge } from '~/components/ui/badge'
import { formatLongDate } from '~/lib/dates'
import { isFreeCost } from '~/lib/event-cost'
import { eventCalendarPath } from '~/lib/feed-urls'
import type { EditorialState } from '~/lib/editorial-state'
import { fieldLang } from '~/lib/localized'
import { useRootData } from '~/components/use-root-data'
import { GreekOnlyNote, UntranslatedNote } from '~/components/cards/untranslated-note'
import { EditorialBanner } from '~/components/cards/preview-banner'
import { camelName } from '~/domain/content-kinds'
import type { ItemSection } from '~/domain/content-sections'
import { eventCategoryKey, translatedOr } from '~/domain/label-keys'
import { isTeam } from '~/domain/permissions'

/** What the event page shows (app/routes/events/event-view.server.ts makes it from a row). */
export interface EventView {
  id: string
  /** Its address: `/events/{slug}`. */
  slug: string
  title: string
  description: string
  date: string
  time: string
  endTime: string | null
  location: string
  category: string
  cost: string
  capacity: number | null
  registrationLink: string | null
  featured: boolean
  tags: string[]
  imageUrl: string | null
  imageAlt: string
  likesCount: number
  untranslated: string[]
  greekOnly: boolean
  past: boolean
  editorial?: EditorialState
  /** The declared section fields with text, each under its heading (description first). */
  sections: ItemSection[]
  contactNumber?: string | null
}

/**
 * The page of one event, as visitors see it (with the admins' menu for admins). `preview`: an
 * unsaved event shown from its form, without the admins' menu (there is nothing to edit yet).
 */
export function EventDetail({
  event,
  preview = false,
}: {
  event: EventView | null
  preview?: boolean
}) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  const notices = useMemo(
    () => ({
      created: t('admin.events.toast.created'),
      updated: t('admin.events.toast.updated'),
      restored: t('admin.editorial.history.restoredDeleted'),
    }),
    [t],
  )
  useNoticeToast(notices)
  if (!event) {
    return (
      <NotFoundScreen
        title={t('events.notFound.title')}
        text={t('events.notFound.text')}
        backTo="/events"
        backLabel={t('events.back')}
      />
    )
  }
  const en = (field: string) => fieldLang(event, field, lang)
  const cost = isFreeCost(event.cost) ? t('events.free') : event.cost
  const capacity =
    event.capacity === null
      ? t('events.unlimited')
      : t('events.capacityPeople', { count: event.capacity })

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <EditorialBanner state={event.editorial} historyHref={`/admin/history/events/${event.id}`} />
      {/* Wraps on narrow phones: the Greek back label and like button do not fit one 360 px row. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton to="/events" label={t('events.back')} />
        <div className="ml-auto flex items-center gap-2">
          <LikeButton
            key={event.id}
            kind="event"
            id={event.id}
            title={event.title}
            initialCount={event.likesCount}
            closedReason={event.past ? t('events.pastInterestClosed') : undefined}
          />
          {isTeam(auth) && !preview ? (
            <AdminMenuSlot
              title={event.title}
              editHref={`/events/${event.id}/edit`}
              deleteAction={`/events/${event.id}`}
              redirectTo="/events"
              confirmMessage={t('admin.events.confirmDelete')}
              successMessage={t('admin.events.toast.deleted')}
              failureMessage={t('admin.events.toast.deleteFailed')}
            />
          ) : null}
        </div>
      </div>
      {event.past ? (
        <p
          role="note"
          className="mt-6 flex gap-2 rounded-lg border border-dashed border-border bg-muted p-4 text-sm"
        >
          <Icon icon={History} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('events.pastNotice')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        {event.past ? (
          <Badge variant="outline" data-past="true">
            <Icon icon={History} aria-hidden="true" className="size-3" />
            {t('common.cards.past')}
          </Badge>
        ) : null}
        <Badge>{translatedOr(t, eventCategoryKey(event.category), event.category)}</Badge>
        {event.featured ? (
          <Badge variant="accent">
            <Icon icon={Star} aria-hidden="true" className="size-3" />
            {t('common.cards.featured')}
          </Badge>
        ) : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl" lang={en('title')}>
        {event.title}
      </h1>
      <UntranslatedNote untranslated={event.untranslated} className="mt-3" />
      <GreekOnlyNote
        greekOnly={event.greekOnly}
        greekHref={`/events/${event.slug}?lang=el`}
        className="mt-3"
      />
      <div className="mt-4">
        <TagList tags={event.tags} />
      </div>
      {event.imageUrl ? <HeroImage src={event.imageUrl} alt={event.imageAlt} /> : null}
      <dl className="mt-8 grid gap-4 rounded-xl border border-border p-5 sm:grid-cols-2">
        <Fact icon={<Icon icon={CalendarDays} />} label={t('events.fields.date')}>
          <time dateTime={event.date}>{formatLongDate(event.date, lang)}</time>
        </Fact>
        <Fact icon={<Icon icon={Clock} />} label={t('events.fields.time')}>
          <time dateTime={event.time}>{event.time}</time>
          {event.endTime ? (
            <>
              {' – '}
              <time dateTime={event.endTime}>{event.endTime}</time>
            </>
          ) : null}
        </Fact>
        {event.location ? (
          <Fact icon={<Icon icon={MapPin} />} label={t('events.fields.location')}>
            <span lang={en('location')}>{event.location}</span>
          </Fact>
        ) : null}
        <Fact icon={<Icon icon={Users} />} label={t('events.fields.capacity')}>
          {capacity}
        </Fact>
        <Fact icon={<Icon icon={Ticket} />} label={t('events.fields.cost')}>
          <span lang={isFreeCost(event.cost) ? undefined : en('cost')}>{cost}</span>
        </Fact>
        {isTeam(auth) && event.contactNumber ? (
          <Fact icon={<Icon icon={Phone} />} label={t('events.fields.contact')}>
            <a
              href={`tel:${event.contactNumber.replace(/[^0-9+]/g, '')}`}
              className="text-primary underline underline-offset-4"
            >
              {event.contactNumber}
            </a>
          </Fact>
        ) : null}
      </dl>
      {event.registrationLink && !event.past ? (
        <a
          href={event.registrationLink}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          {t('events.fields.registration')}
          <Icon icon={ExternalLink} aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('events.fields.registrationNewTab')}</span>
        </a>
      ) : null}
      <div className="mt-6">
        {/* A plain download link: the calendar app opens the file, with or without JavaScript. */}
        <a
          href={eventCalendarPath(event.slug, lang)}
          download={`${event.slug}.ics`}
          type="text/calendar"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-4 py-2 font-semibold text-primary hover:bg-muted"
        >
          <Icon icon={CalendarPlus} aria-hidden="true" className="size-4" />
          {t('events.calendar.add')}
          <span className="sr-only"> ({t('events.calendar.addHint')})</span>
        </a>
      </div>
      {event.sections.map((section) => (
        <section
          key={section.field}
          className="mt-8"
          aria-labelledby={`event-section-${section.field}`}
        >
          <h2 id={`event-section-${section.field}`} className="text-xl font-semibold">
            {t(section.heading)}
          </h2>
          <p
            className="mt-3 whitespace-pre-line leading-relaxed"
            lang={en(camelName(section.field))}
          >
            {section.text}
          </p>
        </section>
      ))}
    </article>
  )
}

function Fact({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode
  label: string
  children: React.ReactNode
}) {
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <span aria-hidden="true" className="text-primary [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-7 font-medium">{children}</dd>
    </div>
  )
}
