/**
 * TRUST_PROXY as Express applies it: the client address that the rate limits of likes and
 * sign-in key on (req.ip) is the one the trusted proxy saw, never a value the client wrote into
 * X-Forwarded-For itself; forwarded host and scheme count only from a trusted proxy.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'

import { parseConfig } from '~/config.server'

const servers: http.Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
})

async function serverWith(TRUST_PROXY: string) {
  const app = express()
  app.set('trust proxy', parseConfig({ TRUST_PROXY }).TRUST_PROXY)
  app.get('/', (req, res) => void res.json({ ip: req.ip, host: req.host, protocol: req.protocol }))
  const server = http.createServer(app)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function seen(base: string, headers: Record<string, string>) {
  return (await fetch(base, { headers })).json() as Promise<{
    ip: string
    host: string
    protocol: string
  }>
}

describe('TRUST_PROXY', () => {
  it('with one proxy, takes the address that proxy appended, not one the client sent before it', async () => {
    const base = await serverWith('1')
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the address it saw.
    expect((await seen(base, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' })).ip).toBe('203.0.113.9')
    expect((await seen(base, { 'x-forwarded-for': '1.2.3.5, 1.2.3.6, 203.0.113.9' })).ip).toBe(
      '203.0.113.9',
    )
  })

  it('with two proxies, counts two hops from the right', async () => {
    const base = await serverWith('2')
    expect((await seen(base, { 'x-forwarded-for': '1.2.3.4, 198.51.100.20, 10.0.0.2' })).ip).toBe(
      '198.51.100.20',
    )
  })

  it('with proxy addresses, trusts only those addresses', async () => {
    const trusted = await serverWith('127.0.0.1/8, ::1')
    expect((await seen(trusted, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' })).ip).toBe(
      '203.0.113.9',
    )
    const other = await serverWith('10.0.0.0/8')
    const direct = await seen(other, {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(direct.ip).toMatch(/127\.0\.0\.1$/)
    expect(direct.host).not.toBe('evil.example')
    expect(direct.protocol).toBe('http')
  })

  it('off (the default): forwarded headers are ignored', async () => {
    const base = await serverWith('')
    const direct = await seen(base, {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
    })
    expect(direct.ip).toMatch(/127\.0\.0\.1$/)
    expect(direct.host).toMatch(/^127\.0\.0\.1:/)
  })

  it('refuses "true" (trust any proxy) and nonsense with one clear line', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid TRUST_PROXY: must be the number of reverse proxies/,
    )
    expect(() => parseConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/Invalid TRUST_PROXY/)
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/Invalid TRUST_PROXY/)
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ])
  })
})
