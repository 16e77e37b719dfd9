import { useState } from 'react'
import { useActionData } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { Input } from '~/components/ui/input'
import { CONTENT_STATUSES, type ContentStatus } from '~/domain/constants'
import { EditConflictAlert } from './edit-conflict'
import { Field, selectClass } from './field'
import type { ContentActionData } from './use-content-form'
import { editorialStatusKey } from '~/domain/label-keys'
import { can } from '~/domain/permissions'
import { useRootData } from '~/components/use-root-data'

/**
 * The status chosen in a content form, from the item's own (for a new item published, or a draft
 * when the person may not publish).
 */
export function useChosenStatus(values: Record<string, unknown>) {
  const { auth } = useRootData()
  const initial = (CONTENT_STATUSES as readonly string[]).includes(String(values.status))
    ? (values.status as ContentStatus)
    : can(auth, 'publish')
      ? 'published'
      : 'draft'
  return useState<ContentStatus>(initial)
}

/**
 * The publishing part of every content form: status (draft, pending review, scheduled, published), the
 * publication time of a scheduled item (Cyprus time), whether the Greek text is ready, and the
 * revision the form was opened on. After a conflicting save the form says who saved in between
 * and what they changed; saving again merges their changes with this editor's.
 */
export function EditorialFields({
  values,
  errors,
  baseRevision,
  status,
  onStatusChange,
}: {
  values: Record<string, unknown>
  errors: Record<string, string>
  baseRevision?: string
  /** The status chosen (useChosenStatus): the form's save button says what it will do with it. */
  status: ContentStatus
  onStatusChange: (status: ContentStatus) => void
}) {
  const { t } = useTranslation()
  const { auth } = useRootData()
  // Authors and reviewers write drafts and submit them for review: publishing and scheduling are
  // not offered to them.
  const offered = can(auth, 'publish')
    ? CONTENT_STATUSES
    : CONTENT_STATUSES.filter(
        (value) => value === 'draft' || value === 'pending_review' || value === status,
      )
  const actionData = useActionData() as ContentActionData | undefined
  const elReady = values.el_ready === false || values.el_ready === 'false' ? 'false' : 'true'
  const conflict = actionData?.conflict
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{t('admin.editorial.publishing')}</legend>
      {conflict ? <EditConflictAlert message={actionData?.message} conflict={conflict} /> : null}
      {/* The revision the text was typed against, kept by a restored draft and after a conflict: the server merges against it. */}
      {baseRevision !== undefined ? (
        <input
          type="hidden"
          name="base_revision"
          value={typeof values.base_revision === 'string' ? values.base_revision : baseRevision}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('admin.editorial.status')} error={errors.status}>
          {(props) => (
            <select
              {...props}
              name="status"
              value={status}
              onChange={(event) => onStatusChange(event.target.value as ContentStatus)}
              className={selectClass}
            >
              {offered.map((value) => (
                <option key={value} value={value}>
                  {t(editorialStatusKey(value))}
                </option>
              ))}
            </select>
          )}
        </Field>
        {status === 'scheduled' ? (
          <Field
            label={t('admin.editorial.publishAt')}
            hint={t('admin.editorial.publishAtHint')}
            error={errors.publish_at}
          >
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                name="publish_at"
                step={60}
                defaultValue={
                  typeof values.publish_at === 'string' ? values.publish_at.slice(0, 16) : ''
                }
              />
            )}
          </Field>
        ) : (
          <input type="hidden" name="publish_at" value="" />
        )}
        <Field label={t('admin.editorial.elReady')} error={errors.el_ready}>
          {(props) => (
            <select {...props} name="el_ready" defaultValue={elReady} className={selectClass}>
              <option value="true">{t('admin.editorial.elReadyYes')}</option>
              <option value="false">{t('admin.editorial.elReadyNo')}</option>
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  )
}
