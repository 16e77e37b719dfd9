import { useTranslation } from '~/i18n/use-translation'
import type { FieldDiff } from '~/domain/revision-diff'

/**
 * What changed between two versions, field by field: added words marked as inserted, removed
 * ones as deleted (the history page and the review queue).
 */
export function FieldDiffs({
  diffs,
  labelOf,
}: {
  diffs: FieldDiff[]
  labelOf: (field: string) => string
}) {
  const { t } = useTranslation()
  return (
    <dl className="mt-4 grid gap-4" data-diff="">
      {diffs.map((diff) => (
        <div key={diff.field} className="min-w-0 rounded-lg bg-muted p-3">
          <dt className="text-sm font-semibold">{labelOf(diff.field)}</dt>
          <dd
            className="mt-1 text-sm break-words whitespace-pre-wrap"
            lang={diff.field.endsWith('_el') || diff.field.endsWith('El') ? 'el' : 'en'}
          >
            {diff.parts.map((part, index) =>
              part.added ? (
                <ins
                  key={index}
                  className="bg-accent/15 text-accent no-underline decoration-2"
                  title={t('admin.editorial.history.added')}
                >
                  {part.value}
                </ins>
              ) : part.removed ? (
                <del
                  key={index}
                  className="bg-danger/10 text-danger"
                  title={t('admin.editorial.history.removed')}
                >
                  {part.value}
                </del>
              ) : (
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
