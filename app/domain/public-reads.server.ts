/**
 * A read that many pages repeat, the same for every visitor, kept until the content version moves
 * (app/db/versioned-memo.server.ts). Without the memo (services built by a test) it reads each time.
 */
import type { Services } from '~/context.server'
import { listSummaryRows, type ListOptions, type SummaryRowOf } from './content-store.server'
import type { ContentKind } from './content-kinds'
import { ANONYMOUS, type Viewer } from './viewer'

export function readOncePerVersion<T>(
  { publicReads }: Pick<Services, 'publicReads'>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  return publicReads ? publicReads.get(key, read) : read()
}

/**
 * A kind's list as the viewer sees it, without the bodies. A visitor's (published or due) is the
 * same for every visitor, whatever the page's filter or language, so it is read once per content
 * version; scheduled items join within the scheduler's round, which moves the version when it
 * publishes. An admin's, which holds drafts and may keep only the items missing their Greek, is
 * read each time.
 */
export function summaryRowsFor<K extends ContentKind>(
  services: Pick<Services, 'publicReads' | 'database'>,
  kind: K,
  viewer: Viewer,
  adminOptions: Pick<ListOptions, 'missingGreek'> = {},
): Promise<SummaryRowOf<K>[]> {
  const { db } = services.database
  if (viewer.isAdmin) return listSummaryRows(db, kind, viewer, adminOptions)
  return readOncePerVersion(services, `public-summaries:${kind}`, () =>
    listSummaryRows(db, kind, ANONYMOUS),
  )
}
