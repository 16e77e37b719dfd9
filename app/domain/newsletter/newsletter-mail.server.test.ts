import { describe, expect, it } from 'vitest'

import { createI18n } from '~/i18n/i18n'
import { editionMail, editionText } from './newsletter-mail.server'

describe('editionText', () => {
  it('keeps paragraphs apart and gives each link its address', () => {
    expect(
      editionText(
        '<h2>News</h2><ul><li><a href="https://x.cy/a?b=1&amp;c=2">First</a> (today)</li></ul><p>Bye</p>',
      ),
    ).toBe('News\n\nFirst (https://x.cy/a?b=1&c=2) (today)\n\nBye')
  })
})

describe('editionMail', () => {
  const links = {
    unsubscribe: 'https://site.cy/newsletter/unsubscribe?token=t&lang=el',
    preferences: 'https://site.cy/newsletter/preferences?token=t&lang=el',
  }

  it('carries the one-click unsubscribe headers and both links in text and HTML', async () => {
    const { t } = await createI18n('el')
    const mail = editionMail(
      t,
      'reader@example.org',
      { subject: 'Νέα', body: '<p>Γεια σας</p>', inEnglishForGreekReader: false },
      links,
    )
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.subject).toBe('Νέα')
    expect(mail.text).toContain(`Διαγραφή: ${links.unsubscribe}`)
    expect(mail.text).toContain(`Αλλαγή γλώσσας: ${links.preferences}`)
    expect(mail.html).toContain('href="https://site.cy/newsletter/unsubscribe?token=t&amp;lang=el"')
    expect(mail.text).not.toContain('στα αγγλικά')
  })

  it('says so when a Greek reader gets the English edition, and marks its language', async () => {
    const { t } = await createI18n('el')
    const mail = editionMail(
      t,
      'reader@example.org',
      { subject: 'News', body: '<p>Hello</p>', inEnglishForGreekReader: true },
      links,
    )
    expect(mail.text.split('\n')[0]).toBe(t('newsletter.mail.englishOnly'))
    expect(mail.html).toContain('<div lang="en"><p>Hello</p></div>')
  })
})
