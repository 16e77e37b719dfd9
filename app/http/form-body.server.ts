/**
 * The one way page actions read their form. The HTTP server has already limited the body's size
 * (server/request-guards.ts); here a body that passed its limit mid-stream becomes a 413 page,
 * an unreadable one a 400, and text with NUL characters (which PostgreSQL cannot store) a 400,
 * each with a translated message. Call it only after the permission check, so a refused caller's
 * body is never read.
 */
import { data, type RouterContextProvider } from 'react-router'

import { i18nContext } from '~/context.server'
import { isBodyTooLarge } from '~/lib/body-limits'

export interface RefusedBody {
  message: string
}

export function hasNul(value: string) {
  return value.includes('\u0000')
}

export async function readFormData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormData> {
  const { t } = context.get(i18nContext)
  let form: FormData
  try {
    form = await request.formData()
  } catch (error) {
    if (isBodyTooLarge(error))
      throw data<RefusedBody>({ message: t('common.refused.tooLarge') }, { status: 413 })
    throw data<RefusedBody>({ message: t('common.refused.unreadable') }, { status: 400 })
  }
  for (const [name, value] of form) {
    if (
      hasNul(name) ||
      (typeof value === 'string' && hasNul(value)) ||
      (typeof value !== 'string' && hasNul(value.name))
    ) {
      throw data<RefusedBody>({ message: t('common.refused.badRequest') }, { status: 400 })
    }
  }
  return form
}
