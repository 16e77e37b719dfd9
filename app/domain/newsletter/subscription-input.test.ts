import { describe, expect, it } from 'vitest'

import { checkSignUp } from './subscription-input'

describe('checkSignUp', () => {
  it('takes an address (trimmed, lowercased), a language, an optional name and the form', () => {
    expect(
      checkSignUp(
        { email: '  Maria@Example.ORG ', lang: 'el', name: ' Μαρία ', source: 'footer' },
        'api',
      ),
    ).toEqual({
      ok: true,
      value: { email: 'maria@example.org', lang: 'el', name: 'Μαρία', source: 'footer' },
    })
  })

  it('keeps no empty name and names the caller’s form for an unknown one', () => {
    expect(
      checkSignUp({ email: 'a@b.cy', lang: 'en', name: '  ', source: 'elsewhere' }, 'api'),
    ).toEqual({
      ok: true,
      value: { email: 'a@b.cy', lang: 'en', name: null, source: 'api' },
    })
  })

  it('asks for an address, a real-looking one, and a language of the site', () => {
    expect(checkSignUp({ lang: 'en' }, 'api')).toEqual({
      ok: false,
      fields: { email: 'newsletter.errors.emailRequired' },
    })
    expect(checkSignUp({ email: 'not an address', lang: 'en' }, 'api')).toEqual({
      ok: false,
      fields: { email: 'newsletter.errors.emailInvalid' },
    })
    expect(checkSignUp({ email: `${'a'.repeat(250)}@b.cy`, lang: 'en' }, 'api')).toEqual({
      ok: false,
      fields: { email: 'newsletter.errors.emailInvalid' },
    })
    for (const lang of [undefined, '', 'gr', 'fr', 'EN', 1])
      expect(checkSignUp({ email: 'a@b.cy', lang }, 'api')).toEqual({
        ok: false,
        fields: { lang: 'newsletter.errors.langInvalid' },
      })
  })

  it('refuses a name that is too long or not text', () => {
    expect(checkSignUp({ email: 'a@b.cy', lang: 'en', name: 'x'.repeat(101) }, 'api')).toEqual({
      ok: false,
      fields: { name: 'newsletter.errors.nameTooLong' },
    })
    expect(checkSignUp({ email: 'a@b.cy', lang: 'en', name: 42 }, 'api')).toEqual({
      ok: false,
      fields: { name: 'newsletter.errors.nameInvalid' },
    })
  })
})
