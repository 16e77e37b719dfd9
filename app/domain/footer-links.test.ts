import { describe, expect, it } from 'vitest'

import { MAX_FOOTER_LINKS, parseFooterLinks } from './footer-links'

const row = (label: string, href: string, labelEl = '') => ({ label, labelEl, href })

describe('the footer’s added links', () => {
  it('keep their order, drop empty rows and make an empty Greek label none', () => {
    expect(
      parseFooterLinks([
        row('Volunteer', '/volunteer', 'Εθελοντισμός'),
        row('', ''),
        row('Donate', 'https://donate.example.org/epilepsy'),
      ]),
    ).toEqual({
      ok: true,
      links: [
        { label: 'Volunteer', labelEl: 'Εθελοντισμός', href: '/volunteer' },
        { label: 'Donate', labelEl: null, href: 'https://donate.example.org/epilepsy' },
      ],
    })
  })

  it('name each problem by its row and field', () => {
    expect(
      parseFooterLinks([
        row('Volunteer', '/volunteer'),
        row('', '/x'),
        row('Old site', 'http://example.org'),
        row('Elsewhere', '//evil.example.org'),
        row('x'.repeat(61), 'javascript:alert(1)'),
      ]),
    ).toEqual({
      ok: false,
      errors: {
        '1.label': 'admin.footerLinks.errors.labelRequired',
        '2.href': 'admin.footerLinks.errors.hrefInvalid',
        '3.href': 'admin.footerLinks.errors.hrefInvalid',
        '4.label': 'admin.footerLinks.errors.labelTooLong',
        '4.href': 'admin.footerLinks.errors.hrefInvalid',
      },
    })
  })

  it('take at most the limit', () => {
    const many = Array.from({ length: MAX_FOOTER_LINKS + 1 }, (_, i) => row(`L${i}`, `/p${i}`))
    expect(parseFooterLinks(many)).toEqual({
      ok: false,
      errors: { list: 'admin.footerLinks.errors.tooMany' },
    })
  })

  it('ask for an address when only a label is given', () => {
    expect(parseFooterLinks([row('Volunteer', '')])).toEqual({
      ok: false,
      errors: { '0.href': 'admin.footerLinks.errors.hrefRequired' },
    })
  })
})
