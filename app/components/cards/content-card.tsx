import { CalendarClock, CalendarDays, EyeOff, Heart, History, Languages, Star } from 'lucide'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Badge } from '~/components/ui/badge'
import { TRUNCATE_CARD } from '~/domain/constants'
import type { Lang } from '~/i18n/languages'
import { cn } from '~/lib/cn'
import { formatCyprusDateTime, formatLongDate } from '~/lib/dates'
import type { CardEditorial } from '~/lib/editorial-state'
import { truncate } from '~/lib/truncate'
import { AdminMenuSlot } from './admin-menu-slot'
import type { ContentAdminMenuProps } from './content-admin-menu'
import { UploadedPicture } from './uploaded-picture'
import { GreekOnlyNote, UntranslatedNote } from './untranslated-note'
import { fieldLang } from '~/lib/localized'
import { useShownTags } from '../use-shown-tags'

export interface ContentCardProps {
  /** The detail page; without it the card is a placeholder (a sample), not a link. */
  href?: string
  title: string
  text: string
  date: string
  lang: Lang
  /** Category label, shown as a badge. */
  badge?: string
  featured?: boolean
  /** A past event: marked as such (app/lib/event-timing.ts). */
  past?: boolean
  tags?: readonly string[]
  imageUrl?: string | null
  /** The image's text alternative in the reader's language ('' for decorative or undescribed). */
  imageAlt?: string
  /** Admins only: the liked-count label and the options menu; visitors see neither. */
  likesCount?: number
  admin?: ContentAdminMenuProps
  /** Fields shown in English on a Greek page. */
  untranslated?: readonly string[]
  /** Written in Greek only: on an English page its Greek text, with a note saying so. */
  greekOnly?: boolean
  /** Admins: draft / scheduled / Greek-not-ready badges. */
  editorial?: CardEditorial
  headingLevel?: 2 | 3
  className?: string
}

/**
 * The card of an event, news post or story in a list: long date, text cut at 200 characters
 * (app/lib/truncate.ts), category and featured badges, #tags and an optional image. The title link
 * covers the card, so a click anywhere opens the detail page, except on the card's own buttons and
 * menu, which sit above it.
 */
export function ContentCard({
  href,
  title,
  text,
  date,
  lang,
  badge,
  featured = false,
  past = false,
  tags = [],
  imageUrl,
  imageAlt = '',
  likesCount,
  admin,
  untranslated = [],
  greekOnly = false,
  editorial,
  headingLevel = 3,
  className,
}: ContentCardProps) {
  const { t } = useTranslation()
  const shownTags = useShownTags(tags)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border border-border transition-shadow focus-within:shadow-md',
        past ? 'bg-muted/40' : 'bg-background',
        // A past event lies flat with a dashed edge until hovered.
        past || !href ? 'border-dashed shadow-none' : 'shadow-sm',
        // A sample is not a link: no pointer, no lift on hover, a dashed edge and a "Sample" badge.
        href && 'hover:shadow-md',
        className,
      )}
    >
      {imageUrl ? <CardImage url={imageUrl} alt={imageAlt} past={past} /> : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={CalendarDays} aria-hidden="true" className="size-4" />
            <time dateTime={date}>{formatLongDate(date, lang)}</time>
          </span>
          <span className="flex flex-wrap items-center gap-1.5">
            {!href ? <Badge variant="muted">{t('common.cards.sample')}</Badge> : null}
            {past ? (
              <Badge variant="outline" data-past="true">
                <Icon icon={History} aria-hidden="true" className="size-3" />
                {t('common.cards.past')}
              </Badge>
            ) : null}
            {featured ? (
              <Badge variant="accent">
                <Icon icon={Star} aria-hidden="true" className="size-3" />
                {t('common.cards.featured')}
              </Badge>
            ) : null}
            {badge ? <Badge>{badge}</Badge> : null}
            {editorial ? <EditorialBadges editorial={editorial} lang={lang} /> : null}
            {admin ? <AdminMenuSlot {...admin} /> : null}
          </span>
        </div>
        <Heading
          className="mt-3 text-lg font-semibold"
          lang={fieldLang({ untranslated, greekOnly }, 'title', lang)}
        >
          {href ? (
            <Link
              to={href}
              className="after:absolute after:inset-0 after:content-[''] focus:outline-none focus-visible:underline"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <UntranslatedNote untranslated={untranslated} className="mt-2" />
        <GreekOnlyNote greekOnly={greekOnly} className="mt-2" />
        <p
          className="mt-2 text-sm text-muted-foreground"
          lang={
            untranslated.some((f) => f !== 'title')
              ? lang === 'en'
                ? undefined
                : 'en'
              : greekOnly && lang === 'en'
                ? 'el'
                : undefined
          }
        >
          {truncate(text, TRUNCATE_CARD)}
        </p>
        {shownTags.length > 0 || likesCount !== undefined ? (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
            <ul className="flex flex-wrap gap-1.5" aria-label={t('common.cards.tags')}>
              {shownTags.map((tag) => (
                <li key={tag.name} lang={tag.lang} className="text-xs font-medium text-primary">
                  #{tag.text}
                </li>
              ))}
            </ul>
            {likesCount !== undefined ? (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Icon icon={Heart} aria-hidden="true" className="size-3.5" />
                {t('admin.likedCount', { count: likesCount })}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}

/** What admins need to see at a glance: not public yet, or Greek held back. */
function EditorialBadges({ editorial, lang }: { editorial: CardEditorial; lang: Lang }) {
  const { t } = useTranslation()
  return (
    <>
      {editorial.status === 'draft' ? (
        <Badge variant="draft" data-status="draft">
          <Icon icon={EyeOff} aria-hidden="true" className="size-3" />
          {t('admin.editorial.statuses.draft')}
        </Badge>
      ) : null}
      {editorial.status === 'pending_review' ? (
        <Badge variant="draft" data-status="pending_review">
          <Icon icon={EyeOff} aria-hidden="true" className="size-3" />
          {t('admin.editorial.statuses.pending_review')}
        </Badge>
      ) : null}
      {editorial.status === 'scheduled' && editorial.publishAt ? (
        <Badge variant="draft" data-status="scheduled">
          <Icon icon={CalendarClock} aria-hidden="true" className="size-3" />
          {t('admin.editorial.scheduledFor', {
            time: formatCyprusDateTime(editorial.publishAt, lang),
          })}
        </Badge>
      ) : null}
      {editorial.greekMissing ? (
        <Badge variant="outline" data-greek-missing="">
          <Icon icon={Languages} aria-hidden="true" className="size-3" />
          {t('admin.editorial.greekMissing')}
        </Badge>
      ) : null}
    </>
  )
}

/** Cards sit below the fold on most screens: loaded lazily, at the width the grid gives them. */
function CardImage({ url, alt, past }: { url: string; alt: string; past: boolean }) {
  return (
    <UploadedPicture
      url={url}
      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
      alt={alt}
      fallbackWidth={640}
      fallbackHeight={360}
      loading="lazy"
      decoding="async"
      className={cn('aspect-video w-full object-cover', past && 'grayscale')}
    />
  )
}
