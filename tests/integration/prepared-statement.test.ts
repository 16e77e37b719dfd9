/**
 * Statements run prepared (db/prepared-statement.server.ts): prepared once per connection under
 * a name from their text, planned once (generic plan), and answering exactly what the same
 * statement answers unprepared, whatever its values hold.
 */
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Db } from '~/db/client.server'
import { executePrepared, preparedName } from '~/db/prepared-statement.server'
import { PgDialect } from 'drizzle-orm/pg-core'
import { createTestDatabase, rowsOf, testDbKind, type TestDatabase } from './support/test-database'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

const nameOf = (statement: SQL) => preparedName(new PgDialect().sqlToQuery(statement).sql)

async function preparedState(tx: Db, name: string) {
  return rowsOf<{ generic_plans: number; custom_plans: number }>(
    await tx.execute(
      sql`SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = ${name}`,
    ),
  )
}

describe(`prepared statements on ${testDbKind}`, () => {
  it('prepares a statement once per connection and plans it once', async () => {
    const statement = (n: number) =>
      sql`SELECT count(*)::int AS n FROM generate_series(1, ${n}) AS s(i) WHERE i % 2 = 0`
    const name = nameOf(statement(1))
    expect(nameOf(statement(500))).toBe(name)
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      expect(rowsOf(await executePrepared(db, statement(10)))).toEqual([{ n: 5 }])
      expect(rowsOf(await executePrepared(db, statement(501)))).toEqual([{ n: 250 }])
      expect(rowsOf(await executePrepared(db, statement(0)))).toEqual([{ n: 0 }])
      // One statement on this connection, run three times from the one generic plan.
      expect(await preparedState(db, name)).toEqual([{ generic_plans: 3, custom_plans: 0 }])
    })
  })

  it('gives a different text its own statement', async () => {
    const a = sql`SELECT ${1}::int + 1 AS v`
    const b = sql`SELECT ${1}::int + 2 AS v`
    expect(nameOf(a)).not.toBe(nameOf(b))
    await database.db.transaction(async (tx) => {
      expect(rowsOf(await executePrepared(tx as unknown as Db, a))).toEqual([{ v: 2 }])
      expect(rowsOf(await executePrepared(tx as unknown as Db, b))).toEqual([{ v: 3 }])
    })
  })

  it('answers what the statement answers unprepared, for values with quotes, backslashes and any script', async () => {
    const texts = [
      "O'Brien",
      "'; DROP TABLE wiki_articles; --",
      'back\\slash \\x41 \\\\',
      "E'escaped\\' quote",
      'επιληψία «κρίση» – 🧠',
      'line\nbreak\ttab',
      '',
      '$1 $$ dollar $$',
    ]
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      for (const text of texts) {
        const statement = sql`SELECT ${text}::text AS t, length(${text}) AS l, ${42}::int AS i, ${-1.5}::float8 AS f, ${null}::text AS n, ${true}::boolean AS b`
        const prepared = rowsOf(await executePrepared(db, statement))
        expect(prepared).toEqual(rowsOf(await db.execute(statement)))
        expect(prepared).toEqual([
          { t: text, l: [...text].length, i: 42, f: -1.5, n: null, b: true },
        ])
      }
    })
    // The table is still there.
    expect(
      rowsOf(await database.db.execute(sql`SELECT count(*)::int AS n FROM wiki_articles`)),
    ).toEqual([{ n: 0 }])
  })

  it('fills placeholders with the values of this call', async () => {
    const statement = sql`SELECT upper(${sql.placeholder('word')}) AS w, ${'fixed'}::text AS f`
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      expect(rowsOf(await executePrepared(db, statement, { word: 'κρίση' }))).toEqual([
        { w: 'ΚΡΊΣΗ', f: 'fixed' },
      ])
      expect(rowsOf(await executePrepared(db, statement, { word: "it's" }))).toEqual([
        { w: "IT'S", f: 'fixed' },
      ])
    })
  })

  it('refuses values it cannot write as SQL, before sending anything', async () => {
    const statement = sql`SELECT ${'x'}::text AS a, ${Number.NaN}::float8 AS b`
    const name = nameOf(statement)
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      await expect(executePrepared(db, statement)).rejects.toThrow(TypeError)
      await expect(executePrepared(db, sql`SELECT ${{ a: 1 }}::jsonb AS j`)).rejects.toThrow(
        TypeError,
      )
      // Nothing was prepared, and the transaction still works.
      expect(await preparedState(db, name)).toEqual([])
      expect(rowsOf(await db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }])
    })
  })
})
