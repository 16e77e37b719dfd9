/**
 * A read that many pages repeat, the same for every visitor, kept until the content version moves
 * (app/db/versioned-memo.server.ts). Without the memo (services built by a test) it reads each time.
 */
import type { Services } from '~/context.server'
import { listSummaryRows, type SummaryRowOf } from './content-store.server'
import type { ContentKind } from './content-kinds'
import { ANONYMOUS } from './viewer'

export function readOncePerVersion<T>({ publicReads }: Pick<Services, 'publicReads'>, key: string, read: () => Promise<T>): Promise<T> {
  return publicReads ? publicReads.get(key, read) : read()
}

/**
 * A kind's list as every visitor sees it (published or due, without the bodies), read once per
 * content version: the same rows for every visitor's list page, whatever its filter or language.
 * Scheduled items join within the scheduler's round, which moves the version when it publishes.
 */
export function publicSummaryRows<K extends ContentKind>(services: Pick<Services, 'publicReads' | 'database'>, kind: K): Promise<SummaryRowOf<K>[]> {
  return readOncePerVersion(services, `public-summaries:${kind}`, () => listSummaryRows(services.database.db, kind, ANONYMOUS))
}
