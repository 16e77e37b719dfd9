/**
 * Admins' sign-ins in the audit log. A Better Auth plugin whose after-hook runs once a sign-in
 * request has finished, after the two-factor plugin's (plugins' hooks run in their list order):
 * by then a password sign-in that still owes a code has had its session taken back
 * (`newSession` is null), so only a session really granted is logged: the password step of an
 * account without two-factor, or the code step of one with it.
 *
 * Not a `databaseHooks.session.create` hook: Better Auth also creates sessions that are no
 * sign-in (turning two-factor on or off replaces the session) and the password step of a
 * two-factor account creates one that is deleted a moment later.
 */
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'

import type { Db } from '~/db/client.server'
import { audit } from '~/domain/editorial.server'
import { roleOf } from '~/domain/profiles.server'
import type { Logger } from '~/logger.server'

/** The endpoints that end in a session for somebody who had none. */
const PASSWORD_SIGN_IN = '/sign-in/email'
const SECOND_STEPS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
])

export function signInAuditPlugin(db: Db, logger: Logger) {
  return {
    id: 'sign-in-audit',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === PASSWORD_SIGN_IN || SECOND_STEPS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const granted = ctx.context.newSession
            if (!granted) return
            // The code endpoints also confirm an app while turning two-factor on; that caller is
            // already signed in (it has a session), the second step of a sign-in has none.
            if (SECOND_STEPS.has(ctx.path) && ctx.context.session) return
            const { id, email } = granted.user
            try {
              if ((await roleOf(db, id)) !== 'admin') return
              await audit(db, {
                actor: { id, email },
                action: 'sign_in',
                kind: 'account',
                itemId: id,
                title: email,
              })
            } catch (error) {
              // The person is signed in already; a missing log line must not turn that into an error page.
              logger.error(
                { err: error, userId: id },
                'could not record an admin sign-in in the audit log',
              )
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
