// Starts and stops the production build for the benchmarks, as `npm start` runs it
// (server-command.mjs), on 127.0.0.1 and a free port.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { freePort } from './free-port.mjs'
import { SERVER_ARGS, SERVER_ENV } from './server-command.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts the built server with `env` on top of the production defaults; resolves once the home
 * page answers, with the process, its address and the time from start to that first page.
 */
export async function startBuiltServer(env) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  // Up to two minutes: a first start seeds the demo content, which a busy machine does slowly.
  for (let i = 0; i < 2400; i++) {
    try {
      if ((await fetch(`${url}/`)).ok)
        return { child, url, coldStartMs: Math.round(performance.now() - started) }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited during start')
    await sleep(50)
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start within 2 minutes')
}

/** Stops a server from startBuiltServer and waits for its process to end. */
export async function stopBuiltServer(server) {
  if (server.child.exitCode !== null) return
  const exited = new Promise((resolve) => server.child.on('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

/** The server process's resident set size (RSS) in megabytes, as Linux reports it now. */
export function residentMegabytes(server) {
  return (
    Number(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) /
    1024
  )
}
