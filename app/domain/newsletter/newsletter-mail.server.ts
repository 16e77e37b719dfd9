/**
 * The newsletter's mails: the sign-up confirmation, and an edition as one reader gets it, with
 * its unsubscribe link in the text and in the List-Unsubscribe headers (one click, RFC 8058).
 */
import type { TFunction } from '~/i18n/translator'
import { escapeHtml } from '~/lib/escape-html'
import { htmlToText } from '~/lib/html-text'
import type { OutgoingMail } from '../mail-outbox.server'

const PAGE_STYLE = 'font-family:sans-serif;line-height:1.5;color:#1f1a24;max-width:640px'
const BUTTON_STYLE =
  'display:inline-block;padding:10px 16px;background:#5b2a86;color:#fff;border-radius:8px;text-decoration:none'

export function confirmationMail(
  t: TFunction,
  to: string,
  url: string,
  days: number,
): OutgoingMail {
  const body = t('newsletter.mail.confirmBody', { days })
  const text = [
    t('newsletter.mail.greeting'),
    '',
    body,
    '',
    url,
    '',
    t('newsletter.mail.confirmIgnore'),
    '',
    t('newsletter.mail.signature'),
  ].join('\n')
  const html = `<!doctype html><html><body style="${PAGE_STYLE}">
<p>${escapeHtml(t('newsletter.mail.greeting'))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="${BUTTON_STYLE}">${escapeHtml(t('newsletter.mail.confirmButton'))}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(url)}</p>
<p>${escapeHtml(t('newsletter.mail.confirmIgnore'))}</p>
<p>${escapeHtml(t('newsletter.mail.signature'))}</p>
</body></html>`
  return { to, subject: t('newsletter.mail.confirmSubject'), text, html }
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|ul|ol|blockquote|figure|div)>|<br\s*\/?>/gi
const LINK = /<a\s[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi

/** The plain-text part of an edition: paragraphs kept apart, each link followed by its address. */
export function editionText(html: string): string {
  return html
    .replace(LINK, (_, href: string, label: string) => `${label} (${href.replace(/&amp;/g, '&')})`)
    .split(BLOCK_END)
    .map((part) => htmlToText(part))
    .filter(Boolean)
    .join('\n\n')
}

export interface Edition {
  subject: string
  /** Sanitised HTML. */
  body: string
  /** The Greek edition wanted but not written: the English one, with a note saying so. */
  inEnglishForGreekReader: boolean
}

/** One reader's mail of an edition. */
export function editionMail(
  t: TFunction,
  to: string,
  edition: Edition,
  links: { unsubscribe: string; preferences: string },
): OutgoingMail {
  const note = edition.inEnglishForGreekReader ? t('newsletter.mail.englishOnly') : null
  const footer = t('newsletter.mail.footer')
  const text = [
    ...(note ? [note, ''] : []),
    editionText(edition.body),
    '',
    '—',
    footer,
    `${t('newsletter.mail.unsubscribe')}: ${links.unsubscribe}`,
    `${t('newsletter.mail.preferences')}: ${links.preferences}`,
  ].join('\n')
  const html = `<!doctype html><html><body style="${PAGE_STYLE}">
${note ? `<p style="font-style:italic">${escapeHtml(note)}</p>\n` : ''}<div${edition.inEnglishForGreekReader ? ' lang="en"' : ''}>${edition.body}</div>
<hr>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}<br>
<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t('newsletter.mail.unsubscribe'))}</a> ·
<a href="${escapeHtml(links.preferences)}">${escapeHtml(t('newsletter.mail.preferences'))}</a></p>
</body></html>`
  return {
    to,
    subject: edition.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
