/**
 * The service worker: seizure first aid with no connection (docs/decisions/0012-offline-first-aid.md).
 *
 * - Install: the code and styles of the first-aid page, the printable card, the offline page
 *   and the emergency dialog (Workbox precaching, list made by the build), and those pages'
 *   HTML in both languages.
 * - Pages: the network first, and each page the server marks as keepable (an anonymous visitor's
 *   GET of a visitor page, see app/lib/offline-rules.ts) is kept in the language it was served
 *   in; with no connection the kept copy, else the offline page, in the visitor's language.
 *   The first-aid pages answer from the device at once and refresh in the background: that
 *   page must open on the weakest signal.
 * - Client-side navigations with no connection turn into full page loads, which the rules above
 *   answer; nothing else (API, auth, admin) is touched.
 * - Each build is a new worker; on activation it deletes the caches of the old one.
 */
import { cacheNames } from 'workbox-core'
import { CacheExpiration } from 'workbox-expiration'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'

import { DEFAULT_LANG, LANGS, normalizeLang, type Lang } from '../i18n/languages'
import {
  ALWAYS_OFFLINE_PATHS,
  isPrivatePath,
  langsInOrder,
  OFFLINE_ALLOW,
  OFFLINE_FALLBACK_PATH,
  OFFLINE_HEADER,
  pageCacheKey,
  pageOfDataRequest,
  requestedLang,
} from '../lib/offline-rules'

declare const self: ServiceWorkerGlobalScope
/** Replaced by the build: a hash of this deployment's files, and the files to precache. */
declare const __BUILD_ID__: string
declare const __PRECACHE__: { url: string; revision: string | null }[]
/** The plan's and the diary's PDF makers and fonts: kept once someone opens one of those pages. */
declare const __ON_PLAN_VISIT__: string[]

const PAGES = `pages-${__BUILD_ID__}`
const ASSETS = `assets-${__BUILD_ID__}`
const MEDIA = 'media'
const META = 'offline-meta'
const LANG_KEY = '/__offline/lang'
const NETWORK_TIMEOUT_MS = 6000
/** Pages that answer from the device at once: first aid, and the plan and diary kept there. */
const FIRST_AID = /^\/(first-aid(\/card)?|seizure-action-plan|diary)\/?$/
const PLAN_PAGES = /^\/(seizure-action-plan|diary)\/?$/

const pageExpiration = new CacheExpiration(PAGES, { maxEntries: 80, maxAgeSeconds: 60 * 24 * 3600 })

// Code and styles of the pages that must work offline.
precacheAndRoute(__PRECACHE__)
cleanupOutdatedCaches()

// Any other hashed asset once used (a page read earlier needs its own chunks offline).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin({ maxEntries: 250 })] }),
)

// Uploaded images are immutable (the URL carries their hash); keep the latest few for read pages.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: MEDIA,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
)

/**
 * Puts the plan's and the diary's PDF makers where the assets route finds them, so a plan made
 * once online can be printed to PDF offline; a failure is retried on the next visit.
 */
async function keepPlanMakers() {
  const cache = await caches.open(ASSETS)
  await Promise.all(
    __ON_PLAN_VISIT__.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url).catch(() => undefined)
    }),
  )
}

// ---- the visitor's language ----

let knownLang: Lang | undefined

async function visitorLang(url: URL): Promise<Lang> {
  const asked = requestedLang(url)
  if (asked) return asked
  if (knownLang) return knownLang
  const stored = await (await caches.open(META)).match(LANG_KEY)
  knownLang = normalizeLang(stored ? await stored.text() : null) ?? languageOfBrowser()
  return knownLang
}

function languageOfBrowser(): Lang {
  for (const tag of self.navigator.languages ?? []) {
    const lang = normalizeLang(tag)
    if (lang) return lang
  }
  return DEFAULT_LANG
}

async function rememberLang(lang: Lang) {
  if (lang === knownLang) return
  knownLang = lang
  await (await caches.open(META)).put(LANG_KEY, new Response(lang))
}

// ---- pages ----

function keepable(response: Response) {
  return (
    response.ok &&
    response.type === 'basic' &&
    response.headers.get(OFFLINE_HEADER) === OFFLINE_ALLOW
  )
}

async function keep(url: string, response: Response) {
  const lang =
    normalizeLang(response.headers.get('Content-Language')) ?? (await visitorLang(new URL(url)))
  const key = pageCacheKey(url, lang)
  await (await caches.open(PAGES)).put(key, response)
  await pageExpiration.updateTimestamp(key)
  await pageExpiration.expireEntries()
  return lang
}

async function kept(url: string | URL, lang: Lang): Promise<Response | undefined> {
  const cache = await caches.open(PAGES)
  for (const candidate of langsInOrder(lang)) {
    const hit = await cache.match(pageCacheKey(url, candidate))
    if (hit) return hit
  }
  return undefined
}

/** A page fetched without the visitor's cookies: never anything of a session, never a Set-Cookie. */
async function savePage(path: string, lang: Lang) {
  const url = new URL(path, self.location.origin)
  url.searchParams.set('lang', lang)
  const response = await fetch(url, { credentials: 'omit', cache: 'no-store' })
  if (keepable(response)) await (await caches.open(PAGES)).put(pageCacheKey(url, lang), response)
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/**
 * The offline page for a page that is not saved: a redirect to /offline (answered from the
 * device), because a page's HTML only hydrates under its own URL. It names the page asked for,
 * so that "Try again" can return to it.
 */
async function offlinePage(url: URL, lang: Lang): Promise<Response> {
  const offline = new URL(OFFLINE_FALLBACK_PATH, self.location.origin)
  if (url.pathname === OFFLINE_FALLBACK_PATH) return (await kept(offline, lang)) ?? Response.error()
  offline.searchParams.set('page', url.pathname + url.search)
  return Response.redirect(offline.toString(), 302)
}

async function fromNetwork(request: Request): Promise<Response> {
  const response = await fetch(request)
  if (keepable(response)) {
    const lang = await keep(request.url, response.clone())
    await rememberLang(lang)
  }
  return response
}

async function handlePage(event: FetchEvent, url: URL): Promise<Response> {
  const lang = await visitorLang(url)
  if (isPrivatePath(url.pathname)) {
    try {
      return await fetch(event.request)
    } catch {
      return offlinePage(url, lang)
    }
  }
  const network = fromNetwork(event.request)
  if (PLAN_PAGES.test(url.pathname)) event.waitUntil(keepPlanMakers())
  if (FIRST_AID.test(url.pathname)) {
    const saved = await kept(url, lang)
    if (saved) {
      event.waitUntil(network.catch(() => undefined))
      return saved
    }
  }
  try {
    return await withTimeout(network, NETWORK_TIMEOUT_MS)
  } catch {
    const saved = await kept(url, lang)
    if (saved) {
      event.waitUntil(network.catch(() => undefined))
      return saved
    }
    // A slow network that has not failed still gets its chance.
    return network.catch(() => offlinePage(url, lang))
  }
}

/**
 * A client-side navigation's data request with no connection: React Router is told to load the
 * page as a document instead, which handlePage answers from the device.
 */
async function handleData(request: Request, page: string): Promise<Response> {
  try {
    return await fetch(request)
  } catch {
    return new Response(null, {
      status: 204,
      headers: {
        'X-Remix-Redirect': page,
        'X-Remix-Status': '302',
        'X-Remix-Reload-Document': 'true',
      },
    })
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(handlePage(event, url))
    return
  }
  const page = pageOfDataRequest(url)
  if (page && !isPrivatePath(new URL(page, url).pathname))
    event.respondWith(handleData(request, page))
})

// ---- life cycle ----

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(
      LANGS.flatMap((lang) => ALWAYS_OFFLINE_PATHS.map((path) => savePage(path, lang))),
    ).then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([PAGES, ASSETS, MEDIA, META, cacheNames.precache])
      for (const name of await caches.keys()) {
        if (!current.has(name) && (name.startsWith('pages-') || name.startsWith('assets-')))
          await caches.delete(name)
      }
      await self.clients.claim()
    })(),
  )
})

// The page says which language the visitor reads, so that offline answers use it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; lang?: unknown } | null
  // From the plan and the diary (app/components/pdf/use-offline-pdf.ts).
  if (data?.type === 'keep-pdf-makers') return event.waitUntil(keepPlanMakers())
  if (data?.type !== 'lang') return
  const lang = normalizeLang(typeof data.lang === 'string' ? data.lang : null)
  if (lang) event.waitUntil(rememberLang(lang))
})
