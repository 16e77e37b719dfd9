/**
 * The form actions of the content pages: save (create or edit) and delete, through the same
 * pipeline and permission check as the JSON API. Saving redirects to the item with a `notice`
 * the page turns into a toast; a refused, invalid or conflicting post answers data the form
 * shows beside its fields, keeping what the admin typed (and nothing is changed).
 */
import { data, redirect, type RouterContextProvider } from 'react-router'

import { i18nContext, requestContext, servicesContext } from '~/context.server'
import { dateToCyprusLocal, todayInCyprus } from '~/lib/dates'
import { readFormData } from './form-body.server'
import { formValues } from '~/lib/form-input'
import { deleteContent, itemAsInput, itemIdOf, saveContent } from '~/domain/content.server'
import { getRow } from '~/domain/content-store.server'
import { latestRevision } from '~/domain/editorial.server'
import { itemPath, type ContentKind } from '~/domain/content-kinds'
import { mergeChoicesOf } from '~/domain/edit-merge'
import { reviewNoteOf } from '~/domain/review-notes.server'
import { pendingChangeOf } from '~/domain/pending-changes.server'
import {
  actorOf,
  contentRefusal,
  deleteRefusal,
  publishRefusal,
  type ContentAction,
} from './content-permissions.server'
import { conflictMessage, conflictView, type ConflictView } from './edit-conflict.server'
import { adminKindStringKey, kindStringKey } from '~/domain/label-keys'

type Ctx = Readonly<RouterContextProvider>

export { itemPath as detailPath }

export interface ActionRefusal {
  ok: false
  message: string
  fields?: Record<string, string>
  values?: Record<string, unknown>
  /** A conflicting save: what the other person changed, and the fields both changed. */
  conflict?: ConflictView
}

function refused(context: Ctx, kind: ContentKind, action: ContentAction) {
  const refusal = contentRefusal(context, kind, action)
  return refusal
    ? data<ActionRefusal>({ ok: false, message: refusal.message }, { status: refusal.status })
    : undefined
}

function safeRedirectTarget(value: FormDataEntryValue | null) {
  return typeof value === 'string' && /^\/[a-z/]*(\?tab=(news|stories))?$/.test(value)
    ? value
    : undefined
}

/**
 * The detail pages' action: `intent=delete` deletes the item. The permission is checked before
 * the form is read, so a refused caller's body is never parsed.
 */
export async function deleteFromPage(
  context: Ctx,
  kind: ContentKind,
  id: string,
  request: Request,
) {
  const refusal = refused(context, kind, 'delete')
  if (refusal) return refusal
  const { t } = context.get(i18nContext)
  const form = await readFormData(request, context)
  if (form.get('intent') !== 'delete')
    return data<ActionRefusal>({ ok: false, message: t('admin.api.invalid') }, { status: 400 })
  const { db } = context.get(servicesContext).database
  try {
    const deleted = await deleteContent(db, kind, id, actorOf(context))
    if (deleted === 'forbidden') {
      const refusal = deleteRefusal(context)
      return data<ActionRefusal>({ ok: false, message: refusal.message }, { status: 403 })
    }
    if (!deleted)
      return data<ActionRefusal>(
        { ok: false, message: t(kindStringKey(kind, 'notFound.title')) },
        { status: 404 },
      )
  } catch (error) {
    context.get(requestContext).logger.error({ err: error, kind, id }, 'delete failed')
    return data<ActionRefusal>(
      { ok: false, message: t(adminKindStringKey(kind, 'toast.deleteFailed')) },
      { status: 500 },
    )
  }
  const target = safeRedirectTarget(form.get('redirectTo'))
  if (target) throw redirect(`${target}${target.includes('?') ? '&' : '?'}notice=deleted`)
  return { ok: true as const }
}

export async function saveFromPage(
  context: Ctx,
  kind: ContentKind,
  request: Request,
  ref?: string,
) {
  const refusal = refused(context, kind, ref ? 'edit' : 'create')
  if (refusal) return refusal
  const id = ref
    ? ((await itemIdOf(context.get(servicesContext).database.db, kind, ref)) ?? ref)
    : undefined
  const { t } = context.get(i18nContext)
  const form = await readFormData(request, context)
  const services = context.get(servicesContext)
  const { base_revision: baseRevision, seen_revision: seenRevision, ...sent } = formValues(form)
  const values = Object.fromEntries(
    Object.entries(sent).filter(([field]) => !field.startsWith('resolve.')),
  )
  const base = id && typeof baseRevision === 'string' ? baseRevision : undefined
  const result = await saveContent(services.database.db, kind, values, {
    id,
    actor: actorOf(context),
    baseRevision: base,
    // After a conflict the form says which revision it was shown and what to keep of each side.
    merge: {
      seenRevision: typeof seenRevision === 'string' ? seenRevision : undefined,
      choices: mergeChoicesOf(sent),
    },
  })
  // What the form shows again keeps the revision it was typed against (a restored draft's too).
  const shown = base === undefined ? values : { ...values, base_revision: base }
  if (!result.ok) {
    if (result.reason === 'not_found') {
      return data<ActionRefusal>(
        { ok: false, message: t(kindStringKey(kind, 'notFound.title')), values: shown },
        { status: 404 },
      )
    }
    if (result.reason === 'forbidden') {
      const refusal = publishRefusal(context)
      return data<ActionRefusal>(
        { ok: false, message: refusal.message, values: shown },
        { status: 403 },
      )
    }
    if (result.reason === 'conflict') {
      return data<ActionRefusal>(
        {
          ok: false,
          message: conflictMessage(context, result, kind, result.fields),
          values: shown,
          conflict: conflictView(context, kind, result),
        },
        { status: 409 },
      )
    }
    // Field messages stay keys; the form translates them like its own checks.
    return data<ActionRefusal>(
      { ok: false, message: t('admin.validation.fixErrors'), fields: result.fields, values: shown },
      { status: 400 },
    )
  }
  // Kept for an editor: back to the form, which says the change waits and shows it.
  if (result.pending) throw redirect(`${itemPath(kind, result.slug)}/edit`)
  services.publication?.poke()
  throw redirect(`${itemPath(kind, result.slug)}?notice=${id ? 'updated' : 'created'}`)
}

/**
 * What an edit form opens on: the stored item as form values (its publication time as Cyprus
 * wall-clock time for the datetime field) and the revision it is based on, so a save that
 * would overwrite someone else's newer save is caught. Undefined when there is no such item.
 */
export async function loadForEdit(context: Ctx, kind: ContentKind, ref: string) {
  const { db } = context.get(servicesContext).database
  // The edit address may name the item by its slug, as its page does.
  const id = await itemIdOf(db, kind, ref)
  if (!id) return undefined
  const row = await getRow(db, kind, id)
  if (!row) return undefined
  const values = itemAsInput(kind, row)
  values.publish_at = row.publishAt ? dateToCyprusLocal(row.publishAt) : ''
  const [newest, note, change] = await Promise.all([
    latestRevision(db, kind, id),
    // A published item's note is an answer to its pending change that was sent back.
    reviewNoteOf(db, kind, id),
    pendingChangeOf(db, kind, id),
  ])
  // Its author goes on from the change that waits (typed on its base, for the conflict check).
  const mine = change && change.authorId !== null && change.authorId === actorOf(context)?.id
  return {
    id: row.id,
    values: mine ? { ...change.values, publish_at: values.publish_at } : values,
    date: row.date,
    today: todayInCyprus(),
    baseRevision: mine ? change.baseRevision : newest ? String(newest.id) : '',
    /** A change to the published item waiting for an editor (decision 0055). */
    pendingChange: change ? { by: change.authorEmail, at: change.submittedAt.toISOString() } : null,
    /** Why an editor sent it back, until the author submits it again. */
    reviewNote: note ? { note: note.note, by: note.by, at: note.at.toISOString() } : null,
  }
}
