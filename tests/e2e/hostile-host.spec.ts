/**
 * Answers of the built server to requests no page can serve, over raw HTTP: a Host header no
 * address can be built on answers 400 (never Express's 500 page), and an anonymous `.data`
 * answer that is not a 200 carries the pages' Cache-Control.
 */
import net from 'node:net'

import { expect, test } from './support/test'

function rawGet(baseURL: string, path: string, host: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const at = text.indexOf('\r\n\r\n')
      const head = text.slice(0, at)
      resolve({ status: Number(head.split(' ')[1]), head, body: text.slice(at + 4) })
    })
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
    )
  })
}

test('a malformed Host answers 400 on pages and the API, with the site page', async ({
  baseURL,
}) => {
  for (const host of ['127.0.0.1:99999', '127.0.0.1:65536', '127.0.0.1:-1', 'a b']) {
    for (const path of ['/', '/events', '/api/v1/events', '/wiki.data']) {
      const answer = await rawGet(baseURL!, path, host)
      expect(answer.status, `${host} ${path}`).toBe(400)
      expect(answer.body).not.toMatch(/<pre>|Internal Server Error/)
    }
  }
  const page = await rawGet(baseURL!, '/events', '127.0.0.1:99999')
  expect(page.body).toContain('The address this request was sent to is not valid.')
})

test('anonymous .data answers other than 200 carry the pages’ Cache-Control', async ({
  request,
}) => {
  const missing = await request.get('/events/00000000-0000-4000-8000-000000000000.data')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  const guarded = await request.get('/admin/settings.data')
  expect([401, 403]).toContain(guarded.status())
  expect(guarded.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
})
