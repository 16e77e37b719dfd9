/**
 * The team's panel on a wiki article page (docs/decisions/0054-medical-review.md): the review's
 * state, a notice when the text changed after it, and "Mark as reviewed" for medical reviewers
 * and admins. Loaded lazily (admin-lazy.tsx): visitors never download it.
 */
import { useId } from 'react'
import { useFetcher } from 'react-router'

import { Button } from '~/components/ui/button'
import { Field } from '~/components/forms/field'
import { Input } from '~/components/ui/input'
import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'
import type { ArticleReview, WikiActionResult } from '~/domain/wiki-types'
import { formatLongDate } from '~/lib/dates'

/**
 * The team's view of the review on the article page: its state, a notice when the text changed
 * after it, and for medical reviewers and admins the form that marks the article reviewed now
 * (posted to the page's action; the server decides who may).
 */
export default function MedicalReviewPanel({
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
