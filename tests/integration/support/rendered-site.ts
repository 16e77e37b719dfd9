/**
 * The built site in this process: the production bundle's Express app (server/app.ts with its
 * middleware, page cache, delivery transforms and React Router's request handler), listening on
 * a free local port over a fresh migrated database with the demo content (PGlite in a temporary
 * directory unpacked from the run's migrated dump, or a new database on TEST_DATABASE_URL when
 * TEST_DB=postgres). `npm run build`
 * must have run since the last change to app/ or server/: it fails otherwise, as the browser
 * tests would show an old build.
 *
 * For what the server sends, which needs no browser: status codes, headings, links, meta tags,
 * JSON-LD, and axe-core on the parsed page (support/axe-html.ts). What only a browser shows
 * (hydration, focus, dialogs, layout, colour contrast) stays in tests/e2e.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Window } from 'happy-dom'
import { inject } from 'vitest'

import { parseConfig } from '~/config.server'
import { createLogger } from '~/logger.server'
import { createEmptyPostgresDatabase, testDbKind } from './test-database'

/** The settings the browser tests' servers have too (tests/e2e/support/e2e-server.ts). */
export const RENDERED_SITE_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  AUTH_SECRET: 'rendered-secret-rendered-secret-rendered-secret',
  WHATSAPP_INVITE_URL: 'https://chat.whatsapp.com/E2eCommunityInvite',
  CONTACT_EMAIL: 'hello@example.org',
  CONTACT_PHONE: '+357 22 000000',
  INSTAGRAM_URL: 'https://www.instagram.com/example_foundation',
  SOCIAL_HANDLE: '@example_foundation',
}

export interface RenderedSite {
  /** Where it listens, and what BASE_URL says (absolute links, canonical addresses). */
  base: string
  get(pathAndQuery: string, headers?: Record<string, string>): Promise<Response>
  /** The page's HTML; fails unless it answers `status` (200 by default). */
  html(pathAndQuery: string, status?: number): Promise<string>
  /** The page parsed into a DOM (happy-dom), without running its scripts. */
  document(pathAndQuery: string, status?: number): Promise<Document>
  close(): Promise<void>
}

interface BuiltServer {
  openServices(config: unknown, logger: unknown): Promise<{ database: { close(): Promise<void> } }>
  createApp(services: unknown): http.RequestListener
}

/** The newest modification time of the files under `dir`. */
function newestChange(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

async function importBuild(): Promise<BuiltServer> {
  const entry = path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')
  if (!fs.existsSync(entry)) throw new Error('No production build: run `npm run build` first.')
  const built = fs.statSync(entry).mtimeMs
  for (const dir of ['app', 'server'])
    if (newestChange(dir) > built)
      throw new Error(`${dir}/ changed after the last build: run \`npm run build\` first.`)
  return (await import(pathToFileURL(entry).href)) as BuiltServer
}

export async function startRenderedSite(env: Record<string, string> = {}): Promise<RenderedSite> {
  const cleanups: (() => Promise<void> | void)[] = []
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const server = await importBuild()
    const listener = http.createServer()
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    const port = (listener.address() as { port: number }).port
    const base = `http://127.0.0.1:${port}`
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          listener.closeAllConnections()
          listener.close(() => resolve())
        }),
    )

    const database: Record<string, string> = {}
    if (testDbKind === 'postgres') {
      // A copy of the run's migrated database: the server finds no migration to run.
      const empty = await createEmptyPostgresDatabase(
        process.env.TEST_DATABASE_URL!,
        inject('postgresTemplate') || undefined,
      )
      cleanups.push(() => empty.drop())
      database.DATABASE_URL = empty.url
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-rendered-'))
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
      database.DATA_DIR = dir
      // The run's migrated dump (support/migrated-template.global.ts) is PGlite's data directory
      // as a tar: unpacked, the server skips creating a cluster and finds no migration to run.
      const template = inject('pgliteTemplate')
      if (template) {
        fs.mkdirSync(path.join(dir, 'pglite'))
        execFileSync('tar', ['-xf', template, '-C', path.join(dir, 'pglite')])
      }
    }
    const config = parseConfig({
      ...RENDERED_SITE_ENV,
      BASE_URL: base,
      PORT: String(port),
      ...database,
      ...env,
    })
    const services = await server.openServices(config, createLogger(config.LOG_LEVEL))
    cleanups.push(() => services.database.close())
    listener.on('request', server.createApp(services))
    // The first page loads the route modules and fills the caches; the first test need not pay.
    const warm = await fetch(`${base}/`)
    await warm.arrayBuffer()

    const get = (pathAndQuery: string, headers?: Record<string, string>) =>
      fetch(`${base}${pathAndQuery}`, { headers, redirect: 'manual' })
    const html = async (pathAndQuery: string, status = 200) => {
      const response = await get(pathAndQuery)
      const text = await response.text()
      if (response.status !== status)
        throw new Error(`${pathAndQuery} answered ${response.status}, not ${status}`)
      return text
    }
    const windows: Window[] = []
    cleanups.push(async () => {
      for (const window of windows) await window.happyDOM.close()
    })
    return {
      base,
      get,
      html,
      async document(pathAndQuery, status) {
        const window = new Window({ url: `${base}${pathAndQuery}` })
        windows.push(window)
        const parsed = new window.DOMParser().parseFromString(
          await html(pathAndQuery, status),
          'text/html',
        )
        return parsed as unknown as Document
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
