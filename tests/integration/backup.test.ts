/**
 * Backups: a backup restored into a fresh database equals the original in every table (schema,
 * content, media, accounts), on PGlite and (TEST_DB=postgres) on PostgreSQL, and across the two;
 * `npm run backup` works while a server holds the embedded database; a target that is not empty,
 * or a file that is incomplete, is refused and changes nothing; daily backups keep BACKUP_KEEP files.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BackupError, restoreBackup, writeBackup } from '~/db/backup.server'
import { dailyBackups, pruneDailyBackups, runDailyBackupIfDue } from '~/db/backup-schedule.server'
import { openDatabase, type Database } from '~/db/client.server'
import { startControlSocket } from '~/db/control-socket.server'
import { runMigrations } from '~/db/migrate.server'
import { likes, profiles, session } from '~/db/schema'
import { seedDemoContentOnce } from '~/db/seed/seed.server'
import { seedDemoAccountsOnce } from '~/domain/auth/accounts.server'
import { storeImage } from '~/domain/media.server'
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  rowsOf,
  testDbKind,
  type TestDatabase,
} from './support/test-database'

const adminUrl = process.env.TEST_DATABASE_URL
const dirs: string[] = []
const cleanups: Array<() => Promise<unknown>> = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-backup-'))
  dirs.push(dir)
  return dir
}

let source: TestDatabase
let backupFile: string

beforeAll(async () => {
  source = await createTestDatabase()
  await fillWithEverything(source)
  backupFile = path.join(tempDir(), 'site.jsonl.gz')
  await writeBackup(source, backupFile)
})
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  await source?.destroy()
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** Content, accounts, an uploaded image, likes (a serial column) and a profile. */
async function fillWithEverything(database: Database) {
  await seedDemoContentOnce(database.db)
  await seedDemoAccountsOnce(database.db)
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer()
  await storeImage(database.db, png, null)
  const [event] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from events order by id limit 1`),
  )
  await database.db.insert(likes).values([
    { kind: 'event', itemId: event!.id, visitorId: 'visitor-1' },
    { kind: 'event', itemId: event!.id, visitorId: 'visitor-2' },
  ])
  const [user] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from "user" order by email limit 1`),
  )
  await database.db.insert(profiles).values({ userId: user!.id }).onConflictDoNothing()
}

/** Every table of the database, each as its rows in a stable order, as PostgreSQL prints them. */
async function everyTable(database: Database) {
  const tables = rowsOf<{ name: string }>(
    await database.db
      .execute(sql`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by relname`),
  ).map((row) => row.name)
  const contents: Record<string, string[]> = {}
  for (const table of tables) {
    contents[table] = rowsOf<{ j: string }>(
      await database.db.execute(
        sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t order by 1`,
      ),
    ).map((row) => row.j)
  }
  const migrations = rowsOf<{ hash: string }>(
    await database.db.execute(
      sql`select hash from drizzle.__drizzle_migrations order by created_at`,
    ),
  ).map((row) => row.hash)
  return { tables, contents, migrations }
}

/** A fresh, empty target: a new DATA_DIR, or a new database on the PostgreSQL server. */
async function emptyTarget(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: tempDir() })
    cleanups.push(() => database.close())
    return database
  }
  const empty = await createEmptyPostgresDatabase(adminUrl!)
  cleanups.push(empty.drop)
  const database = await openDatabase({ databaseUrl: empty.url })
  cleanups.push(() => database.close())
  return database
}

async function expectSameAsSource(target: Database) {
  const [expected, actual] = await Promise.all([everyTable(source), everyTable(target)])
  expect(actual.tables).toEqual(expected.tables)
  expect(actual.migrations).toEqual(expected.migrations)
  for (const table of expected.tables)
    expect(actual.contents[table], table).toEqual(expected.contents[table])
  // Not a trivially empty comparison: content, accounts and media are all there.
  for (const table of [
    'events',
    'news',
    'wiki_articles',
    'user',
    'account',
    'media',
    'likes',
    'profiles',
  ]) {
    expect(expected.contents[table]!.length, table).toBeGreaterThan(0)
  }
}

describe(`a backup of ${testDbKind}`, () => {
  it(`restores into a fresh ${testDbKind} database equal in every table, and serials continue`, async () => {
    const target = await emptyTarget(testDbKind)
    const summary = await restoreBackup(target, backupFile)
    expect(summary.rows.events).toBeGreaterThan(0)
    await expectSameAsSource(target)
    const [event] = rowsOf<{ id: string }>(
      await target.db.execute(sql`select id from events order by id limit 1`),
    )
    await target.db
      .insert(likes)
      .values({ kind: 'event', itemId: event!.id, visitorId: 'after-restore' })
  })

  it.runIf(adminUrl || testDbKind === 'postgres')(
    `restores into the other engine too`,
    async () => {
      const target = await emptyTarget(testDbKind === 'pglite' ? 'postgres' : 'pglite')
      await restoreBackup(target, backupFile)
      await expectSameAsSource(target)
    },
  )

  it('refuses a target that already has the site, even without content, and changes nothing there', async () => {
    const target = await createTestDatabase()
    cleanups.push(() => target.destroy())
    const before = await everyTable(target)
    await expect(restoreBackup(target, backupFile)).rejects.toThrow(
      /^The target database is not empty \(it has \d+ tables, e\.g\. \w+\)\. Restore into a new, empty database or DATA_DIR, before the server starts on it\.$/,
    )
    await seedDemoContentOnce(target.db)
    const seeded = await everyTable(target)
    await expect(restoreBackup(target, backupFile)).rejects.toBeInstanceOf(BackupError)
    expect(await everyTable(target)).toEqual(seeded)
    expect(seeded.contents.events).not.toEqual(before.contents.events)
  })

  it('refuses an incomplete file and leaves the target empty, so that a good file can follow', async () => {
    const lines = zlib
      .gunzipSync(fs.readFileSync(backupFile))
      .toString('utf8')
      .trimEnd()
      .split('\n')
    const truncated = path.join(tempDir(), 'truncated.jsonl.gz')
    fs.writeFileSync(truncated, zlib.gzipSync(`${lines.slice(0, -1).join('\n')}\n`))
    const cut = path.join(tempDir(), 'cut.jsonl.gz')
    fs.writeFileSync(cut, fs.readFileSync(backupFile).subarray(0, 2000))
    const notBackup = path.join(tempDir(), 'other.jsonl.gz')
    fs.writeFileSync(notBackup, zlib.gzipSync('{"hello":"world"}\n'))

    const target = await emptyTarget(testDbKind)
    await expect(restoreBackup(target, truncated)).rejects.toThrow(
      /is incomplete \(no end marker\); nothing was restored/,
    )
    await expect(restoreBackup(target, cut)).rejects.toBeInstanceOf(BackupError)
    await expect(restoreBackup(target, notBackup)).rejects.toThrow(/is not a backup of this site/)
    // Nothing of it is left: no tables, no record of migrations.
    const left = rowsOf<{ tables: number; migrations: string | null }>(
      await target.db
        .execute(sql`select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r') as tables, to_regclass('drizzle.__drizzle_migrations')::text as migrations`),
    )[0]
    expect(left).toEqual({ tables: 0, migrations: null })
    await restoreBackup(target, backupFile)
    await expectSameAsSource(target)
  })
})

describe('what a backup and a restore leave alone', () => {
  it('a backup never replaces a file already there, unless asked to', async () => {
    const before = fs.readFileSync(backupFile)
    await expect(writeBackup(source, backupFile)).rejects.toThrow(
      /already exists: nothing was written\. Choose another file name, or add --force to replace it\./,
    )
    expect(fs.readFileSync(backupFile).equals(before)).toBe(true)
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false)
    const copy = path.join(tempDir(), 'replaced.jsonl.gz')
    fs.writeFileSync(copy, 'an older file')
    await writeBackup(source, copy, { overwrite: true })
    expect(
      fs
        .readFileSync(copy)
        .subarray(0, 2)
        .equals(Buffer.from([0x1f, 0x8b])),
    ).toBe(true)
  })

  it('a restore ends the sessions the backup holds, unless they are to be kept', async () => {
    const [account] = rowsOf<{ id: string }>(
      await source.db.execute(sql`select id from "user" order by email limit 1`),
    )
    await source.db.insert(session).values({
      id: 'backed-up-session',
      token: 'backed-up-token',
      userId: account!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const withSession = path.join(tempDir(), 'with-session.jsonl.gz')
    try {
      await writeBackup(source, withSession)
    } finally {
      await source.db.delete(session)
    }
    const ended = await emptyTarget(testDbKind)
    const summary = await restoreBackup(ended, withSession)
    expect(summary.sessionsEnded).toBe(1)
    expect(rowsOf(await ended.db.execute(sql`select id from "session"`))).toHaveLength(0)
    expect(rowsOf(await ended.db.execute(sql`select id from "user"`)).length).toBeGreaterThan(0)

    const kept = await emptyTarget(testDbKind)
    expect((await restoreBackup(kept, withSession, { keepSessions: true })).sessionsEnded).toBe(0)
    expect(
      rowsOf<{ token: string }>(await kept.db.execute(sql`select token from "session"`)),
    ).toEqual([{ token: 'backed-up-token' }])
  })
})

describe('daily backups', () => {
  it('writes one when none is a day old, and keeps the newest BACKUP_KEEP', async () => {
    const dir = tempDir()
    const first = await runDailyBackupIfDue(source, dir, 2, new Date('2026-11-20T03:00:00Z'))
    expect(first?.file).toBe(path.join(dir, 'daily-2026-11-20T03-00-00-000Z.jsonl.gz'))
    // The newest file was written just now: nothing is due an hour later.
    expect(await runDailyBackupIfDue(source, dir, 2)).toBeUndefined()
    fs.utimesSync(first!.file, new Date('2026-11-20T03:00:00Z'), new Date('2026-11-20T03:00:00Z'))
    await runDailyBackupIfDue(source, dir, 2, new Date('2026-11-21T03:00:00Z'))
    const byHand = path.join(dir, 'backup-2026-11-21T09-00-00-000Z.jsonl.gz')
    fs.copyFileSync(first!.file, byHand)
    for (const day of ['22', '23']) {
      for (const file of dailyBackups(dir)) fs.utimesSync(file, new Date(0), new Date(0))
      await runDailyBackupIfDue(source, dir, 2, new Date(`2026-11-${day}T03:00:00Z`))
    }
    expect(fs.readdirSync(dir).sort()).toEqual([
      'backup-2026-11-21T09-00-00-000Z.jsonl.gz',
      'daily-2026-11-22T03-00-00-000Z.jsonl.gz',
      'daily-2026-11-23T03-00-00-000Z.jsonl.gz',
    ])
    expect(pruneDailyBackups(dir, 1)).toEqual([
      path.join(dir, 'daily-2026-11-22T03-00-00-000Z.jsonl.gz'),
    ])
  })
})

describe(`npm run backup and npm run restore on ${testDbKind}`, () => {
  function npmRun(script: string, args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
        // Vitest sets BASE_URL=/ for the code under test; the scripts must not see it.
        env: { ...process.env, BASE_URL: '', DATABASE_URL: '', NODE_ENV: 'production', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('exit', (code) => resolve({ code, output }))
    })
  }

  /** The database in use (for PGlite: held by this process, as a running server holds it). */
  async function inUse(): Promise<{ database: Database; env: Record<string, string> }> {
    if (testDbKind === 'pglite') {
      const dataDir = tempDir()
      const running = await openDatabase({ dataDir })
      cleanups.push(() => running.close())
      await runMigrations(running)
      await fillWithEverything(running)
      const control = await startControlSocket(dataDir, {
        backup: (file, options) => writeBackup(running, file, options),
      })
      cleanups.push(async () => control?.close())
      expect(fs.statSync(control!.socketPath).mode & 0o777).toBe(0o600)
      return { database: running, env: { DATA_DIR: dataDir } }
    }
    const empty = await createEmptyPostgresDatabase(adminUrl!)
    cleanups.push(empty.drop)
    const running = await openDatabase({ databaseUrl: empty.url })
    cleanups.push(() => running.close())
    await runMigrations(running)
    await fillWithEverything(running)
    return { database: running, env: { DATABASE_URL: empty.url } }
  }

  async function emptyEnv(): Promise<{
    env: Record<string, string>
    open: () => Promise<Database>
  }> {
    if (testDbKind === 'pglite') {
      const dataDir = tempDir()
      return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) }
    }
    const empty = await createEmptyPostgresDatabase(adminUrl!)
    cleanups.push(empty.drop)
    return {
      env: { DATABASE_URL: empty.url },
      open: () => openDatabase({ databaseUrl: empty.url }),
    }
  }

  it(
    'backs up the database in use, restores into an empty one, refuses a full one',
    { timeout: 180_000 },
    async () => {
      const running = await inUse()
      const file = path.join(tempDir(), 'by-cli.jsonl.gz')
      const backup = await npmRun('backup', [file], running.env)
      if (testDbKind === 'pglite')
        expect(backup.output).toContain('The server is running; asking it for the backup.')
      expect(backup.output).toMatch(
        /Backup written: .*by-cli\.jsonl\.gz \(\d+ kB, \d+ rows in \d+ tables\)\./,
      )
      expect(backup.code).toBe(0)
      // The same name again: refused, the file kept; --force replaces it.
      const again1 = await npmRun('backup', [file], running.env)
      expect(again1.code).toBe(1)
      expect(again1.output).toContain(
        'already exists: nothing was written. Choose another file name, or add --force to replace it.',
      )
      const forced = await npmRun('backup', [file, '--force'], running.env)
      expect(forced.code).toBe(0)

      const target = await emptyEnv()
      const restore = await npmRun('restore', [file], target.env)
      expect(restore.output).toMatch(/^Restored .*by-cli\.jsonl\.gz: \d+ rows in \d+ tables\.$/m)
      expect(restore.output).toContain("Ended the backup's 0 sessions: everybody signs in again.")
      expect(restore.code).toBe(0)
      const again = await npmRun('restore', [file], target.env)
      expect(again.code).toBe(1)
      expect(again.output.trim()).toMatch(
        /^The target database is not empty \(it has \d+ tables, e\.g\. \w+\)\. Restore into a new/,
      )

      const restored = await target.open()
      cleanups.push(() => restored.close())
      const [expected, actual] = await Promise.all([
        everyTable(running.database),
        everyTable(restored),
      ])
      expect(actual).toEqual(expected)
      expect(expected.contents.media!.length).toBeGreaterThan(0)
    },
  )
})
