import { describe, expect, it } from 'vitest'

import { createI18n, loadMissingAreas } from './i18n'

describe('translation areas in the browser', () => {
  it('starts with only the named areas of one language, without the English fallback', async () => {
    const i18n = await createI18n('el', ['common'])
    expect(i18n.getResource('el', 'translation', 'common')).toBeDefined()
    expect(i18n.getResource('el', 'translation', 'wiki')).toBeUndefined()
    expect(i18n.getResource('en', 'translation', 'common')).toBeUndefined()
    expect(i18n.t('wiki.meta.title')).toBe('wiki.meta.title')
  })

  it('loads a missing area once, then has nothing left to wait for', async () => {
    const i18n = await createI18n('el', ['common'])
    expect(loadMissingAreas(i18n, ['common'])).toBeNull()
    const loading = loadMissingAreas(i18n, ['common', 'wiki'])
    expect(loading).toBeInstanceOf(Promise)
    // A render that suspends again before the strings arrive waits on the same promise.
    expect(loadMissingAreas(i18n, ['common', 'wiki'])).toBe(loading)
    await loading
    expect(loadMissingAreas(i18n, ['common', 'wiki'])).toBeNull()
    expect(i18n.t('wiki.meta.title')).toBe('Εγκυκλοπαίδεια για την επιληψία')
  })

  it('gives the server every area, with English behind Greek', async () => {
    const i18n = await createI18n('el')
    expect(i18n.getResource('el', 'translation', 'wiki')).toBeDefined()
    expect(i18n.getResource('en', 'translation', 'wiki')).toBeDefined()
  })
})
