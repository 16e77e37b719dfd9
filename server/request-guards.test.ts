/**
 * The request guards in a real Express server on 127.0.0.1, with a route that reads its body the
 * way React Router's Express adapter does (a web ReadableStream over the Node request).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { BODY_LIMITS } from '~/lib/body-limits'
import { isBodyTooLarge } from '~/lib/body-limits'
import { LINGER_MS, requestGuards } from './request-guards'

let server: http.Server
let base: string
let port: number
const seen: { bytesRead: number } = { bytesRead: 0 }

function routerRequest(req: express.Request) {
  return new Request(`http://${req.get('host')}${req.originalUrl}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: createReadableStreamFromReadable(req),
    duplex: 'half',
  } as RequestInit)
}

beforeAll(async () => {
  const app = express()
  app.set('trust proxy', parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY)
  app.use(requestGuards({ BASE_URL: undefined }))
  // An admin-only write refused before its body is read (as the page actions do).
  app.post('/events/create', (_req, res) => {
    res.status(403).send('refused')
  })
  // Reads the whole body, as a form action or the JSON API does.
  app.use(async (req, res) => {
    if (req.method === 'GET') return void res.json({ read: true })
    const request = routerRequest(req)
    try {
      const body = await request.arrayBuffer()
      seen.bytesRead = body.byteLength
      res.json({ bytes: body.byteLength, ip: req.ip })
    } catch (error) {
      res.status(isBodyTooLarge(error) ? 413 : 500).json({ error: String(error) })
    }
  })
  server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  /** Bytes of the request body the client managed to write before the answer came. */
  sentBeforeAnswer: number
  /** How the connection ended after the answer: closed cleanly, reset, or still open. */
  socketError?: string
}

/**
 * Sends `total` bytes (declared, or chunked when `declare` is false) without waiting, and
 * resolves with the answer as soon as it arrives.
 */
function post(
  path: string,
  total: number,
  options: { declare?: boolean; headers?: Record<string, string> } = {},
) {
  const { declare = true, headers = {} } = options
  return new Promise<RawAnswer>((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(declare ? { 'content-length': String(total) } : {}),
        ...headers,
      },
    })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const pump = () => {
      while (!answered && sent < total) {
        const size = Math.min(chunk.length, total - sent)
        sent += size
        if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size)))
          return void request.once('drain', pump)
      }
      if (sent >= total) request.end()
    }
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    request.on('response', (response) => {
      answered = true
      const sentBeforeAnswer = sent
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text) => (body += text))
      response.on('end', () => {
        resolve({ status: response.statusCode!, headers: response.headers, body, sentBeforeAnswer })
        request.destroy()
      })
    })
    pump()
  })
}

describe('request body limits', () => {
  it('refuses a declared body over the route limit with 413 before reading it', async () => {
    const answer = await post('/auth', 50 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(answer.headers['content-type']).toMatch(/text\/html/)
    expect(answer.body).toContain('too large')
    // The answer came while most of the 50 MB was still unsent.
    expect(answer.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024)
  })

  it('answers the API in JSON, in the caller language', async () => {
    const answer = await post('/api/v1/events/abc/like', 50 * 1024 * 1024, {
      headers: { 'accept-language': 'el' },
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'payload_too_large', message: expect.stringContaining('πολύ μεγάλο') },
    })
  })

  it('stops a streamed (chunked) body at the limit: the reader fails, nothing more is kept', async () => {
    const answer = await post('/auth', 20 * 1024 * 1024, { declare: false })
    expect(answer.status).toBe(413)
    expect(answer.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024)
  })

  it('answers an over-size like with 413 instead of resetting the connection', async () => {
    const response = await fetch(`${base}/api/v1/news/abc/like`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ liked: true, padding: 'x'.repeat(BODY_LIMITS.like) }),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('payload_too_large')
  })

  it('passes bodies within the limit whole, also after a refused one on a kept-alive connection', async () => {
    const small = await fetch(`${base}/auth`, { method: 'POST', body: 'email=a%40b.c&password=x' })
    expect(await small.json()).toMatchObject({ bytes: 24 })
    const content = 'x'.repeat(BODY_LIMITS.contentForm - 10)
    const big = await fetch(`${base}/news/create`, { method: 'POST', body: content })
    expect(await big.json()).toMatchObject({ bytes: content.length })
  })

  it('drains an unread body after an early answer, then closes a connection that keeps sending', async () => {
    // The route answers 403 without reading; the client goes on sending an endless body.
    const started = Date.now()
    const closed = await new Promise<{ status: number; afterMs: number }>((resolve) => {
      let status = 0
      const request = http.request(`${base}/events/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      const chunk = Buffer.alloc(16 * 1024, 'a')
      let open = true
      const pump = () => {
        while (open) if (!request.write(chunk)) return void request.once('drain', pump)
      }
      request.on('response', (response) => {
        status = response.statusCode!
        response.resume()
      })
      request.on('error', () => {
        open = false
        resolve({ status, afterMs: Date.now() - started })
      })
      request.on('close', () => {
        open = false
        resolve({ status, afterMs: Date.now() - started })
      })
      pump()
    })
    expect(closed.status).toBe(403)
    expect(closed.afterMs).toBeGreaterThanOrEqual(LINGER_MS - 100)
    expect(closed.afterMs).toBeLessThan(LINGER_MS + 3000)
  }, 15_000)
})

describe('same-origin writes', () => {
  const send = (path: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { method: 'POST', headers, body: 'x=1' })

  it('refuses a cross-site form post to an action without a page (sign-out)', async () => {
    const response = await send('/auth/sign-out', { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('another website')
  })

  it('compares scheme, host and port', async () => {
    expect((await send('/auth/sign-out', { origin: `http://127.0.0.1:${port + 1}` })).status).toBe(
      403,
    )
    expect((await send('/auth/sign-out', { origin: `https://127.0.0.1:${port}` })).status).toBe(403)
    expect((await send('/auth/sign-out', { origin: 'null' })).status).toBe(403)
    expect((await send('/auth/sign-out', { origin: `http://127.0.0.1:${port}` })).status).toBe(200)
  })

  it('refuses a browser request marked cross-site even without Origin; lets API clients without either through', async () => {
    expect((await send('/api/v1/events', { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await send('/api/v1/events', {})).status).toBe(200)
  })

  it('lets reads through whatever their origin', async () => {
    expect(
      (await fetch(`${base}/events`, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200)
  })
})

describe('NUL bytes in the address', () => {
  it('answers 404 for a path and 400 for a query, before any route runs', async () => {
    expect((await fetch(`${base}/events/%00`)).status).toBe(404)
    expect((await fetch(`${base}/api/v1/events/a%00b`)).status).toBe(404)
    const query = await fetch(`${base}/api/v1/events?category=%00`)
    expect(query.status).toBe(400)
    expect((await query.json()).error.code).toBe('bad_request')
  })
})
