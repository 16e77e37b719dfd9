/**
 * The legal pages (privacy, terms, accessibility) as stored pages of rich text (decision 0069):
 * the seed HTML made from the documents in this folder, and the stored HTML cut back into the
 * sections the page lays out, with its contents list. The parts the site fills in itself stand
 * in the text as a paragraph holding only a marker, in the manner of a WordPress shortcode:
 * `[services]` (the list of other services, each marked in use or not here), `[contact]` (the
 * foundation's contact details from the site settings) and `[statistics]` (the section on the
 * visitor statistics, left out while ANALYTICS=off: it describes what the site counts).
 */
import type { Lang } from '~/i18n/languages'
import { escapeHtml } from '~/lib/escape-html'
import { htmlToText } from '~/lib/html-text'
import { ACCESSIBILITY_STATEMENT } from './accessibility.server'
import { PRIVACY_POLICY } from './privacy.server'
import { TERMS_OF_USE } from './terms.server'
import type {
  GeneratedPart,
  LegalBlock,
  LegalDocument,
  LegalPageSection,
  LegalPart,
  LegalSection,
} from './types'

/** The date the legal texts were last changed before they became stored pages. */
export const LEGAL_UPDATED = '2026-11-22'

export const LEGAL_SLUGS = ['privacy', 'terms', 'accessibility'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]

/** The documents the pages were first made of, and whose section ids their anchors keep. */
export const LEGAL_DOCUMENTS: Record<LegalSlug, Record<Lang, LegalDocument>> = {
  privacy: PRIVACY_POLICY,
  terms: TERMS_OF_USE,
  accessibility: ACCESSIBILITY_STATEMENT,
}

const MARKER = /<p>\s*\[(services|contact|statistics)\]\s*<\/p>/g
const marker = (name: GeneratedPart | 'statistics') => `<p>[${name}]</p>`

/** The generated section: the document's own, whole (heading included). */
const GENERATED_SECTIONS = new Set(['statistics'])

function blockHtml(block: LegalBlock): string {
  switch (block.kind) {
    case 'p':
      return `<p>${escapeHtml(block.text)}</p>`
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    case 'third-parties':
      return marker('services')
    case 'contact':
      return marker('contact')
  }
}

function sectionHtml(section: LegalSection): string {
  return `<h2>${escapeHtml(section.title)}</h2>${section.blocks.map(blockHtml).join('')}`
}

/** The stored page's first text: the document's sections, the generated ones as their marker. */
export function legalSeedHtml(document: LegalDocument): string {
  return document.sections
    .map((section) =>
      GENERATED_SECTIONS.has(section.id) ? marker('statistics') : sectionHtml(section),
    )
    .join('')
}

export interface LegalPageOptions {
  /** The site counts visits: the statistics section is shown. */
  analytics: boolean
}

/**
 * A heading's anchor: the id of the document's section of that title (in either language), so
 * the addresses the site and search engines link to stay; a heading written since gets its
 * position's.
 */
function anchorOf(slug: LegalSlug, title: string, position: number, taken: Set<string>) {
  const documents = LEGAL_DOCUMENTS[slug]
  const known = [...documents.en.sections, ...documents.el.sections].find(
    (section) => section.title.trim() === title.trim(),
  )?.id
  const id = known && !taken.has(known) ? known : `section-${position + 1}`
  taken.add(id)
  return id
}

function partsOf(html: string): LegalPart[] {
  const parts: LegalPart[] = []
  let from = 0
  for (const match of html.matchAll(MARKER)) {
    const before = html.slice(from, match.index).trim()
    if (before) parts.push({ html: before })
    parts.push({ generated: match[1] as GeneratedPart })
    from = match.index + match[0].length
  }
  const rest = html.slice(from).trim()
  if (rest) parts.push({ html: rest })
  return parts
}

/**
 * The stored text of a legal page as its sections: cut at each second-level heading, the
 * statistics marker replaced by the document's section in `lang` (or by nothing while the site
 * counts nothing), the other markers left as the generated parts they stand for. Text before
 * the first heading is a section without one (`title` '').
 */
export function legalSections(
  slug: LegalSlug,
  html: string,
  lang: Lang,
  options: LegalPageOptions,
): LegalPageSection[] {
  const statistics = LEGAL_DOCUMENTS[slug][lang].sections.find((s) => s.id === 'statistics')
  const expanded = html.replace(/<p>\s*\[statistics\]\s*<\/p>/g, () =>
    options.analytics && statistics ? sectionHtml(statistics) : '',
  )
  const sections: LegalPageSection[] = []
  const taken = new Set<string>()
  const headings = [...expanded.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)]
  const intro = expanded.slice(0, headings[0]?.index ?? expanded.length).trim()
  if (intro) sections.push({ id: '', title: '', titleHtml: '', parts: partsOf(intro) })
  headings.forEach((heading, index) => {
    const start = heading.index + heading[0].length
    const end = headings[index + 1]?.index ?? expanded.length
    const title = htmlToText(heading[1])
    sections.push({
      id: anchorOf(slug, title, index, taken),
      title,
      titleHtml: heading[1]!,
      parts: partsOf(expanded.slice(start, end)),
    })
  })
  return sections
}

/** A generated part's text for the search index: what the page shows there, in `lang`. */
export function generatedPartText(slug: LegalSlug, part: GeneratedPart, lang: Lang): string {
  if (part === 'contact') return ''
  return LEGAL_DOCUMENTS[slug][lang].sections
    .flatMap((section) => section.blocks)
    .flatMap((block) =>
      block.kind === 'third-parties' ? block.items.flatMap((i) => [i.name, i.text]) : [],
    )
    .join('\n')
}
