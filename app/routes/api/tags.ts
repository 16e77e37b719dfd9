/**
 * GET /api/v1/tags (docs/api.md, "Tags"): the site's tag list with each tag's labels and how
 * many items carry it. Admins get every tag; anyone else the tags of public items.
 */
import type { Route } from './+types/tags'
import { servicesContext } from '~/context.server'
import { viewerOf } from '~/http/guards.server'
import { listTags } from '~/domain/tags.server'
import { json, methodNotAllowed, respond } from './api.server'
import { tagJson } from './tag-json'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => {
    const { db } = context.get(servicesContext).database
    const rows = await listTags(db, viewerOf(context))
    return json({ data: rows.map(tagJson) })
  })
}

export function action({ context }: Route.ActionArgs) {
  return respond(context, async () => methodNotAllowed(context, ['GET']))
}
