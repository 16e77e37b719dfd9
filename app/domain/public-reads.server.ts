/**
 * A read that many pages repeat, the same for every visitor, kept until the content version moves
 * (app/db/versioned-memo.server.ts). Without the memo (services built by a test) it reads each time.
 */
import type { Services } from '~/context.server'

export function readOncePerVersion<T>({ publicReads }: Pick<Services, 'publicReads'>, key: string, read: () => Promise<T>): Promise<T> {
  return publicReads ? publicReads.get(key, read) : read()
}
