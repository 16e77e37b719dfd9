/** The two account e-mails (verification, password reset), in the language of the request. */
import type { TFunction } from '~/i18n/translator'

import type { OutgoingMail } from '~/domain/mail-outbox.server'
import { escapeHtml } from '~/lib/escape-html'

function compose(
  t: TFunction,
  to: string,
  subject: string,
  body: string,
  button: string,
  url: string,
): OutgoingMail {
  const text = [
    t('auth.mail.greeting'),
    '',
    body,
    '',
    url,
    '',
    t('auth.mail.ignore'),
    '',
    t('auth.mail.signature'),
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f1a24">
<p>${escapeHtml(t('auth.mail.greeting'))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#5b2a86;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p>${escapeHtml(t('auth.mail.ignore'))}</p>
<p>${escapeHtml(t('auth.mail.signature'))}</p>
</body></html>`
  return { to, subject, text, html }
}

export function verificationMail(t: TFunction, to: string, url: string): OutgoingMail {
  return compose(
    t,
    to,
    t('auth.mail.verifySubject'),
    t('auth.mail.verifyBody'),
    t('auth.mail.verifyButton'),
    url,
  )
}

export function passwordResetMail(t: TFunction, to: string, url: string): OutgoingMail {
  return compose(
    t,
    to,
    t('auth.mail.resetSubject'),
    t('auth.mail.resetBody'),
    t('auth.mail.resetButton'),
    url,
  )
}

/** The invitation to the team: who invites, as what, and the link that works once, for 7 days. */
export function invitationMail(
  t: TFunction,
  to: string,
  url: string,
  invitation: { role: string; days: number },
): OutgoingMail {
  return compose(
    t,
    to,
    t('auth.mail.inviteSubject'),
    t('auth.mail.inviteBody', { role: invitation.role, days: invitation.days }),
    t('auth.mail.inviteButton'),
    url,
  )
}
