/**
 * Reads what the content health page checks (app/domain/content-health.ts): the items of every
 * kind that readers see or will see (articles with their medical review), and the count of
 * images without a text alternative.
 */
import type { Db } from '~/db/client.server'
import { todayInCyprus } from '~/lib/dates'
import { articleHomeUrl } from '~/lib/wiki-urls'
import { contentHealth, type ContentHealth, type HealthRow } from './content-health'
import { CONTENT_KINDS, KIND_INFO } from './content-kinds'
import { listSummaryRows } from './content-store.server'
import { countImagesWithoutText } from './image-texts.server'
import { listArticlesForHealth } from './wiki.server'

const EDITORIAL_VIEW = { isAdmin: true }
const SEEN_BY_READERS: ReadonlySet<string> = new Set(['published', 'scheduled'])

async function contentRows(db: Db): Promise<HealthRow[]> {
  const lists = await Promise.all(
    CONTENT_KINDS.map(async (kind) =>
      (await listSummaryRows(db, kind, EDITORIAL_VIEW)).flatMap((row): HealthRow[] =>
        SEEN_BY_READERS.has(row.status)
          ? [
              {
                kind,
                id: row.id,
                title: row.title,
                titleEl: row.titleEl,
                href: `${KIND_INFO[kind].itemPath}/${row.id}/edit`,
                elReady: row.elReady,
              },
            ]
          : [],
      ),
    ),
  )
  return lists.flat()
}

/** The articles' rows alone: all the weekly review reminders need. */
export async function readArticleHealthRows(db: Db): Promise<HealthRow[]> {
  return (await listArticlesForHealth(db)).map((row) => ({
    kind: 'wiki',
    id: row.id,
    title: row.title,
    titleEl: row.titleEl,
    href: articleHomeUrl(row.categoryPage, row.categorySlug, row.slug),
    elReady: row.elReady,
    review: { reviewedOn: row.reviewedOn, nextReviewDue: row.nextReviewDue, sources: row.sources },
  }))
}

/** The rows the rules read: every kind's items readers see or will see, articles first. */
export async function readHealthRows(db: Db): Promise<HealthRow[]> {
  const [content, articles] = await Promise.all([contentRows(db), readArticleHealthRows(db)])
  return [...articles, ...content]
}

export async function readContentHealth(db: Db, today = todayInCyprus()): Promise<ContentHealth> {
  const [rows, images] = await Promise.all([readHealthRows(db), countImagesWithoutText(db)])
  return contentHealth(rows, images, today)
}
