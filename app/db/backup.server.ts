/**
 * Backups: one gzip file of JSON lines holding everything the site has (schema, content, media,
 * accounts), written from PGlite or PostgreSQL alike and restorable into either.
 *
 *   line 1      {"format":"epilepsy-cyprus-backup","version":1,"createdAt",…,"migrations":[{tag,when,sql}],"tables":[…]}
 *   then        {"t":"events","r":{…one row…}}            one line per row, parents before children
 *   last line   {"end":true,"rows":{"events":12,…}}      absent = the file is incomplete
 *
 * The schema travels as the migrations the database had applied, SQL included, so a restore
 * rebuilds exactly that schema, loads the rows, then brings it up to date with this version's
 * newer migrations. Rows are serialised by PostgreSQL itself (row_to_json, json_populate_recordset),
 * so every type (bytea images, timestamps to the microsecond, enums, arrays, JSON) round-trips
 * exactly, on both engines. Every table is read in one repeatable-read transaction: one
 * consistent moment while the site keeps running.
 */
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { finished } from 'node:stream/promises'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'

import { rowsOf, type Database, type Db } from './client.server'
import { applyMigrations, MIGRATIONS_FOLDER } from './migrate.server'

export const BACKUP_FORMAT = 'epilepsy-cyprus-backup'
export const BACKUP_VERSION = 1
/** Rows fetched per round trip while writing, and restored per statement (also capped by size). */
const FETCH_ROWS = 100
const RESTORE_BATCH_ROWS = 500
const RESTORE_BATCH_CHARS = 8 * 1024 * 1024

export class BackupError extends Error {}

export interface BackupMigration {
  tag: string
  when: number
  sql: string
}

interface BackupHeader {
  format: string
  version: number
  createdAt: string
  source: Database['kind']
  migrations: BackupMigration[]
  tables: string[]
}

export interface BackupSummary {
  file: string
  bytes: number
  rows: Record<string, number>
  /** A restore: sessions of the backup that were ended (none with `keepSessions`). */
  sessionsEnded?: number
}

type Executor = Pick<Db, 'execute'>

interface JournalEntry {
  idx: number
  version: string
  when: number
  tag: string
  breakpoints: boolean
}

function readJournal(folder: string): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  return journal.entries
}

/** The migrations a database has applied, oldest first (none on an empty database). */
async function appliedMigrationTimes(db: Executor): Promise<number[]> {
  const exists = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  )[0]?.name
  if (!exists) return []
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  )
  return rows.map((row) => Number(row.created_at))
}

/** The site's tables, parents before the tables whose foreign keys point at them. */
async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((row) => row.name)
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select child.relname as child, parent.relname as parent from pg_constraint k
      join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public'`),
  )
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return
    visiting.add(table)
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent)
    ordered.push(table)
  }
  for (const table of tables) visit(table)
  return ordered
}

/**
 * Writes a backup of `database` to `file` (through `file.partial`, put in place when complete).
 * A file already there is kept, and the backup refused, unless `overwrite` says to replace it.
 */
export async function writeBackup(
  database: Database,
  file: string,
  options: { overwrite?: boolean } = {},
): Promise<BackupSummary> {
  const target = path.resolve(file)
  const refuseExisting = () =>
    new BackupError(
      `${target} already exists: nothing was written. Choose another file name, or add --force to replace it.`,
    )
  if (!options.overwrite && fs.existsSync(target)) throw refuseExisting()
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const partial = `${target}.partial`
  const output = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 })
  const gzip = zlib.createGzip()
  gzip.pipe(output)
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain')
  }
  const counts: Record<string, number> = {}
  try {
    await database.db.transaction(
      async (tx) => {
        const journal = readJournal(MIGRATIONS_FOLDER)
        const migrations = (await appliedMigrationTimes(tx)).map((when) => {
          const entry = journal.find((candidate) => candidate.when === when)
          if (!entry)
            throw new BackupError(
              'The database has a migration this version of the site does not know; update the site first.',
            )
          return {
            tag: entry.tag,
            when,
            sql: fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8'),
          }
        })
        const tables = await tablesInDependencyOrder(tx)
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          source: database.kind,
          migrations,
          tables,
        }
        await write(JSON.stringify(header))
        for (const table of tables) {
          counts[table] = 0
          const prefix = `{"t":${JSON.stringify(table)},"r":`
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table)} t`,
          )
          for (;;) {
            const batch = rowsOf<{ j: string }>(
              await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`)),
            )
            for (const row of batch) await write(`${prefix}${row.j}}`)
            counts[table] += batch.length
            if (batch.length < FETCH_ROWS) break
          }
          await tx.execute(sql`close backup_rows`)
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    await write(JSON.stringify({ end: true, rows: counts }))
    gzip.end()
    await finished(output)
    if (options.overwrite) fs.renameSync(partial, target)
    else {
      // A link fails when the name is taken, even by a file that appeared meanwhile.
      try {
        fs.linkSync(partial, target)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw refuseExisting()
        throw error
      }
      fs.rmSync(partial, { force: true })
    }
  } catch (error) {
    gzip.destroy()
    output.destroy()
    fs.rmSync(partial, { force: true })
    throw error
  }
  return { file: target, bytes: fs.statSync(target).size, rows: counts }
}

async function* readLines(file: string) {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip())
  const lines = readline.createInterface({ input, crlfDelay: Infinity })
  try {
    for await (const line of lines) if (line) yield line
  } catch (error) {
    throw new BackupError(`${file} is not a complete backup file (${(error as Error).message}).`)
  }
}

/** Reads and checks the first line of a backup file. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`)
  for await (const line of readLines(file)) return parseHeader(line, file)
  throw new BackupError(`${file} is empty.`)
}

function parseHeader(line: string, file: string): BackupHeader {
  let header: BackupHeader
  try {
    header = JSON.parse(line) as BackupHeader
  } catch {
    throw new BackupError(`${file} is not a backup of this site.`)
  }
  if (header.format !== BACKUP_FORMAT)
    throw new BackupError(`${file} is not a backup of this site.`)
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(
      `${file} has backup format ${header.version}; this version of the site reads ${BACKUP_VERSION}.`,
    )
  return header
}

/** Writes the backup's own migrations as a drizzle migrations folder, to rebuild its schema. */
function migrationsFolderOf(migrations: BackupMigration[]) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-migrations-'))
  fs.mkdirSync(path.join(folder, 'meta'))
  const entries = migrations.map((migration, idx) => ({
    idx,
    version: '7',
    when: migration.when,
    tag: migration.tag,
    breakpoints: true,
  }))
  fs.writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  )
  for (const migration of migrations)
    fs.writeFileSync(path.join(folder, `${migration.tag}.sql`), migration.sql)
  return folder
}

/**
 * Restores `file` into `database`, which must be empty: a new database or DATA_DIR without the
 * site's tables. Everything happens in one transaction (PostgreSQL's DDL is transactional), so
 * a restore that fails leaves the target as empty as it was.
 *
 * The backup's sessions (and trusted devices) are ended unless `keepSessions`: a backup holds
 * live session tokens, and a restore must not bring back sessions that were ended after it was
 * made (a sign-out everywhere, a password change, an address taken off the allow-list).
 */
export async function restoreBackup(
  database: Database,
  file: string,
  options: { keepSessions?: boolean } = {},
): Promise<BackupSummary> {
  const header = await readBackupHeader(file)
  const known = readJournal(MIGRATIONS_FOLDER)
  for (const migration of header.migrations) {
    const ours = known.find((entry) => entry.when === migration.when)
    if (!ours || ours.tag !== migration.tag) {
      throw new BackupError(
        `${file} comes from a newer version of the site (migration ${migration.tag}); update the site first.`,
      )
    }
  }

  return database.withStartupLock(async (db) => {
    const existing = await tablesInDependencyOrder(db)
    if (existing.length > 0 || (await appliedMigrationTimes(db)).length > 0) {
      throw new BackupError(
        `The target database is not empty (it has ${existing.length} tables, e.g. ${existing[0] ?? 'drizzle migrations'}). ` +
          'Restore into a new, empty database or DATA_DIR, before the server starts on it.',
      )
    }
    const counts: Record<string, number> = {}
    let sessionsEnded = 0
    await db.transaction(async (tx) => {
      // The schema exactly as it was when the backup was written, from the backup's own
      // migrations, recorded the way Drizzle's migrator records them.
      const folder = migrationsFolderOf(header.migrations)
      let migrations: ReturnType<typeof readMigrationFiles>
      try {
        migrations = readMigrationFiles({ migrationsFolder: folder })
      } finally {
        fs.rmSync(folder, { recursive: true, force: true })
      }
      await tx.execute(sql`create schema if not exists drizzle`)
      await tx.execute(
        sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      )
      for (const migration of migrations) {
        for (const statement of migration.sql) await tx.execute(sql.raw(statement))
        await tx.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
        )
      }

      // The backup's rows replace any that the migrations placed (bookkeeping such as a version
      // counter), and the tables' own triggers stay quiet while the rows go in, so that counters
      // and timestamps come back exactly as they were. We created these tables in this very
      // transaction, so we own them; foreign keys are still checked.
      for (const table of [...header.tables].reverse())
        await tx.execute(sql`delete from ${sql.identifier(table)}`)
      for (const table of header.tables)
        await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`)

      const columns = new Map<string, string[]>()
      for (const table of header.tables) {
        const names = rowsOf<{ name: string }>(
          await tx.execute(sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`),
        ).map((row) => row.name)
        if (names.length === 0)
          throw new BackupError(
            `The backup holds table ${table}, which its own schema does not have.`,
          )
        columns.set(table, names)
        counts[table] = 0
      }

      let batchTable: string | undefined
      let batch: string[] = []
      let batchChars = 0
      const flush = async () => {
        if (!batchTable || batch.length === 0) return
        const list = sql.join(
          columns.get(batchTable)!.map((name) => sql.identifier(name)),
          sql`, `,
        )
        await tx.execute(sql`insert into ${sql.identifier(batchTable)} (${list})
          select ${list} from json_populate_recordset(null::${sql.identifier(batchTable)}, ${`[${batch.join(',')}]`}::json)`)
        counts[batchTable]! += batch.length
        batch = []
        batchChars = 0
      }

      let end: { rows: Record<string, number> } | undefined
      let first = true
      for await (const line of readLines(file)) {
        if (first) {
          first = false
          continue
        }
        if (end) throw new BackupError(`${file} has data after its end marker.`)
        if (line.startsWith('{"end":')) {
          end = JSON.parse(line) as { rows: Record<string, number> }
          continue
        }
        // The table name is the first field; the row itself goes to PostgreSQL untouched.
        const match = /^\{"t":("(?:[^"\\]|\\.)*"),"r":/.exec(line)
        if (!match || !line.endsWith('}'))
          throw new BackupError(`${file} has a line that is not a row.`)
        const table = JSON.parse(match[1]!) as string
        if (!columns.has(table))
          throw new BackupError(`${file} has a row for unknown table ${table}.`)
        if (
          table !== batchTable ||
          batch.length >= RESTORE_BATCH_ROWS ||
          batchChars >= RESTORE_BATCH_CHARS
        ) {
          await flush()
          batchTable = table
        }
        const row = line.slice(match[0].length, -1)
        batch.push(row)
        batchChars += row.length
      }
      await flush()
      if (!end)
        throw new BackupError(`${file} is incomplete (no end marker); nothing was restored.`)
      for (const table of header.tables) {
        if ((end.rows[table] ?? 0) !== counts[table]) {
          throw new BackupError(
            `${file} is inconsistent: table ${table} should have ${end.rows[table]} rows, found ${counts[table]}.`,
          )
        }
      }

      for (const table of header.tables)
        await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`)

      if (!options.keepSessions && header.tables.includes('session')) {
        sessionsEnded = rowsOf(await tx.execute(sql`delete from "session" returning id`)).length
        if (header.tables.includes('verification')) {
          await tx.execute(
            sql`delete from "verification" where identifier like 'trust-device-%' or identifier like '2fa-%'`,
          )
        }
      }

      // Serial columns continue after the restored rows.
      const serials = rowsOf<{ table_name: string; column_name: string }>(
        await tx.execute(sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`),
      )
      for (const { table_name: table, column_name: column } of serials) {
        await tx.execute(sql`select setval(pg_get_serial_sequence(${`"${table.replaceAll('"', '""')}"`}, ${column}),
          coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`)
      }
    })

    // Then up to this version's schema, as a start of the server would do.
    await applyMigrations(database.kind, db, MIGRATIONS_FOLDER)
    return { file: path.resolve(file), bytes: fs.statSync(file).size, rows: counts, sessionsEnded }
  })
}

export const BACKUP_EXTENSION = '.jsonl.gz'

/** A file name that sorts by time: `<prefix>-2026-11-23T13-05-00-000Z.jsonl.gz`. */
export function backupFileName(prefix: string, now = new Date()) {
  return `${prefix}-${now.toISOString().replaceAll(':', '-').replace('.', '-')}${BACKUP_EXTENSION}`
}
