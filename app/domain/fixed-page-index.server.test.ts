import { describe, expect, it } from 'vitest'

import { loadResources } from '~/i18n/resources'
import type { ResourceTree } from '~/i18n/translator'
import { fixedPageSections, TRANSLATED_PAGES } from './fixed-page-index.server'

/**
 * Strings of the pages' areas that are not text of the page's body: its meta tags, buttons,
 * the timer's controls and messages, the printable card and the offline page (which have pages
 * of their own), and the links to other pages (the next ones, the seizure action plan).
 */
const NOT_PAGE_TEXT =
  /^(metaTitle|metaDescription|callNumber|printCard|onThisPage|timer|card|offline|next|makePlan)(\.|$)/

function leaves(tree: ResourceTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  )
}

describe('the fixed pages in the search index', () => {
  it('holds every string of the first-aid and about pages, in both languages', async () => {
    const sections = await fixedPageSections()
    for (const lang of ['en', 'el'] as const) {
      // The sections' home pages take two strings of an area most of which is other pages' text.
      for (const page of TRANSLATED_PAGES.filter((p) => p.area !== 'sections')) {
        const tree = (await loadResources(lang, [page.area]))[page.area] as ResourceTree
        const indexed = sections
          .filter((s) => s.path === page.path)
          .map((s) => `${s.title[lang]}\n${s.body[lang]}`)
          .join('\n')
        for (const [key, value] of leaves(tree)) {
          if (NOT_PAGE_TEXT.test(key)) continue
          const words = value.replace(/\{\{[^}]*\}\}/g, '').trim()
          expect(indexed, `${lang} ${page.area}.${key}`).toContain(words)
        }
      }
    }
  })

  it('gives every section a title and text in both languages, and a unique address', async () => {
    const sections = await fixedPageSections()
    expect(new Set(sections.map((s) => s.address)).size).toBe(sections.length)
    for (const s of sections) {
      for (const lang of ['en', 'el'] as const) {
        expect(s.title[lang], s.address).not.toBe('')
        expect(s.pageTitle[lang], s.address).not.toBe('')
      }
      expect(s.title.el, s.address).toMatch(/\p{Script=Greek}/u)
    }
    expect(sections.map((s) => s.address)).toEqual(
      expect.arrayContaining([
        '/first-aid#recovery',
        '/about',
        '/accessibility',
        '/privacy',
        '/terms',
        '/understanding-epilepsy',
        '/living-with-epilepsy',
      ]),
    )
  })

  it('holds the name and introduction of each section’s home page', async () => {
    const home = (await fixedPageSections()).find((s) => s.address === '/living-with-epilepsy')
    expect(home?.title).toEqual({
      en: 'Living with Epilepsy',
      el: expect.stringMatching(/\p{Script=Greek}/u),
    })
    expect(home?.body.en).toContain('Practical guidance for everyday life')
  })
})
