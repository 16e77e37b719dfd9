/**
 * The older addresses of a story, /functions/v1/content-api/stories/{id} and
 * /content-api/stories/{id}: the same as /api/v1/stories/{id}, with the same bearer token or
 * session, kept for clients written against them.
 */
import type { Route } from './+types/legacy-story-item'
import { itemAction, itemLoader } from './content-item.server'

export function loader(args: Route.LoaderArgs) {
  return itemLoader(args, 'stories')
}

export function action(args: Route.ActionArgs) {
  return itemAction(args, 'stories')
}
