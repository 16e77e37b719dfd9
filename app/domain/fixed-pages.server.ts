/**
 * The pages the site's own routes show (About, the legal pages), seeded at every start when missing, so that an
 * installation that had them as translation strings gets them as stored pages on upgrade with the
 * same text in both languages, and nothing a visitor sees changes. Once stored, the page is the
 * text: editors change it on the page itself, and the strings it was made from are no longer read
 * for it.
 */
import { pages } from '~/db/schema'
import type { Db } from '~/db/client.server'
import type { Lang } from '~/i18n/languages'
import { loadResources } from '~/i18n/resources'
import type { ResourceTree } from '~/i18n/translator'
import { escapeHtml } from '~/lib/escape-html'
import {
  LEGAL_DOCUMENTS,
  LEGAL_UPDATED,
  legalSeedHtml,
  type LegalSlug,
} from '~/content/legal/legal-text.server'
import type { FixedPageSlug } from './page-slugs'

function text(tree: ResourceTree, key: string): string {
  let node: string | ResourceTree | undefined = tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  if (typeof node !== 'string') throw new Error(`No string ${key} for a fixed page`)
  return node
}

/** A page's first text in one language, as its input fields. */
interface PageText {
  title: string
  lead: string
  content: string
  meta: string
}

/**
 * About, in the words of its former strings (locales/<lang>/about.json): the hero's heading and
 * lead, and the mission as the editable text; the cards, the facts band, the contact details and
 * the links stay the page's fixed parts.
 */
async function aboutText(lang: Lang): Promise<PageText> {
  const about = (await loadResources(lang, ['about'])).about as ResourceTree
  const t = (key: string) => text(about, key)
  return {
    title: t('title'),
    lead: t('lead'),
    content: [
      `<h2>${escapeHtml(t('mission.title'))}</h2>`,
      `<p>${escapeHtml(t('mission.text1'))}</p>`,
      `<p>${escapeHtml(t('mission.text2'))}</p>`,
    ].join(''),
    meta: t('metaDescription'),
  }
}

/**
 * A legal page, from the document it was made of (app/content/legal): its title, lead and
 * description, and its sections as the rich text, the parts the site fills in as their markers
 * (legal-text.server.ts).
 */
function legalText(slug: LegalSlug) {
  return async (lang: Lang): Promise<PageText> => {
    const document = LEGAL_DOCUMENTS[slug][lang]
    return {
      title: document.title,
      lead: document.lead,
      content: legalSeedHtml(document),
      meta: document.description,
    }
  }
}

/** A translation area's strings in one language, read by key. */
async function strings(lang: Lang, area: 'home' | 'chrome' | 'about') {
  const tree = (await loadResources(lang, [area]))[area] as ResourceTree
  return (key: string) => text(tree, key)
}

/**
 * The home page's texts (decision 0068), one fixed page per place: its heading is the page's
 * title and its text the lead. The statistics band's figures are the rich text, a list whose
 * items are a figure in bold and its words, with the line under them as the lead; its title
 * names it for the team only.
 */
const homeText =
  (place: 'hero' | 'start' | 'community') =>
  async (lang: Lang): Promise<PageText> => {
    const t = await strings(lang, 'home')
    const [title, lead] = {
      hero: ['hero.title', 'hero.subtitle'],
      start: ['start.title', 'start.text'],
      community: ['impactSection.title', 'impactSection.text'],
    }[place] as [string, string]
    return {
      title: t(title),
      lead: t(lead),
      content: '',
      meta: place === 'hero' ? t('metaDescription') : '',
    }
  }

async function homeStatisticsText(lang: Lang): Promise<PageText> {
  const t = await strings(lang, 'home')
  const figure = (value: string, words: string) =>
    `<li><p><strong>${escapeHtml(t(value))}</strong> ${escapeHtml(t(words))}</p></li>`
  return {
    title: (await strings(lang, 'about'))('facts.title'),
    lead: t('hero.supportLine'),
    content: `<ul>${figure('hero.impactFigure', 'hero.impact')}${figure('hero.worldFigure', 'hero.world')}</ul>`,
    meta: '',
  }
}

/** The community dialog's and /community's text: its title, introduction and what it offers. */
async function communityText(lang: Lang): Promise<PageText> {
  const t = await strings(lang, 'chrome')
  const points = ['point1', 'point2', 'point3'].map(
    (point) => `<li><p>${escapeHtml(t(`community.${point}`))}</p></li>`,
  )
  return {
    title: t('community.title'),
    lead: t('community.text'),
    content: `<ul>${points.join('')}</ul>`,
    meta: t('community.metaDescription'),
  }
}

const FIXED_PAGES: Record<FixedPageSlug, (lang: Lang) => Promise<PageText>> = {
  about: aboutText,
  'home-hero': homeText('hero'),
  'home-statistics': homeStatisticsText,
  'home-start': homeText('start'),
  'home-community': homeText('community'),
  community: communityText,
  privacy: legalText('privacy'),
  terms: legalText('terms'),
  accessibility: legalText('accessibility'),
}

/**
 * When a fixed page's text was last changed before it was stored: the legal pages show it as
 * their date ("Last updated"), which stays what it was until an editor changes them.
 */
const WRITTEN: Partial<Record<FixedPageSlug, Date>> = {
  privacy: new Date(`${LEGAL_UPDATED}T00:00:00Z`),
  terms: new Date(`${LEGAL_UPDATED}T00:00:00Z`),
  accessibility: new Date(`${LEGAL_UPDATED}T00:00:00Z`),
}

/** The first version of a fixed page, in both languages, as the row it is stored as. */
export async function fixedPageSeed(slug: FixedPageSlug) {
  const [en, el] = await Promise.all([FIXED_PAGES[slug]('en'), FIXED_PAGES[slug]('el')])
  return {
    slug,
    fixed: true,
    title: en.title,
    titleEl: el.title,
    lead: en.lead,
    leadEl: el.lead,
    content: en.content,
    contentEl: el.content,
    metaDescription: en.meta || null,
    metaDescriptionEl: el.meta || null,
    status: 'published' as const,
    elReady: true,
    ...(WRITTEN[slug] ? { createdAt: WRITTEN[slug], updatedAt: WRITTEN[slug] } : {}),
  }
}

/** Stores each fixed page that is missing (every start; a stored one is never touched). */
export async function seedFixedPages(db: Db): Promise<number> {
  let added = 0
  for (const slug of Object.keys(FIXED_PAGES) as FixedPageSlug[]) {
    const inserted = await db
      .insert(pages)
      .values(await fixedPageSeed(slug))
      .onConflictDoNothing({ target: pages.slug })
      .returning({ id: pages.id })
    added += inserted.length
  }
  return added
}
