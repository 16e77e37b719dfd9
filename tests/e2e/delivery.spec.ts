/**
 * The delivery mechanisms (app/http/delivery) against React Router's real output: a server with
 * every switch off sends pages as React Router writes them, and the transform must recognise that
 * markup; the worker's server (every switch on) must have rewritten every page it sent.
 */
import { Readable } from 'node:stream'

import {
  INERT_TYPE,
  scriptsAfterFirstPaint,
  type ScriptsAfterPaintMiss,
} from '../../app/http/delivery/scripts-after-first-paint.server'
import { copyOfTemplate, startE2eServer, type RunningServer } from './support/e2e-server'
import { expect, test } from './support/test'

const PAGES = ['/?lang=en', '/events?lang=el', '/first-aid', '/wiki?lang=el', '/no-such-page']

let off: RunningServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  off = await startE2eServer(copyOfTemplate('delivery-off'), {
    env: { DELIVERY_SCRIPTS_AFTER_PAINT: 'off' },
  })
})

test.afterAll(async () => {
  await off?.stop()
})

/** `html` through the transform in chunks of `size` bytes, with what it reported missing. */
async function rewrite(html: string, size: number) {
  const bytes = Buffer.from(html, 'utf8')
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  const misses: ScriptsAfterPaintMiss[] = []
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(
    scriptsAfterFirstPaint((miss) => misses.push(miss)),
  ))
    out.push(chunk as Buffer)
  return { html: Buffer.concat(out).toString('utf8'), misses }
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
const preloadsOf = (html: string) =>
  [...headOf(html).matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1])

test("recognises React Router's own markup and rewrites it, whatever the chunks", async () => {
  for (const path of PAGES) {
    const original = await (await fetch(`${off.base}${path}`)).text()
    // As React Router writes it: the module preloads in the head, a module script in the body.
    const preloads = preloadsOf(original)
    expect(preloads.length, path).toBeGreaterThan(5)
    expect(original, path).toMatch(/<script[^>]* type="module"/)
    for (const size of [1 << 20, 1500, 97]) {
      const { html, misses } = await rewrite(original, size)
      expect(misses, `${path} in chunks of ${size}`).toEqual([])
      expect(headOf(html)).not.toContain('modulepreload')
      expect(html).not.toMatch(/<script[^>]* type="module"/)
      expect(html).toContain(`type="${INERT_TYPE}"`)
      // The starter lists every preload the head had.
      const listed = JSON.parse(/h=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[]
      expect(listed.toSorted()).toEqual(preloads.toSorted())
    }
  }
})

test('the server with the switch on rewrote every page it sent, and counted no miss', async ({
  request,
}) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text()
    expect(headOf(html), path).not.toContain('modulepreload')
    expect(html, path).toContain(`type="${INERT_TYPE}"`)
  }
  const health = (await (await request.get('/healthz')).json()) as {
    deliveryMisses: { scriptsAfterPaint: number }
  }
  expect(health.deliveryMisses.scriptsAfterPaint).toBe(0)
})

test('with the switch off, a page hydrates with the scripts as React Router wrote them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${off.base}/?lang=en`)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
})
