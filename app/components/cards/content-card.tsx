import { CalendarDays, Heart, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { TRUNCATE_CARD } from '~/domain/constants'
import { mediaSrcSet } from '~/domain/media-rules'
import type { Lang } from '~/i18n/languages'
import { cn } from '~/lib/cn'
import { formatLongDate } from '~/lib/dates'
import { truncate } from '~/lib/truncate'
import { AdminMenuSlot } from './admin-menu-slot'
import type { ContentAdminMenuProps } from './content-admin-menu'

export interface ContentCardProps {
  href: string
  title: string
  text: string
  date: string
  lang: Lang
  /** Category label (SPEC: category badge). */
  badge?: string
  featured?: boolean
  tags?: readonly string[]
  imageUrl?: string | null
  /** Admins: the liked-count label and the options menu (SPEC §2). */
  likesCount?: number
  admin?: ContentAdminMenuProps
  /** Fields shown in English on a Greek page. */
  untranslated?: readonly string[]
  headingLevel?: 2 | 3
  className?: string
}

/**
 * SPEC §2 content card of an event, news post or story: long date, text cut at 200 characters
 * plus '...', category and featured badges, #tags and an optional image. The title link covers
 * the card, so a click anywhere opens the detail page, except on the card's own buttons and
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
  tags = [],
  imageUrl,
  likesCount,
  admin,
  untranslated = [],
  headingLevel = 3,
  className,
}: ContentCardProps) {
  const { t } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        className,
      )}
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          srcSet={mediaSrcSet(imageUrl)}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={date}>{formatLongDate(date, lang)}</time>
          </span>
          <span className="flex flex-wrap items-center gap-1.5">
            {featured ? (
              <Badge variant="accent">
                <Star aria-hidden="true" className="size-3" />
                {t('events.featured')}
              </Badge>
            ) : null}
            {badge ? <Badge>{badge}</Badge> : null}
            {admin ? <AdminMenuSlot {...admin} /> : null}
          </span>
        </div>
        <Heading className="mt-3 text-lg font-semibold" lang={untranslated.includes('title') ? 'en' : undefined}>
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] focus:outline-none focus-visible:underline">
            {title}
          </Link>
        </Heading>
        <p className="mt-2 text-sm text-muted-foreground" lang={untranslated.some((f) => f !== 'title') ? 'en' : undefined}>
          {truncate(text, TRUNCATE_CARD)}
        </p>
        {tags.length > 0 || likesCount !== undefined ? (
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
            <ul className="flex flex-wrap gap-1.5" aria-label={t('events.fields.tags')}>
              {tags.map((tag) => (
                <li key={tag} className="text-xs font-medium text-primary">
                  #{tag}
                </li>
              ))}
            </ul>
            {likesCount !== undefined ? (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Heart aria-hidden="true" className="size-3.5" />
                {t('admin.likedCount', { count: likesCount })}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
