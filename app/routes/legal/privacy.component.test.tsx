/**
 * /privacy below the browser: the stored policy (its first text, decision 0069) in the page's
 * language, with its sections' headings, the services this installation really uses where the
 * text says [services], and links to the other legal pages.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { PRIVACY_POLICY } from '~/content/legal/privacy.server'
import { legalSections, legalSeedHtml } from '~/content/legal/legal-text.server'
import { thirdPartyStatus } from '~/content/legal/third-party-status.server'
import { renderPage } from '../../../tests/component/render'
import * as privacyPage from './privacy'

const render = (lang: 'en' | 'el', analytics: boolean) => {
  const policy = PRIVACY_POLICY[lang]
  const services = policy.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.kind === 'third-parties' ? block.items : []))
  return renderPage(privacyPage, {
    id: 'routes/legal/privacy',
    path: '/privacy',
    lang,
    loaderData: {
      page: { title: policy.title, lead: policy.lead, updated: '2026-11-22' },
      editor: undefined,
      uiLang: lang,
      sections: legalSections('privacy', legalSeedHtml(policy), lang, { analytics }),
      services,
      thirdParties: thirdPartyStatus(
        parseConfig({ WHATSAPP_INVITE_URL: 'https://chat.whatsapp.com/x' }),
      ),
      meta: { title: policy.title },
    },
  })
}

describe('/privacy', () => {
  for (const lang of ['en', 'el'] as const) {
    it(`shows every section of the policy in its language, the services marked (${lang})`, async () => {
      await render(lang, true)
      const policy = PRIVACY_POLICY[lang]
      expect(screen.getByRole('heading', { level: 1, name: policy.title })).toBeTruthy()
      for (const section of policy.sections) {
        const heading = screen.getByRole('heading', { level: 2, name: section.title })
        // The anchors the site links to (/privacy#newsletter) stay the sections' ids.
        expect(heading.closest('section')?.id).toBe(section.id)
      }
      expect(screen.getByRole('heading', { level: 3, name: 'WhatsApp (Meta)' })).toBeTruthy()
      expect(screen.queryByText('[services]')).toBeNull()
      expect(
        screen.getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('/terms')),
      ).toBe(true)
    })
  }

  it('leaves out the statistics section while the site counts nothing', async () => {
    await render('en', false)
    expect(screen.queryByRole('heading', { level: 2, name: 'Visitor statistics' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Accounts' })).toBeTruthy()
  })
})
