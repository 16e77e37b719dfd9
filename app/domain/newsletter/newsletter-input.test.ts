import { describe, expect, it } from 'vitest'

import { checkNewsletterDraft, parseSendAt } from './newsletter-input'

describe('checkNewsletterDraft', () => {
  it('takes an English subject and body, and a Greek edition when both its parts are there', () => {
    expect(
      checkNewsletterDraft({
        subject: ' News ',
        body: '<p>Hi</p>',
        subject_el: 'Νέα',
        body_el: '<p>Γεια</p>',
      }),
    ).toEqual({
      ok: true,
      value: { subject: 'News', body: '<p>Hi</p>', subjectEl: 'Νέα', bodyEl: '<p>Γεια</p>' },
    })
    expect(checkNewsletterDraft({ subject: 'News', body: '<p>Hi</p>' })).toEqual({
      ok: true,
      value: { subject: 'News', body: '<p>Hi</p>', subjectEl: null, bodyEl: null },
    })
  })

  it('names each missing, too long or non-text field', () => {
    expect(checkNewsletterDraft({})).toEqual({
      ok: false,
      fields: {
        subject: 'newsletter.errors.subjectRequired',
        body: 'newsletter.errors.bodyRequired',
      },
    })
    expect(checkNewsletterDraft({ subject: 'x'.repeat(201), body: 'b' })).toEqual({
      ok: false,
      fields: { subject: 'newsletter.errors.subjectTooLong' },
    })
    expect(checkNewsletterDraft({ subject: 5, body: ['b'] })).toEqual({
      ok: false,
      fields: { subject: 'newsletter.errors.notText', body: 'newsletter.errors.notText' },
    })
    expect(checkNewsletterDraft({ subject: 's', body: 'x'.repeat(200_001) })).toEqual({
      ok: false,
      fields: { body: 'newsletter.errors.bodyTooLong' },
    })
  })

  it('refuses half a Greek edition', () => {
    expect(checkNewsletterDraft({ subject: 's', body: 'b', subject_el: 'Θέμα' })).toEqual({
      ok: false,
      fields: { body_el: 'newsletter.errors.greekHalf' },
    })
    expect(checkNewsletterDraft({ subject: 's', body: 'b', body_el: 'Κείμενο' })).toEqual({
      ok: false,
      fields: { subject_el: 'newsletter.errors.greekHalf' },
    })
  })
})

describe('parseSendAt', () => {
  const now = new Date('2026-11-29T10:00:00Z')
  it('is now without a time or with "now", and a time with its offset otherwise', () => {
    expect(parseSendAt(undefined, now)).toEqual(now)
    expect(parseSendAt('now', now)).toEqual(now)
    expect(parseSendAt('2026-11-30T09:00:00+02:00', now)).toEqual(new Date('2026-11-30T07:00:00Z'))
    // Within the minute's grace, a time just past means now.
    expect(parseSendAt('2026-11-29T09:59:30Z', now)).toEqual(now)
  })

  it('refuses times in the past, without an offset, or not text', () => {
    expect(parseSendAt('2026-11-29T09:00:00Z', now)).toBeNull()
    expect(parseSendAt('2026-11-30T09:00:00', now)).toBeNull()
    expect(parseSendAt('tomorrow', now)).toBeNull()
    expect(parseSendAt(12, now)).toBeNull()
    expect(parseSendAt('2026-13-45T09:00:00Z', now)).toBeNull()
  })
})
