/** Building blocks shared by the event, news and story detail pages. */
import { ArrowLeft } from 'lucide'
import { Link, useNavigate } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { UploadedPicture } from './uploaded-picture'
import { useShownTags } from '../use-shown-tags'

/** Back: to the previous page when it was ours, else to the list. */
export function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate()
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link
        to={to}
        onClick={(event) => {
          if (typeof window !== 'undefined' && window.history.state?.idx > 0) {
            event.preventDefault()
            void navigate(-1)
          }
        }}
      >
        <Icon icon={ArrowLeft} aria-hidden="true" />
        {label}
      </Link>
    </Button>
  )
}

/**
 * The 'Event Not Found' / 'Article Not Found' / 'Story Not Found' screen of a detail page, answered
 * with HTTP 404.
 */
export function NotFoundScreen({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string
  text: string
  backTo: string
  backLabel: string
}) {
  return (
    <section
      className="mx-auto max-w-xl px-4 py-24 text-center"
      aria-labelledby="content-not-found"
    >
      <h1 id="content-not-found" className="text-3xl font-bold text-primary">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>
      <div className="mt-8">
        <BackButton to={backTo} label={backLabel} />
      </div>
    </section>
  )
}

/** The picture at the top of a detail page: usually its largest paint, so fetched first. */
export function HeroImage({ src, alt }: { src: string; alt: string }) {
  return (
    <UploadedPicture
      url={src}
      sizes="(min-width: 768px) 768px, 100vw"
      alt={alt}
      fallbackWidth={1280}
      fallbackHeight={720}
      fetchPriority="high"
      className="mt-6 aspect-video w-full rounded-xl object-cover"
    />
  )
}

export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation()
  const shown = useShownTags(tags)
  if (shown.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('common.cards.tags')}>
      {shown.map((tag) => (
        <li
          key={tag.name}
          lang={tag.lang}
          className="rounded-full bg-muted px-3 py-1 text-sm text-primary"
        >
          #{tag.text}
        </li>
      ))}
    </ul>
  )
}
