/**
 * The results page's counts: exact below the count limit, "more than" past it (decision 0015),
 * in each language's number format; "Did you mean" for a corrected misspelling and the label of
 * results in the other language (decision 0061).
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'

import { createI18n } from '~/i18n/i18n'
import type { Lang } from '~/i18n/languages'
import { TranslationProvider } from '~/i18n/use-translation'
import type { SearchResult } from '~/domain/search.server'
import { NO_SITE_SETTINGS } from '~/lib/site-settings'
import SearchPage from './search'

function result(
  totals: SearchResult['totals'],
  capped: SearchResult['capped'],
  extra: Partial<SearchResult> = {},
): SearchResult {
  return {
    query: 'seizure',
    terms: ['seizure'],
    match: 'text',
    suggestion: null,
    lang: 'en',
    totals,
    capped,
    hits: [],
    ...extra,
  }
}

async function render(lang: Lang, data: SearchResult, kind: string | null = null) {
  const i18n = await createI18n(lang)
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [{ id: 'routes/search/search', path: 'search', Component: SearchPage as never }],
    },
  ])
  const rootData = {
    lang,
    origin: 'http://site.test',
    siteName: '',
    auth: { user: null, role: null, isAdmin: false },
    site: NO_SITE_SETTINGS,
  }
  const html = renderToString(
    <TranslationProvider i18n={i18n}>
      <Stub
        initialEntries={['/search?q=seizure']}
        hydrationData={{
          loaderData: {
            root: rootData,
            'routes/search/search': {
              query: data.query,
              kind,
              result: data,
              failed: false,
              meta: {},
            },
          },
        }}
      />
    </TranslationProvider>,
  )
  return html.replace(/<!-- -->/g, '')
}

describe('search results page counts', () => {
  it('gives exact counts below the count limit', async () => {
    const html = await render(
      'en',
      result({ wiki: 14, events: 4, news: 5, stories: 0, pages: 0 }, []),
    )
    expect(html).toContain('23 results for “seizure”')
    expect(html).toContain('Articles<span class="tabular-nums text-muted-foreground">(14)</span>')
    expect(html).not.toContain('+)')
  })

  it('says "more than" for counts that stopped at the limit, on the chips and in the heading', async () => {
    const html = await render(
      'en',
      result({ wiki: 1000, events: 4, news: 1000, stories: 2, pages: 0 }, ['wiki', 'news']),
    )
    expect(html).toContain('More than 2,006 results for “seizure”')
    expect(html).toContain('(2,006+)')
    expect(html).toContain(
      'Articles<span class="tabular-nums text-muted-foreground">(1,000+)</span>',
    )
    expect(html).toContain('Events<span class="tabular-nums text-muted-foreground">(4)</span>')
  })

  it('says it in Greek, with Greek digit grouping, and per kind when one kind is shown', async () => {
    const data = result({ wiki: 1000, events: 4, news: 0, stories: 0, pages: 0 }, ['wiki'])
    expect(await render('el', data)).toContain('Περισσότερα από 1.004 αποτελέσματα για «seizure»')
    expect(await render('el', data, 'wiki')).toContain(
      'Περισσότερα από 1.000 αποτελέσματα για «seizure»',
    )
    expect(await render('el', data, 'events')).toContain('4 αποτελέσματα για «seizure»')
  })
})

const RECOVERY: SearchResult['hits'][number] = {
  kind: 'pages',
  id: 'p1',
  title: 'Η θέση ανάνηψης',
  path: '/first-aid#recovery',
  snippet: 'Γυρίστε το άτομο στο πλάι',
  section: { name: 'Πρώτες βοήθειες σε κρίση επιληψίας', path: '/first-aid' },
  date: null,
  time: null,
  location: null,
  upcoming: null,
  score: 1,
}

describe('search results page: corrections and the other language', () => {
  const totals = { wiki: 14, events: 4, news: 5, stories: 0, pages: 0 }

  it('offers the corrected search as a link and counts its results', async () => {
    const data = result(totals, [], { query: 'siezure', match: 'corrected', suggestion: 'seizure' })
    const html = await render('en', data)
    expect(html).toContain('Nothing matched “siezure”. Did you mean')
    expect(html).toMatch(/<a [^>]*href="\/search\?q=seizure"[^>]*>seizure<\/a>\?/)
    expect(html).toContain('23 results for “seizure”')
    const greek = await render('el', { ...data, query: 'κρηση', suggestion: 'κρίση' })
    expect(greek).toMatch(/Μήπως εννοείτε <a [^>]*>κρίση<\/a>;/)
  })

  it('says nothing of corrections for a query that matched', async () => {
    expect(await render('en', result(totals, []))).not.toContain('Did you mean')
  })

  it('labels results in the other language and opens them in it', async () => {
    const data = result({ ...totals, pages: 1 }, [], {
      query: 'θέση ανάνηψης',
      lang: 'el',
      hits: [RECOVERY],
    })
    const html = await render('en', data)
    expect(html).toContain(
      'These results are in Greek, because your search is written in Greek letters.',
    )
    expect(html).toContain('In Greek')
    expect(html).toMatch(/<h3 lang="el"[^>]*><a [^>]*href="\/first-aid\?lang=el#recovery"/)
    expect(html).toContain('href="/first-aid?lang=el"')
    // In its own language nothing is labelled.
    const own = await render('el', data)
    expect(own).not.toContain('Στα ελληνικά')
    expect(own).not.toContain('lang="el"')
  })
})
