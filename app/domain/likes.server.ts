/**
 * Likes (docs/product.md, Likes and interest). The likes ledger remembers which visitor session liked
 * which item, so liking twice counts once and unliking what one never liked changes nothing.
 * Each change is one SQL statement: the ledger write and the counter update happen together,
 * the counter never goes below 0, and concurrent likes are never lost (the UPDATE re-reads the
 * row it locks).
 */
import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'

import { rowsOf, type Db } from '~/db/client.server'
import { events, news, stories } from '~/db/schema'
import { isUuid } from '~/lib/uuid'
import type { LikeKind } from './constants'

const TABLE = { event: events, news, story: stories } as const

/** The item's new likes_count, or undefined when there is no such item. */
export async function setLike(
  db: Db,
  kind: LikeKind,
  itemId: string,
  visitorId: string,
  liked: boolean,
): Promise<number | undefined> {
  if (!isUuid(itemId) || !visitorId) return undefined
  const table = TABLE[kind]
  const result = liked
    ? await db.execute(sql`
        WITH added AS (
          INSERT INTO likes (kind, item_id, visitor_id)
          SELECT ${kind}::like_kind, ${itemId}::uuid, ${visitorId}
          WHERE EXISTS (SELECT 1 FROM ${table} WHERE id = ${itemId}::uuid)
          ON CONFLICT ON CONSTRAINT likes_visitor_item_unique DO NOTHING
          RETURNING 1
        )
        UPDATE ${table} SET likes_count = likes_count + (SELECT count(*)::int FROM added)
        WHERE id = ${itemId}::uuid
        RETURNING likes_count`)
    : await db.execute(sql`
        WITH removed AS (
          DELETE FROM likes WHERE kind = ${kind}::like_kind AND item_id = ${itemId}::uuid AND visitor_id = ${visitorId}
          RETURNING 1
        )
        UPDATE ${table} SET likes_count = GREATEST(0, likes_count - (SELECT count(*)::int FROM removed))
        WHERE id = ${itemId}::uuid
        RETURNING likes_count`)
  const row = rowsOf<{ likes_count: number }>(result)[0]
  return row ? Number(row.likes_count) : undefined
}

/** Removes the ledger rows of a deleted item (the ledger has no foreign key: three item tables). */
export async function forgetLikes(db: Db, kind: LikeKind, itemId: string) {
  if (!isUuid(itemId)) return
  await db.execute(
    sql`DELETE FROM likes WHERE kind = ${kind}::like_kind AND item_id = ${itemId}::uuid`,
  )
}

/** The visitor-session cookie: a random id, HttpOnly, ending with the browser session. */
export const VISITOR_COOKIE = 'visitor_id'

export function visitorIdFrom(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === VISITOR_COOKIE) {
      const value = rest.join('=')
      if (/^[A-Za-z0-9_-]{22,64}$/.test(value)) return value
    }
  }
  return undefined
}

export function newVisitorId() {
  return crypto.randomBytes(24).toString('base64url')
}

export function visitorCookie(id: string, secure: boolean) {
  return `${VISITOR_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
