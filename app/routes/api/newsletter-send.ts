/**
 * POST /api/v1/newsletters/:id/send (editors and admins) with {"send_at": ISO time} or nothing
 * (now): schedules a draft (or moves a scheduled one). 202; 409 once it is sending or sent.
 */
import type { Route } from './+types/newsletter-send'
import { servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { parseSendAt } from '~/domain/newsletter/newsletter-input'
import { scheduleNewsletter } from '~/domain/newsletter/newsletters.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { newsletterJson } from './newsletter-json'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    checkOrigin(context, request)
    requireAdmin(context, 'api')
    // No body at all means "now"; a body must be JSON.
    const hasBody = request.headers.has('content-type') || request.headers.has('content-length')
    const body = hasBody ? await readJsonObject(context, request, 4096) : {}
    const at = parseSendAt(body.send_at)
    if (!at) {
      return apiError(400, 'validation_failed', t(context, 'newsletter.page.fix'), {
        send_at: t(context, 'newsletter.errors.sendAtInvalid'),
      })
    }
    const services = context.get(servicesContext)
    const result = await scheduleNewsletter(services.database.db, params.id, at)
    if (!result.ok) {
      return result.reason === 'not_found'
        ? apiError(404, 'not_found', t(context, 'newsletter.errors.notFound'))
        : apiError(409, 'conflict', t(context, 'newsletter.errors.alreadySent'))
    }
    if (at.getTime() <= Date.now()) services.newsletterSender?.poke()
    return json({ data: newsletterJson(result.row) }, { status: 202 })
  })
}
