import { describe, expect, it } from 'vitest'

import { createI18n } from './i18n'

describe("the profile page's analytics card without a dashboard", () => {
  it('says that admins set it in Site settings, by the name that page and its field carry, in both languages', async () => {
    for (const lang of ['en', 'el'] as const) {
      const { t } = await createI18n(lang)
      const note = t('profile.analytics.notConfigured')
      expect(note).toContain(t('admin.siteSettings.title'))
      expect(note).toContain(t('admin.siteSettings.fields.analyticsDashboardUrl'))
      expect(note).not.toMatch(/operator|υπεύθυνος λειτουργίας/)
    }
  })
})
