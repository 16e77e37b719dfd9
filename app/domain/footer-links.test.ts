import { describe, expect, it } from 'vitest'

import {
  linkedPageSlug,
  MAX_FOOTER_LINKS,
  parseFooterLinks,
  shownFooterLinks,
} from './footer-links'

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

describe('the footer’s links to added pages', () => {
  it('are the one-segment addresses a page may have, with or without a query or anchor', () => {
    expect(linkedPageSlug('/volunteer')).toBe('volunteer')
    expect(linkedPageSlug('/volunteer#when')).toBe('volunteer')
    expect(linkedPageSlug('/volunteer?lang=el')).toBe('volunteer')
    // The site's own routes, the fixed pages, deeper paths and other sites are always shown.
    for (const href of [
      '/events',
      '/about',
      '/privacy#cookies',
      '/wiki/seizures',
      '/',
      'https://example.org/volunteer',
    ])
      expect(linkedPageSlug(href), href).toBeUndefined()
  })

  it('are shown only while visitors can see the page; the others stay as they are', () => {
    const links = [
      { label: 'Volunteer', labelEl: null, href: '/volunteer' },
      { label: 'Events', labelEl: null, href: '/events' },
      { label: 'Donate', labelEl: null, href: 'https://donate.example.org' },
      { label: 'Campaign', labelEl: null, href: '/campaign#join' },
    ]
    expect(shownFooterLinks(links, new Set(['campaign'])).map((link) => link.label)).toEqual([
      'Events',
      'Donate',
      'Campaign',
    ])
    expect(shownFooterLinks(links, new Set(['volunteer', 'campaign']))).toEqual(links)
  })
})
