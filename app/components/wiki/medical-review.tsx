/**
 * The medical review of a wiki article (docs/decisions/0054-medical-review.md): what readers see
 * at its foot (the sources, who reviewed it and when, a quiet note once it is due for review),
 * and the team's panel on the article page (the review's state, a notice when the text changed
 * after it, and "Mark as reviewed" for medical reviewers and admins).
 */
import { BadgeCheck, ExternalLink } from 'lucide'
import { useId } from 'react'
import { useFetcher } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/forms/field'
import { Input } from '~/components/ui/input'
import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'
import type { ArticleReview, WikiActionResult } from '~/domain/wiki-types'
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

/**
 * The team's view of the review on the article page: its state, a notice when the text changed
 * after it, and for medical reviewers and admins the form that marks the article reviewed now
 * (posted to the page's action; the server decides who may).
 */
export function MedicalReviewPanel({
  articleId,
  review,
  stale,
  credit,
}: {
  articleId: string
  review: ArticleReview | null
  stale: boolean
  /** The reviewer's name as they would be credited; absent: the viewer may not review. */
  credit?: string
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const headingId = useId()
  const fetcher = useFetcher<WikiActionResult>({ key: `medical-review-${articleId}` })
  const result = fetcher.data
  const dueError = result && !result.ok ? result.fields?.nextReviewDue : undefined
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-xl border border-border p-4"
      data-medical-review-panel=""
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t('admin.wiki.review.title')}
      </h2>
      <p className="mt-2 text-sm">
        {review
          ? t('admin.wiki.review.current', {
              name: review.by,
              date: formatLongDate(review.on, lang),
              due: formatLongDate(review.nextDue, lang),
            })
          : t('admin.wiki.review.notReviewed')}
      </p>
      {stale && review ? (
        <p
          className="mt-3 rounded-lg border border-danger bg-muted p-3 text-sm font-medium"
          data-review-stale=""
        >
          {t('admin.wiki.review.stale', { date: formatLongDate(review.on, lang) })}
        </p>
      ) : null}
      {credit !== undefined ? (
        <fetcher.Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="article-review" />
          <input type="hidden" name="id" value={articleId} />
          <Field
            label={t('admin.wiki.review.nextDue')}
            hint={t('admin.wiki.review.nextDueHint')}
            error={dueError}
          >
            {(control) => (
              <Input {...control} type="date" name="nextReviewDue" className="max-w-xs" />
            )}
          </Field>
          <p className="text-sm text-muted-foreground">
            {t('admin.wiki.review.creditAs', { name: credit })}
          </p>
          <div>
            <Button type="submit" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle'
                ? t('admin.wiki.review.marking')
                : t('admin.wiki.review.mark')}
            </Button>
          </div>
          <p role="status" className="text-sm">
            {result?.ok && result.intent === 'article-review' ? t('admin.wiki.review.done') : ''}
            {result && !result.ok && !dueError ? result.message : ''}
          </p>
        </fetcher.Form>
      ) : null}
    </section>
  )
}
