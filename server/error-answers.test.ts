/**
 * Requests no route can serve, in a real Express server on 127.0.0.1 with the server's guards and
 * its last error handler: a Host header no address can be built on answers 400 before any route
 * runs, and an error a route passes on answers as the site's own error page, never as Express's.
 */
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'
import { createLogger } from '~/logger.server'
import { errorHandler } from './error-handler'
import { isUsableHost, requestGuards } from './request-guards'

let server: http.Server
let port: number

beforeAll(async () => {
  const app = express()
  app.set('trust proxy', parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY)
  app.use(requestGuards({ BASE_URL: undefined }))
  app.get('/fails', () => {
    throw new Error('a bug in a route')
  })
  // Builds the request's URL from its host, as React Router's Express adapter and the page cache do.
  app.use((req, res) => {
    const url = new URL(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`)
    res.json({ path: url.pathname })
  })
  app.use(errorHandler(createLogger('silent')))
  server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** A GET written by hand, so that the Host header is exactly what a hostile client sends. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), head, body })
    })
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
    socket.write([`GET ${path} HTTP/1.1`, ...lines, 'Connection: close', '', ''].join('\r\n'))
  })
}

describe('a Host header no address can be built on', () => {
  const BAD = [
    '127.0.0.1:99999',
    '127.0.0.1:65536',
    '127.0.0.1:-1',
    'a b',
    'site.test/path',
    'user@site.test',
  ]

  it('answers 400 on pages and on the API, in the caller language, before any route runs', async () => {
    for (const host of BAD) {
      const page = await rawGet('/events', { Host: host, Accept: 'text/html' })
      expect(page.status, host).toBe(400)
      expect(page.body).toContain('The address this request was sent to is not valid.')
      const api = await rawGet('/api/v1/events', { Host: host, 'Accept-Language': 'el' })
      expect(api.status, host).toBe(400)
      expect(JSON.parse(api.body)).toEqual({
        error: { code: 'bad_request', message: expect.stringContaining('δεν είναι έγκυρη') },
      })
    }
  })

  it('is refused from a trusted proxy too; ordinary hosts pass', async () => {
    const forwarded = await rawGet('/events', {
      Host: '127.0.0.1',
      'X-Forwarded-Host': 'example.org:70000',
    })
    expect(forwarded.status).toBe(400)
    for (const host of [
      'localhost:3000',
      '127.0.0.1',
      'example.org',
      '[::1]:8080',
      'epilepsy.example:443',
    ]) {
      const answer = await rawGet('/events', { Host: host })
      expect(answer.status, host).toBe(200)
    }
    expect(isUsableHost(undefined)).toBe(true)
    expect(isUsableHost('127.0.0.1:65535')).toBe(true)
  })
})

describe('an error a route passes on', () => {
  it('answers 500 with the site page in the caller language, not Express’s page or a stack trace', async () => {
    const page = await rawGet('/fails', {
      Host: '127.0.0.1',
      Accept: 'text/html',
      'Accept-Language': 'el',
    })
    expect(page.status).toBe(500)
    expect(page.head).toMatch(/content-type: text\/html/i)
    expect(page.body).toContain('<html lang="el">')
    expect(page.body).not.toMatch(/<pre>|a bug in a route|at .*\.ts:\d+/)
    const api = await rawGet('/fails', { Host: '127.0.0.1', Accept: 'application/json' })
    expect(api.status).toBe(500)
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'internal' } })
  })
})
