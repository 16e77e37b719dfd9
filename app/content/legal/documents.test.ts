import { describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { ACCESSIBILITY_STATEMENT } from './accessibility.server'
import { PRIVACY_POLICY } from './privacy.server'
import { TERMS_OF_USE } from './terms.server'
import { thirdPartyStatus } from './third-party-status.server'
import type { LegalDocument } from './types'

const documents = {
  privacy: PRIVACY_POLICY,
  terms: TERMS_OF_USE,
  accessibility: ACCESSIBILITY_STATEMENT,
}

/** The structure of a document, without its words: must be the same in both languages. */
function shape(document: LegalDocument) {
  return document.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) =>
      block.kind === 'list'
        ? `list:${block.items.length}`
        : block.kind === 'third-parties'
          ? `third-parties:${block.items.map((item) => item.key).join(',')}`
          : block.kind,
    ),
  }))
}

function texts(document: LegalDocument): string[] {
  return [
    document.title,
    document.description,
    document.lead,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) =>
        block.kind === 'p'
          ? [block.text]
          : block.kind === 'list'
            ? block.items
            : block.kind === 'third-parties'
              ? block.items.flatMap((item) => [item.name, item.text])
              : [],
      ),
    ]),
  ]
}

describe.each(Object.entries(documents))('%s', (_name, byLang) => {
  it('has the same sections, lists and blocks in English and Greek', () => {
    expect(shape(byLang.el)).toEqual(shape(byLang.en))
  })

  it('has unique section ids usable as anchors', () => {
    const ids = byLang.en.sections.map((section) => section.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/)
  })

  it('is written in Greek in the Greek version, and has no empty text', () => {
    for (const text of texts(byLang.el)) expect(text.trim()).not.toBe('')
    for (const text of texts(byLang.en)) expect(text.trim()).not.toBe('')
    const greekTitles = [
      byLang.el.title,
      byLang.el.lead,
      ...byLang.el.sections.map((section) => section.title),
    ]
    for (const title of greekTitles) expect(title).toMatch(/\p{Script=Greek}/u)
  })

  it('tells people how to reach the foundation', () => {
    const blocks = byLang.en.sections.flatMap((section) => section.blocks)
    expect(blocks.some((block) => block.kind === 'contact')).toBe(true)
  })

  it('keeps meta descriptions to a length search engines show', () => {
    expect(byLang.en.description.length).toBeLessThanOrEqual(170)
    expect(byLang.el.description.length).toBeLessThanOrEqual(170)
  })
})

describe('privacy policy', () => {
  const all = texts(PRIVACY_POLICY.en).join('\n')

  it('names every cookie the site sets', () => {
    expect(all).toContain('“lang”')
    expect(all).toContain('“visitor_id”')
    expect(all).toMatch(/Sign-in cookie/)
    expect(all).toMatch(/Session storage/)
  })

  it('lists every optional third party', () => {
    const block = PRIVACY_POLICY.en.sections
      .flatMap((section) => section.blocks)
      .find((b) => b.kind === 'third-parties')
    expect(block?.kind === 'third-parties' && block.items.map((item) => item.key).sort()).toEqual(
      ['analytics', 'email', 'facebook', 'geolocation', 'instagram', 'whatsapp', 'youtube'].sort(),
    )
  })
})

describe('accessibility statement', () => {
  it('names WCAG 2.2 AA and has known limitations', () => {
    for (const lang of ['en', 'el'] as const) {
      const statement = ACCESSIBILITY_STATEMENT[lang]
      expect(texts(statement).join('\n')).toContain('WCAG) 2.2')
      const limitations = statement.sections.find((section) => section.id === 'known-limitations')
      expect(limitations?.blocks[0]?.kind).toBe('list')
    }
  })
})

describe('thirdPartyStatus', () => {
  it('marks nothing as in use on the default installation, except videos on pages that have them', () => {
    expect(thirdPartyStatus(parseConfig({}))).toEqual({
      whatsapp: 'off',
      facebook: 'off',
      instagram: 'off',
      geolocation: 'off',
      analytics: 'off',
      youtube: 'video',
      email: 'off',
    })
  })

  it('marks the configured services as in use', () => {
    const status = thirdPartyStatus(
      parseConfig({
        WHATSAPP_INVITE_URL: 'https://chat.whatsapp.com/abc',
        FACEBOOK_URL: 'https://www.facebook.com/example',
        INSTAGRAM_CLIENT_ID: 'client',
        GEOLOCATION_URL: 'https://geo.example/json',
        ANALYTICS_DASHBOARD_URL: 'https://stats.example/share',
        SMTP_URL: 'smtp://mail.example:587',
        // Mail links are built from BASE_URL only, so a mail server needs it.
        BASE_URL: 'https://epilepsy.example',
        AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      }),
    )
    expect(Object.values(status).filter((value) => value === 'on')).toHaveLength(6)
  })
})
