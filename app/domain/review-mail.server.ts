/**
 * The mail to an author whose item an editor sent back: the editor's note and the link to the
 * item, in English and in Greek (the site does not know which language the author reads).
 */
import type { Services } from '~/context.server'
import { LANGS } from '~/i18n/languages'
import { serverI18n } from '~/i18n/server-i18n.server'
import { escapeHtml } from '~/lib/escape-html'
import { mailOrigin } from './auth/mail-origin.server'
import { sendMail } from './mail.server'

export async function mailSentBack(
  services: Services,
  to: string,
  item: { title: string; path: string; note: string },
): Promise<void> {
  const url = `${mailOrigin(services.config)}${item.path}`
  const parts = await Promise.all(
    LANGS.map(async (lang) => {
      const { t } = await serverI18n(lang)
      return {
        lang,
        subject: t('admin.review.mail.subject', { title: item.title }),
        greeting: t('auth.mail.greeting'),
        body: t('admin.review.mail.body', { title: item.title }),
        noteLabel: t('admin.review.mail.note'),
        open: t('admin.review.mail.open'),
        signature: t('auth.mail.signature'),
      }
    }),
  )
  const text = parts
    .map((p) =>
      [
        p.greeting,
        '',
        p.body,
        '',
        `${p.noteLabel}`,
        item.note,
        '',
        `${p.open}: ${url}`,
        '',
        p.signature,
      ].join('\n'),
    )
    .join('\n\n----\n\n')
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f1a24">
${parts
  .map(
    (p) => `<div lang="${p.lang}">
<p>${escapeHtml(p.greeting)}</p>
<p>${escapeHtml(p.body)}</p>
<p><strong>${escapeHtml(p.noteLabel)}</strong></p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #5b2a86;margin:0;padding-left:12px">${escapeHtml(item.note)}</blockquote>
<p><a href="${escapeHtml(url)}">${escapeHtml(p.open)}</a></p>
<p>${escapeHtml(p.signature)}</p>
</div>`,
  )
  .join('<hr>')}
</body></html>`
  await sendMail(services, {
    to,
    subject: parts.map((p) => p.subject).join(' / '),
    text,
    html,
  })
}
