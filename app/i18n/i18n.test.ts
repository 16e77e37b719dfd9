import { describe, expect, it } from 'vitest'

import { AREAS } from './areas'
import { createI18n, loadMissingAreas } from './i18n'

describe('translation areas in the browser', () => {
  it('starts with only the named areas of one language, without the English fallback', async () => {
    const i18n = await createI18n('el', ['common'])
    expect(i18n.language).toBe('el')
    expect(i18n.hasArea('common')).toBe(true)
    expect(i18n.hasArea('wiki')).toBe(false)
    expect(i18n.t('common.siteName')).not.toBe('common.siteName')
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

  it('gives the server every area', async () => {
    const i18n = await createI18n('el')
    for (const area of AREAS) expect(i18n.hasArea(area)).toBe(true)
    expect(i18n.t('wiki.meta.title')).toBe('Εγκυκλοπαίδεια για την επιληψία')
  })
})
