/**
 * The secret that signs session cookies: AUTH_SECRET, or (development, the embedded default) one
 * generated once and kept in DATA_DIR/auth-secret so that sessions survive a restart.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Config } from '~/config.server'
import type { Logger } from '~/logger.server'

export const SECRET_FILE = 'auth-secret'

export function resolveAuthSecret(config: Config, logger: Logger): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET
  const dir = path.resolve(config.DATA_DIR)
  const file = path.join(dir, SECRET_FILE)
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dir, { recursive: true })
  const secret = crypto.randomBytes(32).toString('base64url')
  // 'wx': if another process wrote it first, use theirs.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return fs.readFileSync(file, 'utf8').trim()
    throw error
  }
  logger.warn(
    { file },
    config.DATABASE_URL
      ? 'AUTH_SECRET is not set: generated one in DATA_DIR. Set AUTH_SECRET so that all app instances share it.'
      : 'AUTH_SECRET is not set: generated one in DATA_DIR',
  )
  return secret
}
