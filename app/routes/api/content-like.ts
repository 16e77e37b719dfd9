/**
 * POST /api/v1/{events|news|stories}/{id}/like with {"liked": true|false} answers
 * {"likes_count": n}. Per visitor session (an HttpOnly cookie set
 * here), idempotent, never below 0, and rate-limited per IP address.
 */
import type { Route } from './+types/content-like'
import { requestContext, servicesContext } from '~/context.server'
import { countAttempt } from '~/domain/auth/rate-limit.server'
import { getReaderRow, KIND_INFO } from '~/domain/content.server'
import { todayInCyprus } from '~/lib/dates'
import { isPastEvent } from '~/lib/event-timing'
import { ANONYMOUS } from '~/domain/viewer'
import { newVisitorId, setLike, visitorCookie, visitorIdFrom } from '~/domain/likes.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { kindParam } from './content-kind'

/** Likes per IP address per minute: generous for people, a wall for scripts. */
export const LIKE_RATE = { max: 60, windowSeconds: 60 }

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    const kind = kindParam(params, (key) => t(context, key))
    checkOrigin(context, request)
    const body = await readJsonObject(context, request, 1024)
    if (typeof body.liked !== 'boolean') {
      return apiError(400, 'validation_failed', t(context, 'likes.errors.badBody'), {
        liked: t(context, 'likes.errors.badBody'),
      })
    }
    const { database, config } = context.get(servicesContext)
    const ip = context.get(requestContext).clientIp || 'unknown'
    const decision = await countAttempt(database.db, `like:${ip}`, LIKE_RATE)
    if (!decision.allowed) {
      return apiError(429, 'rate_limited', t(context, 'likes.errors.rateLimited'), undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      })
    }
    // Only what visitors can see can be liked: drafts and items not yet due are "not found".
    const item = await getReaderRow(database.db, kind, ANONYMOUS, params.id)
    if (!item) return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
    // Interest in what has taken place (a past event) is closed (the page disables its button; this is the rule).
    if (KIND_INFO[kind].happensOnItsDate && isPastEvent(item.date, todayInCyprus())) {
      return apiError(409, 'conflict', t(context, 'likes.errors.eventPast'))
    }
    const existing = visitorIdFrom(request)
    const visitorId = existing ?? newVisitorId()
    const count = await setLike(
      database.db,
      KIND_INFO[kind].likeKind,
      params.id,
      visitorId,
      body.liked,
    )
    if (count === undefined) return apiError(404, 'not_found', t(context, `${kind}.notFound.title`))
    const headers = new Headers()
    const secure =
      config.BASE_URL?.startsWith('https:') ?? new URL(request.url).protocol === 'https:'
    if (!existing) headers.append('Set-Cookie', visitorCookie(visitorId, secure))
    return json({ likes_count: count }, { headers })
  })
}
