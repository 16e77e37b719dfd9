/**
 * PATCH /api/v1/tags/{name} (admins; docs/api.md, "Tags"): sets a tag's Greek label
 * (`label_el`, null or "" clears it) and may rename it (`label`, on every item at once).
 * Bad input changes nothing.
 */
import { keyFromData } from '~/i18n/keys'
import type { Route } from './+types/tag'
import { servicesContext } from '~/context.server'
import { requireAdmin, viewerOf } from '~/http/guards.server'
import { parseTagChange } from '~/domain/tag-input'
import { actorOf } from '~/http/content-permissions.server'
import { listTags, TagWriteError, updateTag } from '~/domain/tags.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { tagJson } from './tag-json'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => methodNotAllowed(context, ['PATCH']))
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'PATCH') return methodNotAllowed(context, ['PATCH'])
    checkOrigin(context, request)
    requireAdmin(context, 'api')
    const parsed = parseTagChange(await readJsonObject(context, request))
    if (!parsed.ok) {
      const fields = Object.fromEntries(
        Object.entries(parsed.errors).map(([field, key]) => [field, t(context, keyFromData(key))]),
      )
      return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), fields)
    }
    const { db } = context.get(servicesContext).database
    try {
      const row = await updateTag(db, params.name, parsed.change, actorOf(context))
      const entry = (await listTags(db, viewerOf(context))).find((tag) => tag.name === row.name)
      return json({ data: tagJson(entry ?? { name: row.name, nameEl: row.nameEl, count: 0 }) })
    } catch (error) {
      if (!(error instanceof TagWriteError)) throw error
      return error.reason === 'not_found'
        ? apiError(404, 'not_found', t(context, 'admin.tags.errors.notFound'))
        : apiError(409, 'conflict', t(context, 'admin.tags.errors.taken'), {
            label: t(context, 'admin.tags.errors.taken'),
          })
    }
  })
}
