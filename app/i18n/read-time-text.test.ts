/** The read time as readers see it, in both languages, from the real translation files. */
import { describe, expect, it } from 'vitest'

import { loadResources } from './resources'
import { Translator } from './translator'

async function translator(lang: 'en' | 'el') {
  return new Translator(lang, await loadResources(lang, ['common', 'wiki'])).t
}

describe('read time text', () => {
  it('is "N min read" in English', async () => {
    const t = await translator('en')
    expect(t('common.readTime', { count: 1 })).toBe('1 min read')
    expect(t('common.readTime', { count: 5 })).toBe('5 min read')
  })

  it('is «N λεπτά ανάγνωσης» in Greek, singular for one minute', async () => {
    const t = await translator('el')
    expect(t('common.readTime', { count: 1 })).toBe('1 λεπτό ανάγνωσης')
    expect(t('common.readTime', { count: 5 })).toBe('5 λεπτά ανάγνωσης')
  })

  it('gives the minutes of a wiki article in either language', async () => {
    expect((await translator('en'))('wiki.article.minutes', { count: 1 })).toBe('1 minute')
    expect((await translator('el'))('wiki.article.minutes', { count: 1 })).toBe('1 λεπτό')
    expect((await translator('el'))('wiki.article.minutes', { count: 4 })).toBe('4 λεπτά')
  })
})
