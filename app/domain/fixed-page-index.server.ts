/**
 * The fixed pages' text in the search index (table page_sections, decision 0037). First aid and
 * the parts of About that are not its stored text render strings of their translation areas, the
 * legal pages and About's heading, lead and mission, and the pages admins add, are stored pages
 * (pages.server.ts, decisions 0057 and 0069). Their sections are read
 * here from those same sources, so what search finds is what the page shows, and the table is
 * rebuilt from them whenever their text differs from what it holds (a hash of every section),
 * checked before a search whenever the content version has moved since the last check.
 */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'

import {
  generatedPartText,
  LEGAL_SLUGS,
  legalSections,
  type LegalSlug,
} from '~/content/legal/legal-text.server'
import { rowsOf, type Db } from '~/db/client.server'
import { readContentVersion } from '~/db/content-version.server'
import { pages, pageSections, type PageRow } from '~/db/schema'
import { htmlToText } from '~/lib/html-text'
import { isPublicPage } from './pages.server'
import { fixedPageSeed } from './fixed-pages.server'
import type { Area } from '~/i18n/areas'
import type { Lang } from '~/i18n/languages'
import { loadResources } from '~/i18n/resources'
import type { ResourceTree } from '~/i18n/translator'

type Bilingual = Record<Lang, string>

export interface FixedPageSection {
  /** The section's address: the page's path, and its anchor unless it is the page's start. */
  address: string
  path: string
  position: number
  pageTitle: Bilingual
  title: Bilingual
  body: Bilingual
}

/**
 * A page made of translation strings: each section is the strings under one key of its area
 * (every string there is text of that section on the page), with its `title` as the section's
 * title; `anchor` is the id of the section's heading or element on the page.
 */
interface TranslatedPage {
  path: string
  area: Area
  /** The key of the page's name, as search shows it beside a section. */
  name: string
  sections: { anchor: string; title: string; keys: string[] }[]
}

export const TRANSLATED_PAGES: TranslatedPage[] = [
  {
    path: '/first-aid',
    area: 'firstAid',
    name: 'metaTitle',
    sections: [
      { anchor: '', title: 'title', keys: ['eyebrow', 'lead', 'sources'] },
      { anchor: 'during', title: 'steps.title', keys: ['steps'] },
      { anchor: 'do-not', title: 'dont.title', keys: ['dont'] },
      { anchor: 'ambulance', title: 'ambulance.title', keys: ['ambulance'] },
      { anchor: 'recovery', title: 'recovery.title', keys: ['recovery'] },
      { anchor: 'other', title: 'other.title', keys: ['other'] },
      { anchor: 'after', title: 'after.title', keys: ['after'] },
    ],
  },
  {
    path: '/about',
    area: 'about',
    name: 'metaTitle',
    sections: [
      { anchor: '', title: 'title', keys: ['eyebrow', 'lead'] },
      { anchor: 'mission', title: 'mission.title', keys: ['mission', 'work'] },
      { anchor: 'facts', title: 'facts.title', keys: ['facts'] },
      { anchor: 'contact', title: 'contact.title', keys: ['contact'] },
    ],
  },
  // The two sections' home pages: their name and introduction (their category lists are
  // stored content, found through the articles).
  ...(['understanding', 'living'] as const).map((section) => ({
    path: section === 'understanding' ? '/understanding-epilepsy' : '/living-with-epilepsy',
    area: 'sections' as const,
    name: `${section}.title`,
    sections: [{ anchor: '', title: `${section}.title`, keys: [`${section}.intro`] }],
  })),
]

function lookup(tree: ResourceTree, key: string): string | ResourceTree | undefined {
  let node: string | ResourceTree | undefined = tree
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined
  }
  return node
}

/** Every string under a key, in order; placeholders ({{step}}) dropped. */
function strings(node: string | ResourceTree | undefined): string[] {
  if (node === undefined) return []
  if (typeof node === 'string') return [node.replace(/\{\{[^}]*\}\}/g, '').trim()]
  return Object.values(node).flatMap(strings)
}

function text(tree: ResourceTree, key: string): string {
  const node = lookup(tree, key)
  if (typeof node !== 'string') throw new Error(`No string ${key} for the search index`)
  return node
}

function both(make: (lang: Lang) => string): Bilingual {
  return { en: make('en'), el: make('el') }
}

/** A stored page's text in `lang`: the Greek where it is written and ready, else the English. */
function pageText(row: PageRow, field: 'title' | 'lead' | 'content', lang: Lang): string {
  const greek = row[`${field}El`]
  const text = lang === 'el' && row.elReady && greek ? greek : row[field]
  return field === 'content' ? htmlToText(text) : text
}

/**
 * The sections with the stored pages' text (`db` given): About's heading, lead and mission from
 * its stored page, and one section for each public page an admin added.
 */
async function withStoredPages(
  db: Db,
  sections: FixedPageSection[],
  work: Bilingual,
): Promise<FixedPageSection[]> {
  const stored = (await db.select().from(pages)).filter((row) => isPublicPage(row))
  const about = stored.find((row) => row.slug === 'about')
  const shown = sections.map((section) => {
    if (!about) return section
    if (section.address === '/about')
      return {
        ...section,
        title: both((lang) => pageText(about, 'title', lang)),
        body: both((lang) => pageText(about, 'lead', lang)),
      }
    if (section.address === '/about#mission')
      return {
        ...section,
        body: both((lang) => [pageText(about, 'content', lang), work[lang]].join('\n')),
      }
    return section
  })
  for (const row of stored.filter((page) => !page.fixed)) {
    const path = `/${row.slug}`
    shown.push({
      address: path,
      path,
      position: 0,
      pageTitle: both((lang) => pageTitle(row, lang)),
      title: both((lang) => pageTitle(row, lang)),
      body: both((lang) =>
        [pageText(row, 'lead', lang), pageText(row, 'content', lang)].join('\n').trim(),
      ),
    })
  }
  return shown
}

/** A title in each language: a page written in Greek only has no English one. */
function pageTitle(row: PageRow, lang: Lang) {
  return pageText(row, 'title', lang) || row.titleEl || row.title
}

type PageText = Pick<
  PageRow,
  | 'title'
  | 'titleEl'
  | 'lead'
  | 'leadEl'
  | 'content'
  | 'contentEl'
  | 'metaDescription'
  | 'metaDescriptionEl'
  | 'elReady'
>

/** A fixed page's first version (a database the start-up has not seeded yet, or none). */
const seedRow = (slug: LegalSlug): Promise<PageText> => fixedPageSeed(slug)

/** A stored field in `lang`: the Greek where it is written and ready, else the English. */
function rawText(
  row: PageText,
  field: 'title' | 'lead' | 'content' | 'metaDescription',
  lang: Lang,
) {
  const greek = row[`${field}El`]
  return (lang === 'el' && row.elReady && greek ? greek : row[field]) ?? ''
}

/**
 * A legal page's sections from its stored text, as the page cuts it (legal-text.server.ts): its
 * start (title, description, lead) and one per heading, the list of other services with the
 * text it shows. The statistics section is counted in whether or not the site counts visits.
 */
function legalPageSections(slug: LegalSlug, row: PageText): FixedPageSection[] {
  const path = `/${slug}`
  const pageTitle = both((lang) => rawText(row, 'title', lang))
  const cut = {
    en: legalSections(slug, rawText(row, 'content', 'en'), 'en', { analytics: true }),
    el: legalSections(slug, rawText(row, 'content', 'el'), 'el', { analytics: true }),
  }
  const bodyOf = (lang: Lang, id: string) =>
    (cut[lang].find((section) => section.id === id)?.parts ?? [])
      .map((part) =>
        'html' in part ? htmlToText(part.html) : generatedPartText(slug, part.generated, lang),
      )
      .filter(Boolean)
      .join('\n')
  const titleOf = (lang: Lang, id: string) =>
    cut[lang].find((section) => section.id === id)?.title ?? ''
  const ids = [...new Set([...cut.en, ...cut.el].map((section) => section.id))]
  return [
    {
      address: path,
      path,
      position: 0,
      pageTitle,
      title: pageTitle,
      body: both((lang) =>
        [rawText(row, 'metaDescription', lang), rawText(row, 'lead', lang), bodyOf(lang, '')]
          .filter(Boolean)
          .join('\n'),
      ),
    },
    ...ids
      .filter((id) => id)
      .map((id, index) => ({
        address: `${path}#${id}`,
        path,
        position: index + 1,
        pageTitle,
        title: both((lang) => titleOf(lang, id) || titleOf(lang === 'en' ? 'el' : 'en', id)),
        body: both((lang) => bodyOf(lang, id)),
      })),
  ]
}

/**
 * Every section of every fixed page, in both languages, from the pages' own sources; with `db`,
 * the stored pages' text too (withStoredPages).
 */
export async function fixedPageSections(db?: Db): Promise<FixedPageSection[]> {
  const trees = {
    en: await loadResources('en', ['firstAid', 'about', 'sections']),
    el: await loadResources('el', ['firstAid', 'about', 'sections']),
  }
  const sections: FixedPageSection[] = []
  for (const page of TRANSLATED_PAGES) {
    const area = (lang: Lang) => trees[lang][page.area] as ResourceTree
    page.sections.forEach((section, position) => {
      const titleKey = section.title
      sections.push({
        address: section.anchor ? `${page.path}#${section.anchor}` : page.path,
        path: page.path,
        position,
        pageTitle: both((lang) => text(area(lang), page.name)),
        title: both((lang) => text(area(lang), titleKey)),
        body: both((lang) =>
          section.keys
            .flatMap((key) => strings(lookup(area(lang), key)))
            .filter((s) => s !== text(area(lang), titleKey))
            .join('\n'),
        ),
      })
    })
  }
  const stored = db ? (await db.select().from(pages)).filter((row) => isPublicPage(row)) : []
  for (const slug of LEGAL_SLUGS) {
    const row = stored.find((page) => page.slug === slug) ?? (await seedRow(slug))
    sections.push(...legalPageSections(slug, row))
  }
  if (!db) return sections
  const work = both((lang) => strings(lookup(trees[lang].about as ResourceTree, 'work')).join('\n'))
  return withStoredPages(db, sections, work)
}

function hashOf(sections: FixedPageSection[]) {
  return createHash('sha256').update(JSON.stringify(sections)).digest('hex')
}

/** Replaces the table's rows with `sections` unless it already holds exactly them. */
export async function indexFixedPages(db: Db, sections: FixedPageSection[]) {
  const hash = hashOf(sections)
  const [state] = rowsOf<{ current: number; total: number }>(
    await db.execute(sql`SELECT count(*) FILTER (WHERE source_hash = ${hash})::int AS current,
      count(*)::int AS total FROM page_sections`),
  )
  if (state?.current === sections.length && state.total === sections.length) return false
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM page_sections WHERE source_hash <> ${hash}`)
    for (const s of sections) {
      const row = {
        address: s.address,
        path: s.path,
        position: s.position,
        pageTitle: s.pageTitle.en,
        pageTitleEl: s.pageTitle.el,
        title: s.title.en,
        titleEl: s.title.el,
        body: s.body.en,
        bodyEl: s.body.el,
        sourceHash: hash,
      }
      // Instances starting together may both rebuild; the later write wins, with the same text.
      await tx
        .insert(pageSections)
        .values(row)
        .onConflictDoUpdate({ target: pageSections.address, set: row })
    }
  })
  return true
}

const indexed = new WeakMap<object, { version: string; done: Promise<unknown> }>()

/**
 * Makes sure the fixed pages are in this database's search index: checked once per content
 * version (a page's save moves it, on every instance), rebuilt only when the text differs.
 * `version`: the content version when the caller has just read it.
 */
export async function ensureFixedPagesIndexed(db: Db, version?: string): Promise<unknown> {
  version ??= await readContentVersion(db)
  let entry = indexed.get(db)
  if (!entry || entry.version !== version) {
    const done = fixedPageSections(db).then((sections) => indexFixedPages(db, sections))
    const started = { version, done }
    // A failure is not remembered: the next search tries again.
    done.catch(() => {
      if (indexed.get(db) === started) indexed.delete(db)
    })
    indexed.set(db, started)
    entry = started
  }
  return entry.done
}
