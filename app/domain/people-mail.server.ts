/** Mails an invitation's link, in the language of the admin who sends it. */
import type { Services } from '~/context.server'
import type { InvitationRow } from '~/db/schema'
import type { Lang } from '~/i18n/languages'
import { serverI18n } from '~/i18n/server-i18n.server'
import { auditRoleKey } from './audit-label-keys'
import { invitationMail } from './auth/auth-mail.server'
import { mailOrigin } from './auth/mail-origin.server'
import { sendMail } from './mail.server'
import { INVITATION_DAYS } from './people'

export function invitationUrl(origin: string, token: string) {
  return `${origin}/auth/invitation?token=${encodeURIComponent(token)}`
}

export async function sendInvitation(
  services: Services,
  lang: Lang,
  invitation: InvitationRow,
  token: string,
): Promise<void> {
  const { t } = await serverI18n(lang)
  const roleKey = auditRoleKey(invitation.role)
  const role = roleKey ? t(roleKey) : invitation.role
  await sendMail(
    services,
    invitationMail(t, invitation.email, invitationUrl(mailOrigin(services.config), token), {
      role,
      days: INVITATION_DAYS,
    }),
  )
}
