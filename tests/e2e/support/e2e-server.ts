/**
 * The built server as the browser tests run it: each Playwright worker starts one of its own, on
 * its own port, over its own copy of a data directory that the setup project migrated, seeded
 * and signed into once (tests/e2e/setup/template.setup.ts). No test sees another worker's writes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from '../../../scripts/free-port.mjs'
import { SERVER_ARGS, SERVER_ENV } from '../../../scripts/server-command.mjs'

/** ADMIN_EMAILS of the test servers: the accounts made before the start (accounts.ts), and fresh addresses for the sign-up and password-reset flows. */
export const E2E_ALLOWED_EMAILS = [
  'admin@example.org',
  'user@example.org',
  'author@example.org',
  'editor@example.org',
  'guardian@example.org',
  'leaver@example.org',
  'sentinel@example.org',
  'newcomer@example.org',
  'forgetful@example.org',
  'unverified@example.org',
  'reviewer@example.org',
]

/** Everything the test servers are configured with, besides where they listen and keep their data. */
export const E2E_SERVER_ENV: Record<string, string> = {
  ...SERVER_ENV,
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  ADMIN_EMAILS: E2E_ALLOWED_EMAILS.join(','),
  // Tests sign in through the real form from one address; keep the limiter out of the way.
  AUTH_RATE_LIMIT: '100000',
  AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  // The profile page's integrations (tests/e2e/auth.spec.ts answers these addresses itself).
  INSTAGRAM_CLIENT_ID: 'e2e-instagram-client',
  INSTAGRAM_REDIRECT_URI: 'https://instagram-callback.example/callback',
  ANALYTICS_DASHBOARD_URL: 'https://analytics.example/dashboard',
  // The foundation's contact details and community invite (tests/e2e/chrome.spec.ts). These
  // override the site settings; the helpline and Facebook page are left to the settings page
  // (tests/e2e/site-settings.spec.ts).
  WHATSAPP_INVITE_URL: 'https://chat.whatsapp.com/E2eCommunityInvite',
  CONTACT_EMAIL: 'hello@example.org',
  CONTACT_PHONE: '+357 22 000000',
  INSTAGRAM_URL: 'https://www.instagram.com/example_foundation',
  SOCIAL_HANDLE: '@example_foundation',
}

/** The folder of this run (made by playwright.config.ts, removed by its global teardown). */
export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR
  if (!dir)
    throw new Error('E2E_RUN_DIR is not set: run the browser tests through playwright.config.ts')
  return dir
}

/** The seeded data directory every worker copies. */
export const templateDir = () => path.join(runDir(), 'template')

/** The signed-in browser state of an account, made once through the real form by the setup project. */
export const storageStateFile = (who: string) => path.join(runDir(), `state-${who}.json`)

export interface ServerOptions {
  /** Settings over E2E_SERVER_ENV (LOG_LEVEL among them). */
  env?: Record<string, string>
  /** A port of the caller's (a restart on the same address, or a bad setting); a free one otherwise. */
  port?: number | string
  /** The arguments for `node`: the built server (SERVER_ARGS) unless given. */
  args?: readonly string[]
  /** Keep what the server writes to standard output (its log lines) in `output()` too. */
  keepStdout?: boolean
  /** How long `startE2eServer` waits for /healthz. */
  timeoutMs?: number
}

export interface SpawnedServer {
  base: string
  port: number
  child: ChildProcess
  /** What the server printed so far (standard error, and standard output when kept). */
  output: () => string
  /** The exit code, once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>
  /** Sends `signal` (SIGTERM unless given) to a running server; resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export type RunningServer = SpawnedServer

/**
 * Starts the server over `dataDir` (none: the server's own default, as with DATABASE_URL) and
 * returns at once: for a test of a start that must fail, or of what happens before it listens.
 */
export async function spawnE2eServer(
  dataDir: string | undefined,
  options: ServerOptions = {},
): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort())
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...(options.args ?? SERVER_ARGS)], {
    // As in production: absolute links (canonical, share pictures) come from BASE_URL, never from the request.
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      BASE_URL: base,
      ...options.env,
      PORT: String(port),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', options.keepStdout ? 'pipe' : 'ignore', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  return { base, port: Number(port), child, output: () => output, exited, stop }
}

/** Starts the server (as `spawnE2eServer`) and resolves once /healthz answers. */
export async function startE2eServer(
  dataDir: string | undefined,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 120_000
  const server = await spawnE2eServer(dataDir, options)
  let exitCode: number | null | undefined
  void server.exited.then((code) => (exitCode = code))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the test server exited (${exitCode}): ${server.output()}`)
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return server
    } catch {
      // not listening yet
    }
    // The next probe, or the exit, whichever comes first.
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 100))])
  }
  await server.stop()
  throw new Error(
    `the test server did not answer /healthz within ${timeoutMs} ms: ${server.output()}`,
  )
}

/** A fresh copy of the template data directory for one worker (or one test that needs its own). */
export function copyOfTemplate(name: string): string {
  const dir = fs.mkdtempSync(path.join(runDir(), `${name}-`))
  fs.cpSync(templateDir(), dir, { recursive: true })
  return dir
}
