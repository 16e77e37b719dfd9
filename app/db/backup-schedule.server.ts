/**
 * Daily backups kept by the server itself: about once a day (checked every hour, and a minute
 * after start), a backup goes to BACKUP_DIR as daily-<time>.jsonl.gz and only the newest
 * BACKUP_KEEP of those are kept. Other files in the directory (backups made by hand) are never
 * touched. The schedule survives restarts because it looks at the files, not at a timer.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Config } from '~/config.server'
import type { Logger } from '~/logger.server'
import { BACKUP_EXTENSION, backupFileName, writeBackup, type BackupSummary } from './backup.server'
import type { Database } from './client.server'

export const DAILY_PREFIX = 'daily'
const HOUR = 60 * 60 * 1000
/** A little under a day, so that hourly checks land on roughly the same time every day. */
const DUE_AFTER = 23 * HOUR

export function backupDirOf(config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>) {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'))
}

/** The daily backups in `dir`, newest first. */
export function dailyBackups(dir: string) {
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((name) => name.startsWith(`${DAILY_PREFIX}-`) && name.endsWith(BACKUP_EXTENSION))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name))
}

/** Deletes all but the newest `keep` daily backups; answers the deleted files. */
export function pruneDailyBackups(dir: string, keep: number) {
  const removed = dailyBackups(dir).slice(keep)
  for (const file of removed) fs.rmSync(file, { force: true })
  return removed
}

/** Writes a daily backup when the newest is a day old (or there is none), then prunes. */
export async function runDailyBackupIfDue(
  database: Database,
  dir: string,
  keep: number,
  now = new Date(),
): Promise<BackupSummary | undefined> {
  const newest = dailyBackups(dir)[0]
  if (newest && now.getTime() - fs.statSync(newest).mtimeMs < DUE_AFTER) return undefined
  const summary = await writeBackup(database, path.join(dir, backupFileName(DAILY_PREFIX, now)))
  pruneDailyBackups(dir, keep)
  return summary
}

export interface DailyBackups {
  stop(): void
}

export function startDailyBackups(
  database: Database,
  dir: string,
  keep: number,
  logger: Logger,
  firstCheckMs = 60_000,
): DailyBackups {
  let running = false
  const check = async () => {
    if (running) return
    running = true
    try {
      const summary = await runDailyBackupIfDue(database, dir, keep)
      if (summary) logger.info({ file: summary.file, bytes: summary.bytes }, 'daily backup written')
    } catch (error) {
      logger.error({ err: error, dir }, 'daily backup failed')
    } finally {
      running = false
    }
  }
  const first = setTimeout(check, firstCheckMs)
  const hourly = setInterval(check, HOUR)
  first.unref()
  hourly.unref()
  return {
    stop() {
      clearTimeout(first)
      clearInterval(hourly)
    },
  }
}
