/**
 * The production server as an operator starts it, for the operational specs: its log at info,
 * read from standard output, over a data directory of the test's own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { test } from '@playwright/test'

import { spawnE2eServer, startE2eServer } from './e2e-server'

const OPERATOR = { env: { LOG_LEVEL: 'info' }, keepStdout: true }

type Options = Parameters<typeof spawnE2eServer>[1]

/** Starts a server and returns at once (a start that must fail). */
export const run = (dataDir: string, options: Options = {}) =>
  spawnE2eServer(dataDir, { ...OPERATOR, ...options, env: { ...OPERATOR.env, ...options?.env } })

/** Starts a server and waits until /healthz answers; PGlite's first open takes a while. */
export const start = (dataDir: string, options: Options = {}) =>
  startE2eServer(dataDir, {
    ...OPERATOR,
    timeoutMs: 90_000,
    ...options,
    env: { ...OPERATOR.env, ...options?.env },
  })

/** How many cards the home page shows. */
export async function countOnHome(url: string) {
  const html = await (await fetch(`${url}/`)).text()
  return (html.match(/<article/g) ?? []).length
}

/** An empty directory, removed after the spec's tests (registers its own afterAll). */
export function tempDirs() {
  const dirs: string[] = []
  test.afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epilepsy-life-'))
    dirs.push(dir)
    return dir
  }
}
