import { describe, expect, it } from 'vitest'

import {
  contentFieldErrors,
  eventInputSchema,
  newsInputSchema,
  storyInputSchema,
  TIME_STEPS,
  V,
} from './content-schema'

const rules = { today: '2026-06-10' }
const event = { title: 'Walk', date: '2026-06-12', time: '18:30' }

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : contentFieldErrors(result.error as never)
}

describe('event input', () => {
  it('accepts a minimal event and fills in the defaults', () => {
    const parsed = eventInputSchema(rules).parse(event)
    expect(parsed).toMatchObject({
      cost: 'Free',
      category: 'education',
      capacity: null,
      featured: false,
      tags: [],
      contact_number: null,
      registration_link: null,
      image_url: null,
    })
  })
  it('requires date and time', () => {
    expect(errorsOf(eventInputSchema(rules).safeParse({ title: 'x' }))).toMatchObject({
      date: V.dateTimeRequired,
      time: V.dateTimeRequired,
    })
    expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, time: '' }))).toEqual({
      time: V.dateTimeRequired,
    })
  })
  it('requires a title', () => {
    expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, title: '   ' }))).toEqual({
      title: V.titleRequired,
    })
  })
  it('refuses a title made only of zero-width or invisible characters', () => {
    for (const title of ['\u200B\u200B', '\u200B \u2060\uFEFF', '\u200E\u3164']) {
      expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, title }))).toEqual({
        title: V.titleRequired,
      })
      expect(errorsOf(newsInputSchema().safeParse({ title, date: '2026-06-01' }))).toMatchObject({
        title: V.titleRequired,
      })
    }
    expect(eventInputSchema(rules).parse({ ...event, title: '\u200BWalk' }).title).toBe(
      '\u200BWalk',
    )
  })
  it('refuses past days, but keeps the stored date of an edited event', () => {
    expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, date: '2026-06-09' }))).toEqual({
      date: V.datePast,
    })
    expect(
      eventInputSchema({ ...rules, currentDate: '2026-01-01' }).safeParse({
        ...event,
        date: '2026-01-01',
      }).success,
    ).toBe(true)
    expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, date: '2026-02-30' }))).toEqual({
      date: V.dateInvalid,
    })
  })
  it('takes times in 15-minute steps from 00:00 to 23:45', () => {
    expect(TIME_STEPS).toHaveLength(96)
    expect(TIME_STEPS[0]).toBe('00:00')
    expect(TIME_STEPS.at(-1)).toBe('23:45')
    expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, time: '18:10' }))).toEqual({
      time: V.timeInvalid,
    })
    expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, time: '24:00' }))).toEqual({
      time: V.timeInvalid,
    })
  })
  it('takes capacity as a whole number of at least 0, empty meaning unlimited', () => {
    expect(eventInputSchema(rules).parse({ ...event, capacity: '0' }).capacity).toBe(0)
    expect(eventInputSchema(rules).parse({ ...event, capacity: 25 }).capacity).toBe(25)
    expect(eventInputSchema(rules).parse({ ...event, capacity: '' }).capacity).toBeNull()
    for (const bad of ['-1', '2.5', 'ten', -3, 1.5]) {
      expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, capacity: bad }))).toEqual({
        capacity: V.capacityInvalid,
      })
    }
  })
  it('keeps contact numbers to digits, spaces, hyphens and plus', () => {
    expect(
      eventInputSchema(rules).parse({ ...event, contact_number: '+357 22-000 000' }).contact_number,
    ).toBe('+357 22-000 000')
    expect(
      errorsOf(eventInputSchema(rules).safeParse({ ...event, contact_number: '<script>' })),
    ).toEqual({ contact_number: V.contactInvalid })
  })
  it('takes registration links over http or https only', () => {
    expect(
      eventInputSchema(rules).parse({ ...event, registration_link: 'https://example.org/r' })
        .registration_link,
    ).toBe('https://example.org/r')
    for (const bad of [
      'javascript:alert(1)',
      'ftp://example.org',
      'example.org',
      'data:text/html,hi',
    ]) {
      expect(
        errorsOf(eventInputSchema(rules).safeParse({ ...event, registration_link: bad })),
      ).toEqual({ registration_link: V.linkInvalid })
    }
  })
  it('reads featured and tags as forms post them', () => {
    const parsed = eventInputSchema(rules).parse({
      ...event,
      featured: 'on',
      tags: ['kids', 'free, kids'],
    })
    expect(parsed.featured).toBe(true)
    expect(parsed.tags).toEqual(['kids', 'free'])
    expect(
      errorsOf(
        eventInputSchema(rules).safeParse({
          ...event,
          tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
        }),
      ),
    ).toEqual({ tags: V.tagsInvalid })
  })
  it('refuses unknown categories and over-long text', () => {
    expect(errorsOf(eventInputSchema(rules).safeParse({ ...event, category: 'party' }))).toEqual({
      category: V.categoryInvalid,
    })
    expect(
      errorsOf(eventInputSchema(rules).safeParse({ ...event, title: 'x'.repeat(201) })),
    ).toEqual({ title: V.tooLong })
  })
})

describe('news and story input', () => {
  it('news needs a title and a date; any date is fine', () => {
    expect(errorsOf(newsInputSchema(rules).safeParse({}))).toMatchObject({
      title: V.titleRequired,
      date: V.dateRequired,
    })
    expect(newsInputSchema(rules).parse({ title: 'n', date: '2020-01-01' }).category).toBe(
      'research',
    )
  })
  it('refuses a story date in the past and defaults the category to inspiration', () => {
    expect(errorsOf(storyInputSchema(rules).safeParse({ title: 's', date: '2026-06-09' }))).toEqual(
      { date: V.datePast },
    )
    const parsed = storyInputSchema(rules).parse({ title: 's', date: '2026-06-10', content: '  ' })
    expect(parsed).toMatchObject({ category: 'inspiration', content: null })
  })
})

describe('one of the two titles (a volunteer may write in Greek only)', () => {
  it('accepts a Greek title without an English one, for every kind and the wiki editor', async () => {
    const { articleInputSchema } = await import('./wiki-input')
    expect(
      eventInputSchema(rules).parse({ ...event, title: '', title_el: 'Περίπατος' }),
    ).toMatchObject({ title: '', title_el: 'Περίπατος' })
    expect(newsInputSchema().parse({ title_el: 'Νέα', date: '2026-06-01' })).toMatchObject({
      title: '',
      title_el: 'Νέα',
    })
    expect(
      storyInputSchema(rules).parse({ title_el: 'Ιστορία', date: '2026-06-12' }),
    ).toMatchObject({ title: '', title_el: 'Ιστορία' })
    const article = articleInputSchema.parse({
      titleEl: 'Άρθρο',
      slug: 'arthro',
      categoryId: '00000000-0000-4000-8000-000000000000',
    })
    expect(article).toMatchObject({ title: '', titleEl: 'Άρθρο' })
  })

  it('refuses neither title, with the message on the title field, and invisible Greek text counts as none', async () => {
    const { articleInputSchema, wikiFieldErrors } = await import('./wiki-input')
    expect(
      errorsOf(eventInputSchema(rules).safeParse({ ...event, title: ' ', title_el: '\u200B' })),
    ).toEqual({ title: V.titleRequired })
    expect(errorsOf(storyInputSchema(rules).safeParse({ date: '2026-06-12' }))).toEqual({
      title: V.titleRequired,
    })
    const wiki = articleInputSchema.safeParse({
      titleEl: '  ',
      slug: 'x',
      categoryId: '00000000-0000-4000-8000-000000000000',
    })
    expect(wiki.success ? {} : wikiFieldErrors(wiki.error)).toEqual({
      title: 'admin.wiki.validation.titleRequired',
    })
  })
})
