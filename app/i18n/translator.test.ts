import { describe, expect, it } from 'vitest'

import { Translator } from './translator'

const english = {
  likes: { count_one: '{{count}} like', count_other: '{{count}} likes', title: 'Likes' },
  events: { when: '{{date}} at {{time}}', plain: 'No events yet', only: 'Only in English' },
}
const greek = {
  likes: {
    count_one: '{{count}} μου αρέσει',
    count_other: '{{count}} μου αρέσουν',
    title: 'Μου αρέσει',
  },
  events: { when: '{{date}} στις {{time}}', plain: 'Δεν υπάρχουν ακόμη εκδηλώσεις' },
}

describe('Translator', () => {
  it('finds a string by area and path', () => {
    const t = new Translator<string>('el', greek).t
    expect(t('events.plain')).toBe('Δεν υπάρχουν ακόμη εκδηλώσεις')
    expect(t('likes.title')).toBe('Μου αρέσει')
  })

  it('answers a key it does not have with the key itself', () => {
    const t = new Translator<string>('en', english).t
    expect(t('events.missing')).toBe('events.missing')
    expect(t('nothing.here.at.all')).toBe('nothing.here.at.all')
    // A group is not a string.
    expect(t('events')).toBe('events')
    expect(t('events.plain.deeper')).toBe('events.plain.deeper')
    expect(t('events.toString')).toBe('events.toString')
  })

  it('puts values in their placeholders', () => {
    const t = new Translator<string>('en', english).t
    expect(t('events.when', { date: '5 March 2026', time: '18:00' })).toBe('5 March 2026 at 18:00')
    expect(t('events.plain', { unused: 1 })).toBe('No events yet')
  })

  it('leaves the placeholder of a value not given, so the gap shows', () => {
    const t = new Translator<string>('en', english).t
    expect(t('events.when', { date: '5 March 2026' })).toBe('5 March 2026 at {{time}}')
  })

  it('answers a key it does not have with the default value given, if any', () => {
    const t = new Translator<string>('en', english).t
    expect(t('events.actions.archived', { defaultValue: 'archived' })).toBe('archived')
    expect(t('events.missing', { defaultValue: 'On {{date}}', date: '5 March' })).toBe('On 5 March')
    expect(t('events.plain', { defaultValue: 'unused' })).toBe('No events yet')
  })

  it('chooses the plural form by the language’s rules', () => {
    const en = new Translator<string>('en', english).t
    expect(en('likes.count', { count: 1 })).toBe('1 like')
    expect(en('likes.count', { count: 0 })).toBe('0 likes')
    expect(en('likes.count', { count: 21 })).toBe('21 likes')
    const el = new Translator<string>('el', greek).t
    expect(el('likes.count', { count: 1 })).toBe('1 μου αρέσει')
    expect(el('likes.count', { count: 0 })).toBe('0 μου αρέσουν')
    expect(el('likes.count', { count: 2 })).toBe('2 μου αρέσουν')
  })

  it('uses the plain key when a count has no plural forms', () => {
    const t = new Translator<string>('en', english).t
    expect(t('likes.title', { count: 3 })).toBe('Likes')
  })

  it('falls back to the other language’s string for a key this one lacks', () => {
    const t = new Translator<string>('el', greek, english).t
    expect(t('events.only')).toBe('Only in English')
    expect(t('events.plain')).toBe('Δεν υπάρχουν ακόμη εκδηλώσεις')
    expect(new Translator<string>('el', greek).t('events.only')).toBe('events.only')
  })

  it('adds areas without replacing one it has, and finds keys asked for before they arrived', () => {
    const translator = new Translator<string>('en', { likes: english.likes })
    expect(translator.hasArea('events')).toBe(false)
    expect(translator.t('events.plain')).toBe('events.plain')
    translator.addAreas({ events: english.events, likes: { title: 'Replaced' } })
    expect(translator.hasArea('events')).toBe(true)
    expect(translator.t('events.plain')).toBe('No events yet')
    expect(translator.t('likes.title')).toBe('Likes')
  })

  it('does not change the strings it was given', () => {
    const given = { likes: english.likes }
    new Translator<string>('en', given).addAreas({ events: english.events })
    expect(Object.keys(given)).toEqual(['likes'])
  })
})
