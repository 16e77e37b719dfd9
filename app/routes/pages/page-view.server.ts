/**
 * What a page of text's route loads (About, and the pages at `/{slug}`): the stored page in the
 * reader's language, and for the editorial team what the inline editor starts from.
 */
import type { RouterContextProvider } from 'react-router'

import { langContext, servicesContext } from '~/context.server'
import type { PageRow } from '~/db/schema'
import type { Db } from '~/db/client.server'
import { viewerOf } from '~/http/guards.server'
import type { Lang } from '~/i18n/languages'
import { fixedPageSeed } from '~/domain/fixed-pages.server'
import { pageAsInput, pageBaseRevision, pageForReader, storedPage } from '~/domain/pages.server'
import { isFixedPageSlug, type FixedPageSlug } from '~/domain/page-slugs'
import { todayInCyprus } from '~/lib/dates'

type Ctx = Readonly<RouterContextProvider>

/** What the inline editor starts from: the page as stored, and the revision it was opened on. */
export interface PageEditorStart {
  id: string
  baseRevision: string
  values: Record<string, unknown>
}

/** A fixed page's first version, for a database the start-up has not seeded (it is not stored). */
async function unstoredFixedPage(slug: FixedPageSlug): Promise<PageRow> {
  const now = new Date()
  const seed = await fixedPageSeed(slug)
  return { id: '', publishAt: null, createdAt: now, updatedAt: now, ...seed }
}

type Text = 'title' | 'lead' | 'content' | 'metaDescription'

/**
 * A field in the reader's language, else in the other one (a page written in one language only),
 * with the language it is in when that is not the reader's (for the element's `lang`).
 */
function textIn(row: PageRow, field: Text, lang: Lang): { text: string; lang?: Lang } {
  const english = row[field] ?? ''
  const greek = row[`${field}El`] ?? ''
  const [own, other, otherLang] =
    lang === 'el' ? [greek, english, 'en' as const] : [english, greek, 'el' as const]
  if (own.trim()) return { text: own }
  return other.trim() ? { text: other, lang: otherLang } : { text: '' }
}

async function editorStart(db: Db, stored: PageRow): Promise<PageEditorStart> {
  return {
    id: stored.id,
    baseRevision: await pageBaseRevision(db, stored.id),
    // The editor edits the page as stored, Greek that is not ready included.
    values: pageAsInput(stored),
  }
}

/**
 * What the inline editors of stored texts start from, for the editorial team (nobody else gets
 * any): the home page's texts, the community's (decision 0068).
 */
export async function editorStarts<S extends string>(
  context: Ctx,
  slugs: readonly S[],
): Promise<Partial<Record<S, PageEditorStart>> | undefined> {
  if (!viewerOf(context).isAdmin) return undefined
  const { db } = context.get(servicesContext).database
  const starts: Partial<Record<S, PageEditorStart>> = {}
  for (const slug of slugs) {
    const stored = await storedPage(db, slug)
    if (stored) starts[slug] = await editorStart(db, stored)
  }
  return starts
}

/** The page at `/{slug}` for this reader; undefined when there is none they may see. */
export async function loadPage(context: Ctx, slug: string) {
  const lang = context.get(langContext)
  const { db } = context.get(servicesContext).database
  const team = viewerOf(context).isAdmin
  const stored = await storedPage(db, slug)
  const row =
    pageForReader(stored, { mayReadDrafts: team }) ??
    (!stored && isFixedPageSlug(slug) ? await unstoredFixedPage(slug) : undefined)
  if (!row) return undefined
  const title = textIn(row, 'title', lang)
  const lead = textIn(row, 'lead', lang)
  const content = textIn(row, 'content', lang)
  const editor = team && stored ? await editorStart(db, stored) : undefined
  return {
    page: {
      slug: row.slug,
      status: row.status,
      title: title.text,
      titleLang: title.lang,
      lead: lead.text,
      leadLang: lead.lang,
      content: content.text,
      contentLang: content.lang,
      metaDescription: textIn(row, 'metaDescription', lang).text || null,
      /** The Cyprus day of its last change (the legal pages show it). */
      updated: todayInCyprus(row.updatedAt),
    },
    editor,
  }
}
