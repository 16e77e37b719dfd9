/** JSON-LD on the built server's pages: parsed from the HTML and checked for required properties. */
import { type APIRequestContext } from '@playwright/test'

import { firstLink } from './support/pages'
import { expect, test } from './support/test'

type Json = Record<string, unknown>

async function jsonLd(request: APIRequestContext, path: string): Promise<Json[]> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as Json)
  expect(blocks.length, path).toBeGreaterThan(0)
  return blocks
}

const ofType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type)

test('every page names the foundation as an Organization', async ({ request, baseURL }) => {
  for (const path of [
    '/',
    '/about',
    '/events',
    '/news',
    '/search?q=seizure',
    '/living-with-epilepsy',
  ]) {
    const [org] = ofType(await jsonLd(request, path), 'Organization')
    expect(org, path).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Epilepsy Cyprus',
      url: `${baseURL}/`,
    })
  }
})

test('an event page describes the Event with status, location, offers and a Cyprus start time', async ({
  request,
  baseURL,
}) => {
  const path = await firstLink(request, '/events', /^\/events\/[0-9a-f-]{36}$/)
  const [event] = ofType(await jsonLd(request, path), 'Event')
  expect(event).toMatchObject({
    eventStatus: 'https://schema.org/EventScheduled',
    url: `${baseURL}${path}`,
    location: { '@type': 'Place' },
    offers: { '@type': 'Offer' },
  })
  expect(event!.name).toBeTruthy()
  expect(String(event!.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[23]:00$/)
})

test('news, stories and wiki articles carry NewsArticle/Article with dates, author and language', async ({
  request,
  baseURL,
}) => {
  const newsPath = await firstLink(request, '/news', /^\/news\/[0-9a-f-]{36}$/)
  const [news] = ofType(await jsonLd(request, `${newsPath}?lang=el`), 'NewsArticle')
  expect(news).toMatchObject({ inLanguage: 'el' })
  // A named author is a Person; a post without one is credited to the foundation itself.
  const author = news!.author as Json
  if (author['@type'] === 'Person') expect(author.name).toBeTruthy()
  else expect(author).toEqual({ '@id': `${baseURL}/#organization` })
  for (const key of ['headline', 'datePublished', 'dateModified'])
    expect(news![key], key).toBeTruthy()

  const storyPath = await firstLink(request, '/news?tab=stories', /^\/story\/[0-9a-f-]{36}$/)
  const [story] = ofType(await jsonLd(request, `${storyPath}?lang=en`), 'Article')
  expect(story).toMatchObject({ inLanguage: 'en', url: `${baseURL}${storyPath}` })

  const articlePath = '/living-with-epilepsy/seizure-first-aid/first-aid-step-by-step'
  const blocks = await jsonLd(request, `${articlePath}?lang=en`)
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

test('section category pages carry a BreadcrumbList', async ({ request, baseURL }) => {
  const [crumbs] = ofType(
    await jsonLd(request, '/understanding-epilepsy/what-is-epilepsy?lang=el'),
    'BreadcrumbList',
  )
  const items = crumbs!.itemListElement as Json[]
  expect(items.map((i) => i.position)).toEqual([1, 2])
  expect(items[0]).toMatchObject({
    name: 'Κατανόηση της επιληψίας',
    item: `${baseURL}/understanding-epilepsy`,
  })
})

test("a wiki article's breadcrumb starts at the wiki, named in the page's language", async ({
  request,
  baseURL,
}) => {
  const path = '/wiki/what-is-epilepsy/epilepsy-explained'
  for (const [lang, wiki] of [
    ['en', 'Epilepsy Wiki'],
    ['el', 'Εγκυκλοπαίδεια για την επιληψία'],
  ] as const) {
    const [crumbs] = ofType(await jsonLd(request, `${path}?lang=${lang}`), 'BreadcrumbList')
    const items = crumbs!.itemListElement as Json[]
    expect(items.map((i) => i.item)).toEqual([
      `${baseURL}/wiki`,
      `${baseURL}/wiki/what-is-epilepsy`,
      `${baseURL}${path}`,
    ])
    expect(items[0], lang).toMatchObject({ name: wiki })
  }
})
