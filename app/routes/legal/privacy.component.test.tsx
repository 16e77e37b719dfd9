/**
 * /privacy below the browser: the policy in the page's language, with its sections' headings,
 * the services this installation really uses and links to the other legal pages.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { PRIVACY_POLICY } from '~/content/legal/privacy.server'
import { thirdPartyStatus } from '~/content/legal/third-party-status.server'
import { renderPage } from '../../../tests/component/render'
import * as privacyPage from './privacy'

const render = (lang: 'en' | 'el') =>
  renderPage(privacyPage, {
    id: 'routes/legal/privacy',
    path: '/privacy',
    lang,
    loaderData: {
      document: PRIVACY_POLICY[lang],
      lang,
      thirdParties: thirdPartyStatus(parseConfig({})),
      meta: { title: PRIVACY_POLICY[lang].title },
    },
  })

describe('/privacy', () => {
  for (const lang of ['en', 'el'] as const) {
    it(`shows every section of the policy in its language (${lang})`, async () => {
      await render(lang)
      const policy = PRIVACY_POLICY[lang]
      expect(screen.getByRole('heading', { level: 1, name: policy.title })).toBeTruthy()
      for (const section of policy.sections)
        expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeTruthy()
      expect(
        screen.getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('/terms')),
      ).toBe(true)
    })
  }
})
