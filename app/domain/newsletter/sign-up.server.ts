/**
 * A sign-up as the forms and the API take it: checked, rate-limited like sign-in (per address
 * AUTH_RATE_LIMIT in 15 minutes, an IP address three times as many), then recorded and its
 * confirmation mailed. The answer never says whether the address was already known.
 */
import type { Services } from '~/context.server'
import { countAttempt } from '../auth/rate-limit.server'
import { requestSubscription } from './subscriptions.server'
import { checkSignUp, type NewsletterMessageKey, type SignUpSource } from './subscription-input'

const WINDOW_SECONDS = 15 * 60
const IP_FACTOR = 3

export type SignUpAnswer =
  | { status: 'accepted' }
  | { status: 'invalid'; fields: Record<string, NewsletterMessageKey> }
  | { status: 'rate_limited'; retryAfterSeconds: number }

export async function signUpForNewsletter(
  services: Services,
  input: Record<string, unknown>,
  options: { source: SignUpSource; ip: string; consentWording: string },
): Promise<SignUpAnswer> {
  const checked = checkSignUp(input, options.source)
  if (!checked.ok) return { status: 'invalid', fields: checked.fields }
  const { db } = services.database
  const max = services.config.AUTH_RATE_LIMIT
  const byIp = await countAttempt(db, `newsletter:ip:${options.ip || 'unknown'}`, {
    max: max * IP_FACTOR,
    windowSeconds: WINDOW_SECONDS,
  })
  if (!byIp.allowed) return { status: 'rate_limited', retryAfterSeconds: byIp.retryAfterSeconds }
  const byAddress = await countAttempt(db, `newsletter:email:${checked.value.email}`, {
    max,
    windowSeconds: WINDOW_SECONDS,
  })
  if (!byAddress.allowed)
    return { status: 'rate_limited', retryAfterSeconds: byAddress.retryAfterSeconds }
  await requestSubscription(services, checked.value, options.consentWording)
  return { status: 'accepted' }
}
