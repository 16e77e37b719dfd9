/**
 * GET, PATCH, PUT and DELETE /api/v1/{events|news|stories}/{id} (docs/api.md); the handlers are
 * in content-item.server.ts, shared with the older story addresses.
 */
import type { Route } from './+types/content-item'
import { itemAction, itemLoader } from './content-item.server'

export function loader(args: Route.LoaderArgs) {
  return itemLoader(args, undefined)
}

export function action(args: Route.ActionArgs) {
  return itemAction(args, undefined)
}
