/**
 * Sends e-mail: through the SMTP server of SMTP_URL (nodemailer), or, without it, into the outbox
 * table and the server log, so that sign-up verification and password reset work on the
 * embedded default (an admin reads the outbox on /profile).
 */
import type { Transporter } from 'nodemailer'

import type { Services } from '~/context.server'
import { addToOutbox, type OutgoingMail } from './mail-outbox.server'

const transports = new WeakMap<Services, Promise<Transporter>>()

/**
 * nodemailer (about 40 modules) is loaded when the first mail is sent, not when the server
 * starts: most sites send little mail, and every start pays for what it loads.
 */
function transportFor(services: Services): Promise<Transporter> | undefined {
  const url = services.config.SMTP_URL
  if (!url) return undefined
  let transport = transports.get(services)
  if (!transport) {
    transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url),
    )
    transports.set(services, transport)
  }
  return transport
}

export async function sendMail(services: Services, mail: OutgoingMail): Promise<void> {
  const transport = await transportFor(services)
  if (transport) {
    await transport.sendMail({
      from: services.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    })
    services.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent')
    return
  }
  const row = await addToOutbox(services.database.db, mail)
  services.logger.info(
    { to: mail.to, subject: mail.subject, outboxId: row.id, text: mail.text },
    'mail kept in the outbox (SMTP_URL is not set)',
  )
}

/** Whether mail really leaves the server (false: it waits in the outbox). */
export function mailIsSent(services: Services) {
  return Boolean(services.config.SMTP_URL)
}

/**
 * Whether a failed send may succeed later: an SMTP 4xx answer, or no answer at all (connection
 * refused, timeout). A 5xx answer is permanent (a hard bounce: the address does not exist).
 */
export function isTemporaryMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  if (typeof code === 'number') return code < 500
  return true
}
