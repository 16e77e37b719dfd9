/**
 * The form actions of the content pages: save (create or edit) and delete, with the same
 * validation and permission checks as the JSON API. Saving redirects to the item with a
 * `notice` the page turns into SPEC §8's toast; a refused or invalid post answers data the
 * form shows (and changes nothing).
 */
import { data, isRouteErrorResponse, redirect, type RouterContextProvider } from 'react-router'

import { i18nContext, requestContext, servicesContext } from '~/context.server'
import { readFormData } from '~/lib/form-body.server'
import { isGuardRefusal } from './auth/guards.server'
import { formToObject } from './content-schema'
import { CONTENT, saveContent, type ContentKind } from './content.server'
import { requireContentAdmin, type ContentAction } from './content-permissions.server'

type Ctx = Readonly<RouterContextProvider>

const DETAIL_PATH: Record<ContentKind, string> = { events: '/events', news: '/news', stories: '/story' }

export function detailPath(kind: ContentKind, id: string) {
  return `${DETAIL_PATH[kind]}/${id}`
}

export interface ActionRefusal {
  ok: false
  message: string
  fields?: Record<string, string>
  values?: Record<string, unknown>
}

/** The guard's refusal as action data (the page shows it in place instead of an error page). */
function refusal(context: Ctx, kind: ContentKind, action: ContentAction) {
  try {
    requireContentAdmin(context, 'page', kind, action)
    return undefined
  } catch (error) {
    const payload = (error as { data?: unknown }).data
    if (isGuardRefusal(payload)) {
      const status = (error as { init?: { status?: number } }).init?.status ?? 403
      return data<ActionRefusal>({ ok: false, message: payload.message }, { status })
    }
    if (isRouteErrorResponse(error)) throw error
    throw error
  }
}

function safeRedirectTarget(value: FormDataEntryValue | null) {
  return typeof value === 'string' && /^\/[a-z/]*(\?tab=(news|stories))?$/.test(value) ? value : undefined
}

/**
 * The detail pages' action: `intent=delete` deletes the item. The permission is checked before
 * the form is read, so a refused caller's body is never parsed.
 */
export async function deleteFromPage(context: Ctx, kind: ContentKind, id: string, request: Request) {
  const refused = refusal(context, kind, 'delete')
  if (refused) return refused
  const { t } = context.get(i18nContext)
  const form = await readFormData(request, context)
  if (form.get('intent') !== 'delete') return data<ActionRefusal>({ ok: false, message: t('admin.api.invalid') }, { status: 400 })
  const { db } = context.get(servicesContext).database
  try {
    const deleted = await CONTENT[kind].remove(db, id)
    if (!deleted) return data<ActionRefusal>({ ok: false, message: t(`${kind}.notFound.title`) }, { status: 404 })
  } catch (error) {
    context.get(requestContext).logger.error({ err: error, kind, id }, 'delete failed')
    return data<ActionRefusal>({ ok: false, message: t(kind === 'events' ? 'events.toast.deleteFailed' : `${kind}.toast.deleteFailed`) }, { status: 500 })
  }
  const target = safeRedirectTarget(form.get('redirectTo'))
  if (target) throw redirect(`${target}${target.includes('?') ? '&' : '?'}notice=deleted`)
  return { ok: true as const }
}

export async function saveFromPage(context: Ctx, kind: ContentKind, request: Request, id?: string) {
  const refused = refusal(context, kind, id ? 'edit' : 'create')
  if (refused) return refused
  const { t } = context.get(i18nContext)
  const form = await readFormData(request, context)
  const { db } = context.get(servicesContext).database
  const values = formToObject(form)
  const result = await saveContent(db, kind, values, { id })
  if (!result.ok) {
    if (result.reason === 'not_found') {
      return data<ActionRefusal>({ ok: false, message: t(`${kind}.notFound.title`), values }, { status: 404 })
    }
    // Field messages stay keys; the form translates them like its own checks.
    return data<ActionRefusal>({ ok: false, message: t('admin.validation.fixErrors'), fields: result.fields, values }, { status: 400 })
  }
  throw redirect(`${detailPath(kind, result.id)}?notice=${id ? 'updated' : 'created'}`)
}
