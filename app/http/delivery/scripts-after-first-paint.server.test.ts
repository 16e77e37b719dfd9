import vm from 'node:vm'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import {
  INERT_TYPE,
  PRELOADS_PER_TASK,
  scriptsAfterFirstPaint,
  starterScript,
  type ScriptsAfterPaintMiss,
  type StringModules,
} from './scripts-after-first-paint.server'

/** Streams `html` through the transform in chunks of `size` bytes and returns what comes out. */
async function through(
  html: string,
  size: number,
  onMiss?: (miss: ScriptsAfterPaintMiss) => void,
  stringModules?: StringModules,
) {
  const bytes = Buffer.from(html, 'utf8')
  const chunks: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size))
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(
    scriptsAfterFirstPaint(onMiss, stringModules),
  ))
    out.push(chunk as Buffer)
  return Buffer.concat(out).toString('utf8')
}

const HEAD_START =
  '<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"/><title>Επιληψία Κύπρου</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>'
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/>'
const BODY_START =
  '</head><body><p>Κρίσεις — επιληψία</p><script nonce="n">window.__ctx = {"a":"\\u003cb"};</script>'
const MODULE_TEXT =
  ';\nimport * as route0 from "/assets/root.js";\nwindow.__manifest = {"x":"Ω"};\nimport("/assets/entry.client.js");'
const MODULE = `<script nonce="n" type="module" async="">${MODULE_TEXT}</script>`
const REST = '<script nonce="n">window.__ctx.stream.close();</script></body></html>'
const DOCUMENT = HEAD_START + PRELOADS + BODY_START + MODULE + REST

const EXPECTED =
  HEAD_START +
  BODY_START +
  `<script nonce="n" type="${INERT_TYPE}">${MODULE_TEXT}</script>` +
  starterScript(' nonce="n"', ['/assets/entry.client.js', '/assets/framework.js']) +
  REST

describe('scriptsAfterFirstPaint', () => {
  it('moves the preloads out of the head and the module script behind the starter, the rest byte for byte', async () => {
    // Every chunk size, so that tags, the head's end, the script's ends and Greek letters are cut at every place.
    for (let size = 1; size <= 80; size++)
      expect(await through(DOCUMENT, size), `chunks of ${size}`).toBe(EXPECTED)
    expect(await through(DOCUMENT, 1 << 16)).toBe(EXPECTED)
  })

  it("adds the modules of the page's areas of strings in its language after the others", async () => {
    const areas = '<meta name="i18n-areas" content="common chrome likes events"/>'
    const html = DOCUMENT.replace('<title>', `${areas}<title>`)
    const asked: [string, string[]][] = []
    const stringModules: StringModules = (lang, names) => {
      asked.push([lang, names])
      return names.map((name) => `/assets/${lang}-${name}.js`)
    }
    const expected = EXPECTED.replace('<title>', `${areas}<title>`).replace(
      starterScript(' nonce="n"', ['/assets/entry.client.js', '/assets/framework.js']),
      starterScript(' nonce="n"', [
        '/assets/entry.client.js',
        '/assets/framework.js',
        '/assets/el-common.js',
        '/assets/el-chrome.js',
        '/assets/el-likes.js',
        '/assets/el-events.js',
      ]),
    )
    for (const size of [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 1 << 16]) {
      asked.length = 0
      expect(await through(html, size, undefined, stringModules), `chunks of ${size}`).toBe(
        expected,
      )
      expect(asked).toEqual([['el', ['common', 'chrome', 'likes', 'events']]])
    }
  })

  it('leaves preloads and module scripts in the body after the first one alone', async () => {
    const later =
      '<link rel="modulepreload" href="/assets/late.js"/><script type="module" async="">late()</script>'
    const html = HEAD_START + PRELOADS + BODY_START + MODULE + later + REST
    const out = await through(html, 7)
    expect(out).toBe(EXPECTED.replace(REST, later + REST))
  })

  it('keeps a module script that never ends as it came', async () => {
    const html =
      HEAD_START + PRELOADS + BODY_START + `<script nonce="n" type="module" async="">${MODULE_TEXT}`
    expect(await through(html, 5)).toBe(
      HEAD_START + BODY_START + `<script nonce="n" type="module" async="">${MODULE_TEXT}`,
    )
  })

  it('passes a document without a head end or a module script through', async () => {
    const html = '<html><head><title>x</title><link rel="stylesheet" href="/a.css"/>'
    expect(await through(html, 3)).toBe(html)
    const noScripts = HEAD_START + BODY_START + REST
    expect(await through(noScripts, 4)).toBe(noScripts)
  })
})

describe('a document the transform does not recognise', () => {
  async function missesOf(html: string) {
    const misses: ScriptsAfterPaintMiss[] = []
    const out = await through(html, 9, (miss) => misses.push(miss))
    return { out, misses }
  }

  it('is reported once, not passed on in silence, when the module script is written differently', async () => {
    // As if an upgrade of React Router wrote its module script with other attributes.
    const changed = DOCUMENT.replace('type="module" async=""', 'type="module" data-router=""')
    const { out, misses } = await missesOf(changed)
    expect(misses).toEqual(['no module script'])
    // The page keeps a module script that runs, so it still hydrates.
    expect(out).toContain('<script nonce="n" type="module" data-router="">')
  })

  it('is reported when the head has no module preload to move', async () => {
    const changed = DOCUMENT.replaceAll('rel="modulepreload"', 'rel="preload" as="script"')
    expect((await missesOf(changed)).misses).toEqual(['no module preload in the head'])
  })

  it('is not reported for the markup it rewrites', async () => {
    expect(await missesOf(DOCUMENT)).toEqual({ out: EXPECTED, misses: [] })
  })
})

describe('starterScript', () => {
  it('carries the nonce and the preloads, with nothing that could end the script early', () => {
    const script = starterScript(' nonce="abc"', ['/assets/a.js', '/assets/</script>.js'])
    expect(script.startsWith('<script nonce="abc">')).toBe(true)
    expect(script.indexOf('</script>')).toBe(script.length - '</script>'.length)
    expect(script).toContain('"/assets/a.js"')
    expect(script).toContain('first-contentful-paint')
  })

  it('adds the preloads a few per task, and the module script after the last of them', () => {
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/m${i}.js`)
    const script = starterScript(' nonce="abc"', hrefs)
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'))

    // A page's worth of DOM and timers: what each task adds is recorded, and tasks run one at a time.
    const added: { tag: string; href?: string; text?: string }[][] = []
    const tasks: (() => void)[] = []
    let current: (typeof added)[number] = []
    const element = (tag: string) => ({
      tag,
      rel: '',
      href: '',
      nonce: '',
      type: '',
      textContent: '',
    })
    const append = (node: ReturnType<typeof element>) =>
      current.push({
        tag: node.tag,
        href: node.href || undefined,
        text: node.textContent || undefined,
      })
    const sandbox = {
      document: {
        currentScript: {
          previousElementSibling: { nonce: 'abc', textContent: 'import "/assets/entry.js"' },
        },
        createElement: element,
        head: { appendChild: append },
        body: { appendChild: append },
      },
      window: { PerformanceObserver: undefined },
      requestAnimationFrame: (callback: () => void) => tasks.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    }
    vm.runInNewContext(body, sandbox)
    while (tasks.length) {
      current = []
      tasks.shift()!()
      if (current.length) added.push(current)
    }

    expect(
      added
        .flat()
        .filter((node) => node.tag === 'link')
        .map((node) => node.href),
    ).toEqual(hrefs)
    expect(added.every((task) => task.length <= PRELOADS_PER_TASK + 1)).toBe(true)
    expect(added).toHaveLength(3)
    const last = added.at(-1)!
    expect(last.at(-1)).toEqual({ tag: 'script', text: 'import "/assets/entry.js"' })
    expect(added.flat().filter((node) => node.tag === 'script')).toHaveLength(1)
  })
})
