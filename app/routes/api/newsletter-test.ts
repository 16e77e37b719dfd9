/**
 * POST /api/v1/newsletters/:id/test (editors and admins): both editions of the newsletter to the
 * caller's own address, marked as a test. 202.
 */
import type { Route } from './+types/newsletter-test'
import { servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { getNewsletter, sendTestMails } from '~/domain/newsletter/newsletters.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, respond, t } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, params, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    checkOrigin(context, request)
    const user = requireAdmin(context, 'api')
    const services = context.get(servicesContext)
    const row = await getNewsletter(services.database.db, params.id)
    if (!row) return apiError(404, 'not_found', t(context, 'newsletter.errors.notFound'))
    await sendTestMails(services, row, user.email)
    return json({ sent_to: user.email }, { status: 202 })
  })
}
