/**
 * What the built server sends for visitor pages, read without a browser: JSON-LD, the head's
 * title, canonical, hreflang and Open Graph tags, and the links that work before any script runs.
 * The whole app renders them through its real request handler (support/rendered-site.ts); and
 * how the build's scripts and style sheets are sent.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DOCUMENT_ONLY_HEADERS } from '../../server/security-headers'
import { startRenderedSite, type RenderedSite } from './support/rendered-site'

let site: RenderedSite
const BUILD_CLIENT = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
// Migrating and seeding a new database on a busy two-core machine can take minutes.
beforeAll(async () => {
  site = await startRenderedSite()
}, 300_000)
afterAll(async () => {
  await site?.close()
})

type Json = Record<string, unknown>

/** The first link on `listPath` whose address matches `pattern`. */
async function firstLink(listPath: string, pattern: RegExp) {
  const html = await site.html(listPath)
  const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => pattern.test(h))
  expect(href, listPath).toBeDefined()
  return href!
}

async function jsonLd(path: string): Promise<Json[]> {
  const html = await site.html(path)
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Json)
  expect(blocks.length, path).toBeGreaterThan(0)
  return blocks
}

const ofType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type)

/** An element's name as a reader hears it, near enough for links: its label or its text. */
const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()

describe('structured data (JSON-LD)', () => {
  it('every page names the foundation as an Organization', async () => {
    for (const path of [
      '/',
      '/about',
      '/events',
      '/news',
      '/search?q=seizure',
      '/living-with-epilepsy',
    ]) {
      const [org] = ofType(await jsonLd(path), 'Organization')
      expect(org, path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Epilepsy Cyprus',
        url: `${site.base}/`,
      })
    }
  })

  it('an event page describes the Event with status, location, offers and a Cyprus start time', async () => {
    const path = await firstLink('/events', /^\/events\/[a-z0-9]+(?:-[a-z0-9]+)*$/)
    const [event] = ofType(await jsonLd(path), 'Event')
    expect(event).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${site.base}${path}`,
      location: { '@type': 'Place' },
      offers: { '@type': 'Offer' },
    })
    expect(event!.name).toBeTruthy()
    expect(String(event!.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[23]:00$/)
  })

  it('news, stories and wiki articles carry NewsArticle/Article with dates, author and language', async () => {
    const baseURL = site.base
    const newsPath = await firstLink('/news', /^\/news\/[a-z0-9]+(?:-[a-z0-9]+)*$/)
    const [news] = ofType(await jsonLd(`${newsPath}?lang=el`), 'NewsArticle')
    expect(news).toMatchObject({ inLanguage: 'el' })
    // A named author is a Person; a post without one is credited to the foundation itself.
    const author = news!.author as Json
    if (author['@type'] === 'Person') expect(author.name).toBeTruthy()
    else expect(author).toEqual({ '@id': `${baseURL}/#organization` })
    for (const key of ['headline', 'datePublished', 'dateModified'])
      expect(news![key], key).toBeTruthy()

    const storyPath = await firstLink('/news?tab=stories', /^\/story\/[a-z0-9]+(?:-[a-z0-9]+)*$/)
    const [story] = ofType(await jsonLd(`${storyPath}?lang=en`), 'Article')
    expect(story).toMatchObject({ inLanguage: 'en', url: `${baseURL}${storyPath}` })

    const articlePath = '/living-with-epilepsy/seizure-first-aid/first-aid-step-by-step'
    const blocks = await jsonLd(`${articlePath}?lang=en`)
    const [article] = ofType(blocks, 'Article')
    expect(article).toMatchObject({
      headline: 'Seizure first aid step by step',
      inLanguage: 'en',
      mainEntityOfPage: `${baseURL}${articlePath}`,
    })
    expect(new Date(String(article!.dateModified)).toString()).not.toBe('Invalid Date')
    const [crumbs] = ofType(blocks, 'BreadcrumbList')
    expect((crumbs!.itemListElement as Json[]).map((i) => i.item)).toEqual([
      `${baseURL}/living-with-epilepsy`,
      `${baseURL}/living-with-epilepsy/seizure-first-aid`,
      `${baseURL}${articlePath}`,
    ])
  })

  it('section category pages carry a BreadcrumbList', async () => {
    const [crumbs] = ofType(
      await jsonLd('/understanding-epilepsy/what-is-epilepsy?lang=el'),
      'BreadcrumbList',
    )
    const items = crumbs!.itemListElement as Json[]
    expect(items.map((i) => i.position)).toEqual([1, 2])
    expect(items[0]).toMatchObject({
      name: 'Κατανόηση της επιληψίας',
      item: `${site.base}/understanding-epilepsy`,
    })
  })

  it("a wiki article's breadcrumb starts at the wiki, named in the page's language", async () => {
    const path = '/wiki/what-is-epilepsy/epilepsy-explained'
    for (const [lang, wiki] of [
      ['en', 'Epilepsy Wiki'],
      ['el', 'Εγκυκλοπαίδεια για την επιληψία'],
    ] as const) {
      const [crumbs] = ofType(await jsonLd(`${path}?lang=${lang}`), 'BreadcrumbList')
      const items = crumbs!.itemListElement as Json[]
      expect(items.map((i) => i.item)).toEqual([
        `${site.base}/wiki`,
        `${site.base}/wiki/what-is-epilepsy`,
        `${site.base}${path}`,
      ])
      expect(items[0], lang).toMatchObject({ name: wiki })
    }
  })
})

describe('page metadata', () => {
  /** The page's <head> as the server sends it, which is what search engines and link previews read. */
  async function headOf(path: string) {
    const document = await site.document(path)
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? undefined
    return {
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      greek: attribute('link[rel="alternate"][hreflang="el"]', 'href'),
      english: attribute('link[rel="alternate"][hreflang="en"]', 'href'),
      ogTitle: attribute('meta[property="og:title"]', 'content'),
      ogDescription: attribute('meta[property="og:description"]', 'content'),
      ogImage: attribute('meta[property="og:image"]', 'content'),
    }
  }

  for (const [path, title] of [
    ['/', 'Epilepsy Cyprus'],
    ['/about', 'About us | Epilepsy Cyprus'],
    ['/privacy', 'Privacy Policy | Epilepsy Cyprus'],
    ['/terms', 'Terms of Use | Epilepsy Cyprus'],
    ['/accessibility', 'Accessibility Statement | Epilepsy Cyprus'],
  ] as const) {
    it(`${path} has its title, description, canonical, hreflang and Open Graph tags`, async () => {
      const origin = site.base
      expect((await headOf(`${path}?lang=el`)).title).not.toBe(title)
      const head = await headOf(`${path}?lang=en`)
      expect(head).toMatchObject({
        title,
        description: expect.stringMatching(/.{40,}/),
        canonical: `${origin}${path}`,
        greek: `${origin}${path}?lang=el`,
        english: `${origin}${path}`,
        ogTitle: expect.stringMatching(/.+/),
        ogDescription: expect.stringMatching(/.+/),
        ogImage: `${origin}/social/site.en.png`,
      })
    })
  }
})

describe('before any script runs', () => {
  it('every emergency control dials 112 until the page can open the dialog', async () => {
    const document = await site.document('/?lang=en')
    const controls = document.querySelectorAll('main a[href="tel:112"], footer a[href="tel:112"]')
    // The hero, the help card, the get-help section, and the footer's Emergency link; the
    // footer's helpline is the foundation's own line, never the emergency number.
    expect(controls).toHaveLength(4)
    const footerLinks = [...document.querySelectorAll('footer a')]
    const emergency = footerLinks.filter((link) => nameOf(link) === 'Emergency')
    expect(emergency.map((link) => link.getAttribute('href'))).toEqual(['tel:112'])
    const helpline = footerLinks.filter((link) => /24\/7 Helpline/.test(nameOf(link)))
    expect(helpline.length).toBeGreaterThan(0)
    for (const link of helpline) expect(link.getAttribute('href')).not.toBe('tel:112')
  })
})

describe('scripts and styles on the wire', () => {
  /** The page's own scripts and style sheets, as the document names them. */
  async function assetsOf(pagePath: string) {
    const html = await site.html(pagePath)
    return [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g))]
  }

  it('sends the brotli copy the build made to a browser that takes brotli', async () => {
    const assets = await assetsOf('/')
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true)
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3)
    // A file under a kilobyte fits a packet either way and has no copy.
    const copied = assets.filter(
      (asset) => fs.statSync(path.join(BUILD_CLIENT, asset)).size >= 1024,
    )
    expect(copied.length).toBeGreaterThan(3)
    for (const asset of copied) {
      const file = path.join(BUILD_CLIENT, asset)
      const response = await site.get(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(response.status, asset).toBe(200)
      expect(response.headers.get('content-encoding'), asset).toBe('br')
      expect(response.headers.get('vary'), asset).toMatch(/accept-encoding/i)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      // The copy made once at quality 11, not one compressed for this answer.
      expect(Number(response.headers.get('content-length')), asset).toBe(
        fs.statSync(`${file}.br`).size,
      )
      expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(file)), asset).toBe(
        true,
      )
    }
  })

  it('sends the file itself, compressed on the way, to a browser without brotli', async () => {
    const [script] = (await assetsOf('/')).filter((asset) => asset.endsWith('.js'))
    const gzip = await site.get(script!, { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const body = Buffer.from(await gzip.arrayBuffer())
    expect(body.equals(fs.readFileSync(path.join(BUILD_CLIENT, script!)))).toBe(true)
    const plain = await site.get(script!, { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(Buffer.from(await plain.arrayBuffer()).equals(body)).toBe(true)
  })

  it('answers 404 for an asset the build does not have, in any encoding', async () => {
    const response = await site.get('/assets/no-such-file-abc123.js', { 'accept-encoding': 'br' })
    expect(response.status).toBe(404)
    // The answer is a page: it keeps the headers a page needs.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('sends scripts, styles and fonts without the headers only a document reads', async () => {
    const html = await site.html('/')
    const font = /\/assets\/[\w.-]+\.woff2/.exec(html)?.[0]
    expect(font).toBeDefined()
    const files = [...(await assetsOf('/')), font!]
    for (const file of files) {
      for (const encoding of ['br', 'identity']) {
        const response = await site.get(file, { 'accept-encoding': encoding })
        expect(response.status, file).toBe(200)
        for (const name of DOCUMENT_ONLY_HEADERS)
          expect(response.headers.get(name), `${name} on ${file} (${encoding})`).toBeNull()
        // What a script or style sheet is, and who may load it, still applies.
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      }
    }
    // The page itself keeps them.
    const page = await site.get('/')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})
