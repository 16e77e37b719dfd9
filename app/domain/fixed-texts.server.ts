/**
 * The fixed pages that are texts of other pages rather than pages of their own (decision 0068):
 * the home page's heading and text, its statistics band, its "new to epilepsy" block and its
 * community call, and the community's text (its dialog, on every page, and /community). Read once
 * per content version, which a save moves, for every page and visitor alike; the reader gets each
 * in their language, else in the other one, and a text that is not stored or not public (an
 * editor took it back to a draft) as it was first written, so these places are never empty.
 */
import { inArray } from 'drizzle-orm'

import type { Services } from '~/context.server'
import { pages, type PageRow } from '~/db/schema'
import type { Lang } from '~/i18n/languages'
import { htmlToText } from '~/lib/html-text'
import { fixedPageSeed } from './fixed-pages.server'
import type { FixedPageSlug } from './page-slugs'
import { isPublicPage, readerPage } from './pages.server'
import { readOncePerVersion } from './public-reads.server'

export const HOME_TEXT_SLUGS = [
  'home-hero',
  'home-statistics',
  'home-start',
  'home-community',
] as const satisfies readonly FixedPageSlug[]

const TEXT_SLUGS = [...HOME_TEXT_SLUGS, 'community'] as const
type TextSlug = (typeof TEXT_SLUGS)[number]

/** A text in the reader's language, with the language it is in when that is not theirs. */
export interface FixedText {
  title: string
  titleLang?: Lang
  lead: string
  leadLang?: Lang
  content: string
  contentLang?: Lang
  metaDescription: string
}

type Field = 'title' | 'lead' | 'content' | 'metaDescription'

function inLang(row: PageRow, field: Field, lang: Lang): { text: string; lang?: Lang } {
  const english = row[field] ?? ''
  const greek = row[`${field}El`] ?? ''
  const [own, other, otherLang] =
    lang === 'el' ? [greek, english, 'en' as const] : [english, greek, 'el' as const]
  if (own.trim()) return { text: own }
  return other.trim() ? { text: other, lang: otherLang } : { text: '' }
}

function textOf(row: PageRow, lang: Lang): FixedText {
  const shown = readerPage(row)
  const title = inLang(shown, 'title', lang)
  const lead = inLang(shown, 'lead', lang)
  const content = inLang(shown, 'content', lang)
  return {
    title: title.text,
    titleLang: title.lang,
    lead: lead.text,
    leadLang: lead.lang,
    content: content.text,
    contentLang: content.lang,
    metaDescription: inLang(shown, 'metaDescription', lang).text,
  }
}

async function seedRow(slug: TextSlug): Promise<PageRow> {
  const now = new Date()
  return { id: '', publishAt: null, createdAt: now, updatedAt: now, ...(await fixedPageSeed(slug)) }
}

/** Every such text as visitors see it: stored and public, else its first version. */
async function readTexts(services: Services): Promise<Record<TextSlug, PageRow>> {
  const rows = await services.database.db
    .select()
    .from(pages)
    .where(inArray(pages.slug, [...TEXT_SLUGS]))
  const now = new Date()
  const entries = await Promise.all(
    TEXT_SLUGS.map(async (slug) => {
      const row = rows.find((r) => r.slug === slug)
      return [slug, row && isPublicPage(row, now) ? row : await seedRow(slug)] as const
    }),
  )
  return Object.fromEntries(entries) as Record<TextSlug, PageRow>
}

export async function fixedTexts<S extends TextSlug>(
  services: Services,
  slugs: readonly S[],
  lang: Lang,
): Promise<Record<S, FixedText>> {
  const rows = await readOncePerVersion(services, 'fixed-texts', () => readTexts(services))
  return Object.fromEntries(slugs.map((slug) => [slug, textOf(rows[slug], lang)])) as Record<
    S,
    FixedText
  >
}

/** The items of a text's list, as plain text (the community's points). */
export function listItems(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)]
    .map((match) => htmlToText(match[1]))
    .filter(Boolean)
}

/** The statistics band's figures: each list item's bold part, and the words after it. */
export function figuresOf(html: string): { figure: string; text: string }[] {
  return [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].flatMap((match) => {
    const item = match[1]!
    const bold = /<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/.exec(item)
    const figure = htmlToText(bold?.[2] ?? '')
    const text = htmlToText(bold ? item.replace(bold[0], ' ') : item)
    return figure || text ? [{ figure, text }] : []
  })
}

/**
 * The community's text for its dialog and page; `lang` when it is all in the other language
 * (its Greek not ready).
 */
export async function communityText(services: Services, lang: Lang) {
  const { community } = await fixedTexts(services, ['community'], lang)
  const other = community.titleLang
  return {
    title: community.title,
    text: community.lead,
    points: listItems(community.content),
    ...(other && community.leadLang === other && community.contentLang === other
      ? { lang: other }
      : {}),
    metaDescription: community.metaDescription,
  }
}
