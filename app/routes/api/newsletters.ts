/**
 * /api/v1/newsletters (editors and admins). GET: newsletters, newest first, each with how far
 * its sending got. POST: a new draft, either written ({"subject","body"} and optionally
 * "subject_el", "body_el"; HTML is sanitised) or {"digest": true}: the digest of what is new
 * since the last newsletter, in both languages. 201 with the draft.
 */
import type { Route } from './+types/newsletters'
import { servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { checkNewsletterDraft } from '~/domain/newsletter/newsletter-input'
import {
  createDigestNewsletter,
  createNewsletter,
  listNewsletters,
} from '~/domain/newsletter/newsletters.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'
import { newsletterJson } from './newsletter-json'

export function loader({ context }: Route.LoaderArgs) {
  return respond(context, async () => {
    requireAdmin(context, 'api')
    const list = await listNewsletters(context.get(servicesContext).database.db)
    return json({ data: list.map(({ row, deliveries }) => newsletterJson(row, deliveries)) })
  })
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['GET', 'POST'])
    checkOrigin(context, request)
    const user = requireAdmin(context, 'api')
    const services = context.get(servicesContext)
    const body = await readJsonObject(context, request)
    if (body.digest !== undefined && body.digest !== true) {
      return apiError(400, 'validation_failed', t(context, 'newsletter.page.fix'), {
        digest: t(context, 'newsletter.errors.digestTrue'),
      })
    }
    if (body.digest === true) {
      const row = await createDigestNewsletter(services, user.id)
      return json({ data: newsletterJson(row) }, { status: 201 })
    }
    const checked = checkNewsletterDraft(body)
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.fields).map(([field, key]) => [field, t(context, key)]),
      )
      return apiError(400, 'validation_failed', t(context, 'newsletter.page.fix'), fields)
    }
    const row = await createNewsletter(services.database.db, checked.value, user.id)
    return json({ data: newsletterJson(row) }, { status: 201 })
  })
}
