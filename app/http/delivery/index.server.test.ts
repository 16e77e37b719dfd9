import { Readable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { deliveryMisses, documentStream, stringModules } from './index.server'

const ON = { scriptsAfterPaint: true }

/** A logger whose lines are kept, to see what an operator would read. */
function recordingLogger() {
  const lines: { level: number; msg: string; miss?: string }[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) })
  return { logger, lines }
}

async function send(html: string, switches = ON, logger = recordingLogger().logger) {
  const { input, output } = documentStream(switches, logger, 'http://localhost/')
  Readable.from([Buffer.from(html)]).pipe(input)
  const out: Buffer[] = []
  for await (const chunk of output) out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

const UNRECOGNISED =
  '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body>' +
  '<script type="module" data-new-markup="">import("/assets/a.js")</script></body></html>'

describe('documentStream', () => {
  it('counts every document it does not recognise and logs an error naming the switch, once', async () => {
    const { logger, lines } = recordingLogger()
    // Each test file has its own module state: nothing was counted before this test.
    expect(deliveryMisses().scriptsAfterPaint).toBe(0)
    expect(await send(UNRECOGNISED, ON, logger)).toContain('data-new-markup')
    await send(UNRECOGNISED, ON, logger)
    expect(deliveryMisses().scriptsAfterPaint).toBe(2)
    const errors = lines.filter((line) => line.level === 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toContain('DELIVERY_SCRIPTS_AFTER_PAINT=off')
    expect(errors[0]!.miss).toBe('no module script')
  })

  it('with the switch off hands the document on as React Router wrote it, and counts nothing', async () => {
    const before = deliveryMisses().scriptsAfterPaint
    const html = UNRECOGNISED.replace('data-new-markup=""', 'async=""')
    expect(await send(html, { ...ON, scriptsAfterPaint: false })).toBe(html)
    expect(deliveryMisses().scriptsAfterPaint).toBe(before)
  })
})

describe('stringModules', () => {
  it("names the build's file of each area in the page's language, skipping what it does not know", () => {
    const files = {
      'en/common': '/assets/common-A.js',
      'el/common': '/assets/common-B.js',
      'el/events': '/assets/events-C.js',
    }
    expect(stringModules('el', ['common', 'events', 'nothing'], files)).toEqual([
      '/assets/common-B.js',
      '/assets/events-C.js',
    ])
    expect(stringModules('en', ['common'], files)).toEqual(['/assets/common-A.js'])
    expect(stringModules('fr', ['common'], files)).toEqual([])
    // Areas that share a file name it once.
    const shared = { 'el/common': '/assets/strings-el.js', 'el/chrome': '/assets/strings-el.js' }
    expect(stringModules('el', ['common', 'chrome'], shared)).toEqual(['/assets/strings-el.js'])
  })
})
