import { AlertTriangle } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { ConflictView } from '~/domain/edit-merge'
import { mergeSideKey } from '~/components/label-keys'

/**
 * After a save refused because someone else saved since the form was opened: who and when,
 * what they changed ("Changed by … at … since you opened it. Their changes: …"), and for each
 * field both changed, their version and this editor's side by side to choose from. Saving again
 * keeps their other changes and this editor's, merged field by field on the server: the hidden
 * `seen_revision` says which of their versions this form was shown. Render inside the form.
 */
export function EditConflictAlert({
  message,
  conflict,
}: {
  message?: string
  conflict?: ConflictView
}) {
  const { t } = useTranslation()
  const both = conflict?.both ?? []
  return (
    <div className="grid min-w-0 gap-3" data-conflict="">
      <div
        role="alert"
        className="flex gap-3 rounded-lg border-2 border-danger bg-danger/5 p-3 text-sm"
      >
        <Icon
          icon={AlertTriangle}
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0 text-danger"
        />
        <div className="min-w-0">
          <p className="font-semibold break-words">{message}</p>
          <p className="mt-1">
            {t(both.length > 0 ? 'admin.editorial.merge.chooseHelp' : 'admin.editorial.merge.help')}
          </p>
        </div>
      </div>
      {conflict ? (
        <input type="hidden" name="seen_revision" value={String(conflict.revisionId)} />
      ) : null}
      {both.map((item) => (
        <fieldset
          key={item.field}
          className="min-w-0 rounded-lg border border-border p-3"
          data-merge-field={item.field}
        >
          <legend className="px-1 text-sm font-semibold">
            {t('admin.editorial.merge.bothChanged', { field: item.label })}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(['theirs', 'yours'] as const).map((side) => (
              <label
                key={side}
                className="flex min-w-0 cursor-pointer gap-2 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  name={`resolve.${item.field}`}
                  value={side}
                  required
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{t(mergeSideKey(side))}</span>
                  <span className="mt-1 block text-sm break-words whitespace-pre-wrap">
                    {item[side]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
