/**
 * What readers see of a wiki article's medical review (docs/decisions/0054-medical-review.md) at
 * its foot: the sources, who reviewed it and when, a quiet note once it is due for review. The
 * team's panel lives in medical-review-panel.tsx, a chunk visitors never download.
 */
import { BadgeCheck, ExternalLink } from 'lucide'
import { useId } from 'react'

import { Icon } from '~/components/ui/icon'
import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'
import type { ArticleReview } from '~/domain/wiki-types'
import type { ArticleSource } from '~/lib/article-source'
import { formatLongDate } from '~/lib/dates'

/** The references under the article, each with its link (a new tab) when it has one. */
export function ArticleSources({ sources }: { sources: readonly ArticleSource[] }) {
  const { t } = useTranslation()
  const headingId = useId()
  if (sources.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-border pt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('wiki.review.sources')}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm">
        {sources.map((source, index) => {
          const details = [source.publisher, source.year].filter(Boolean).join(', ')
          return (
            <li key={index} className="break-words">
              {source.link ? (
                <a
                  href={source.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {source.title}
                  <Icon icon={ExternalLink} aria-hidden="true" className="ml-1 inline size-3.5" />
                  <span className="sr-only"> {t('wiki.review.newTab')}</span>
                </a>
              ) : (
                <span className="font-medium">{source.title}</span>
              )}
              {details ? <span className="text-muted-foreground">. {details}</span> : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/** "Medically reviewed by … on …. Next review due …", and a quiet note once it is overdue. */
export function ReviewLine({ review }: { review: ArticleReview | null }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (!review) return null
  return (
    <div className="mt-6 text-sm text-muted-foreground" data-medical-review="">
      <p className="flex items-start gap-2">
        <Icon icon={BadgeCheck} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('wiki.review.line', {
            name: review.by,
            date: formatLongDate(review.on, lang),
            due: formatLongDate(review.nextDue, lang),
          })}
        </span>
      </p>
      {review.overdue ? (
        <p className="mt-2 rounded-lg border border-border bg-muted p-3" data-review-overdue="">
          {t('wiki.review.overdue', { date: formatLongDate(review.on, lang) })}
        </p>
      ) : null}
    </div>
  )
}
