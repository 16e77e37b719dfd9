/**
 * Runs a large, often repeated statement as a prepared statement of the connection, planned once.
 *
 * Planning is not free: a site search is one statement of about 12,000 characters (four tables,
 * a dozen common table expressions) whose planning took 10 to 20 ms on the embedded database,
 * more than running it for most queries. Drizzle sends every statement unnamed, so the server
 * parses and plans it each time. Here the statement's text (with its values as parameters) is
 * PREPAREd once per connection under a name derived from that text, and run with EXECUTE and
 * the values of this call; `plan_cache_mode = force_generic_plan` keeps the one plan instead
 * of planning again for each set of values (the default plans the first five executions anew).
 *
 * The same on PGlite (one session for the process) and on PostgreSQL (each pooled connection
 * prepares it on first use; whether it has is asked in the same transaction, on the same
 * connection). A migration that changes a table the statement reads makes the server plan it
 * again by itself. PREPARE is not undone by a rollback, and the texts are fixed by the code
 * (values are parameters), so a connection holds a handful of them.
 *
 * Must run inside a transaction: the existence check, the setting and EXECUTE have to reach the
 * same connection, and the setting ends with the transaction.
 */
import crypto from 'node:crypto'
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { escapeLiteral } from 'pg'

import { rowsOf, type Db } from './client.server'

const dialect = new PgDialect()

/**
 * A value as an SQL literal for EXECUTE's arguments, which the server takes only as text in the
 * statement, not as bound parameters. Untyped literals take the parameter's inferred type, as a
 * bound value does. `escapeLiteral` (node-postgres) doubles quotes and, when the text has a
 * backslash, writes it as an escape string with the backslashes doubled too.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'string') return escapeLiteral(value)
  if (typeof value === 'number' && Number.isFinite(value)) return escapeLiteral(String(value))
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  throw new TypeError(
    `A prepared statement's value must be a string, a finite number, a boolean or null; got ${typeof value}`,
  )
}

/** The name a statement's text is prepared under: the same text, the same name, on every connection. */
export function preparedName(text: string): string {
  return `q_${crypto.createHash('sha256').update(text).digest('hex').slice(0, 32)}`
}

/**
 * Runs `statement` prepared (see above) and answers the driver's result. `values` fill the
 * statement's placeholders (`sql.placeholder(name)`); its other values are passed as they are.
 */
export async function executePrepared(
  tx: Db,
  statement: SQL,
  values: Record<string, unknown> = {},
): Promise<unknown> {
  const query = dialect.sqlToQuery(statement)
  const name = preparedName(query.sql)
  const args = fillPlaceholders(query.params, values).map(literal)
  const [state] = rowsOf<{ prepared: boolean }>(
    await tx.execute(
      sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true),
        EXISTS (SELECT 1 FROM pg_prepared_statements WHERE name = ${name}) AS prepared`,
    ),
  )
  if (!state?.prepared) await tx.execute(sql.raw(`PREPARE ${name} AS ${query.sql}`))
  return tx.execute(
    sql.raw(args.length > 0 ? `EXECUTE ${name}(${args.join(', ')})` : `EXECUTE ${name}`),
  )
}
