import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { createRenderQueue, type RenderQueue } from './render-queue'

/** A real HTTP server whose renders answer only when the test lets them (by request path). */
async function serve(queue: RenderQueue) {
  const started: string[] = []
  const pending = new Map<string, http.ServerResponse>()
  const server = http.createServer((req, res) => {
    queue.admit(req, res, () => {
      started.push(req.url!)
      pending.set(req.url!, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  return {
    started,
    get: (path: string, signal?: AbortSignal) =>
      fetch(`${base}${path}`, { signal }).then((response) => response.text()),
    finish(path: string) {
      pending.get(path)!.end(`done ${path}`)
      pending.delete(path)
    },
  }
}

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

describe('the render queue', () => {
  it('runs at most its limit of renders at once and starts the others in order of arrival', async () => {
    const queue = createRenderQueue(2)
    const site = await serve(queue)
    const answers = ['/a', '/b', '/c', '/d'].map((path) => site.get(path))
    await until(() => site.started.length === 2 && queue.waiting === 2)
    expect(site.started).toEqual(['/a', '/b'])

    site.finish('/b')
    await until(() => site.started.length === 3)
    expect(site.started).toEqual(['/a', '/b', '/c'])
    expect(queue.running).toBe(2)

    site.finish('/a')
    await until(() => site.started.length === 4)
    site.finish('/c')
    site.finish('/d')
    expect(await Promise.all(answers)).toEqual(['done /a', 'done /b', 'done /c', 'done /d'])
    await until(() => queue.running === 0 && queue.waiting === 0)
  })

  it('skips a request whose visitor left while it waited', async () => {
    const queue = createRenderQueue(1)
    const site = await serve(queue)
    const first = site.get('/first')
    const leaving = new AbortController()
    const left = site.get('/left', leaving.signal).catch((error: Error) => error.name)
    const last = site.get('/last')
    await until(() => queue.waiting === 2)
    leaving.abort()
    expect(await left).toBe('AbortError')
    // Let the server see the closed connection before the place frees up.
    await new Promise((resolve) => setTimeout(resolve, 50))

    site.finish('/first')
    await until(() => site.started.length === 2)
    expect(site.started).toEqual(['/first', '/last'])
    site.finish('/last')
    expect([await first, await last]).toEqual(['done /first', 'done /last'])
  })

  it('gives a place back when a response is still open after the hold time', async () => {
    const queue = createRenderQueue(1, 100)
    const site = await serve(queue)
    const slow = site.get('/slow')
    const next = site.get('/next')
    await until(() => site.started.length === 1)
    // /slow is never finished by its render: after 100 ms /next runs beside it.
    await until(() => site.started.length === 2)
    expect(site.started).toEqual(['/slow', '/next'])
    site.finish('/next')
    site.finish('/slow')
    expect([await slow, await next]).toEqual(['done /slow', 'done /next'])
    await until(() => queue.running === 0)
  })

  it('runs every render at once without a limit', async () => {
    const queue = createRenderQueue(0)
    const site = await serve(queue)
    const answers = ['/a', '/b', '/c'].map((path) => site.get(path))
    await until(() => site.started.length === 3)
    for (const path of ['/a', '/b', '/c']) site.finish(path)
    expect(await Promise.all(answers)).toEqual(['done /a', 'done /b', 'done /c'])
  })
})
