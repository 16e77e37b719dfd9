/**
 * POST /api/v1/newsletter/subscriptions with {"email","lang"} (and an optional "name"): anyone
 * signs an address up for the newsletter; a confirmation link is mailed (double opt-in). The
 * answer is 202 whether the address was new or known; 400 for bad input, 429 when rate-limited.
 */
import type { Route } from './+types/newsletter-subscriptions'
import { requestContext, servicesContext } from '~/context.server'
import { signUpForNewsletter } from '~/domain/newsletter/sign-up.server'
import { CONFIRM_DAYS } from '~/domain/newsletter/subscriptions.server'
import { apiError } from '~/lib/api-error.server'
import { checkOrigin, json, methodNotAllowed, readJsonObject, respond, t } from './api.server'

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ['POST'])
}

export function action({ request, context }: Route.ActionArgs) {
  return respond(context, async () => {
    if (request.method !== 'POST') return methodNotAllowed(context, ['POST'])
    checkOrigin(context, request)
    const body = await readJsonObject(context, request, 4096)
    const answer = await signUpForNewsletter(
      context.get(servicesContext),
      { ...body, source: 'api' },
      {
        source: 'api',
        ip: context.get(requestContext).clientIp,
        consentWording: t(context, 'chrome.newsletter.consent'),
      },
    )
    if (answer.status === 'invalid') {
      const fields = Object.fromEntries(
        Object.entries(answer.fields).map(([field, key]) => [field, t(context, key)]),
      )
      return apiError(400, 'validation_failed', t(context, 'newsletter.page.fix'), fields)
    }
    if (answer.status === 'rate_limited') {
      const minutes = Math.ceil(answer.retryAfterSeconds / 60)
      return apiError(
        429,
        'rate_limited',
        t(context, 'newsletter.errors.rateLimited', { minutes }),
        undefined,
        { 'Retry-After': String(answer.retryAfterSeconds) },
      )
    }
    return json(
      { message: t(context, 'newsletter.page.checkMail', { days: CONFIRM_DAYS }) },
      { status: 202 },
    )
  })
}
