/**
 * /search?q=&kind=: the site search, rendered on the server so it works without JavaScript.
 * Results can be narrowed to one kind (plain links); matched words are highlighted.
 */
import { CalendarDays, MapPin, Search } from 'lucide'
import { useEffect, useRef } from 'react'
import { data, Form, Link, useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/search'
import { i18nContext, langContext, requestContext, servicesContext } from '~/context.server'
import { search, type SearchHit, type SearchResult } from '~/domain/search.server'
import type { I18nHandle } from '~/i18n/areas'
import type { Lang } from '~/i18n/languages'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'
import { formatLongDate } from '~/lib/dates'
import { pageSearchRequest } from '~/lib/search-params'
import { MAX_QUERY_LENGTH, SEARCH_KINDS, snippetParts, type SearchKind } from '~/lib/search-query'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { searchKindKey } from '~/domain/label-keys'
import { SEARCH_RESULTS_HEADER } from '~/lib/page-view'

export const handle: I18nHandle = { i18n: ['search'] }

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = context.get(servicesContext)
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const options = pageSearchRequest(new URL(request.url).searchParams, lang)
  let result: SearchResult | null = null
  let failed = false
  if (options.query !== '') {
    try {
      result = await search(database.db, options)
    } catch (error) {
      context.get(requestContext).logger.error({ err: error }, 'search failed')
      failed = true
    }
  }
  const page = {
    query: options.query,
    kind: options.kind ?? null,
    result,
    failed,
    meta: {
      title: options.query
        ? t('search.titleWithQuery', { query: options.query })
        : t('search.title'),
      description: t('search.metaDescription'),
    },
  }
  // How many results, for the statistics of what people search (server/page-view-counter.ts);
  // a header, so that a search answered from the page cache counts too.
  const found = result && SEARCH_KINDS.reduce((sum, k) => sum + result.totals[k], 0)
  return data(page, found === null ? {} : { headers: { [SEARCH_RESULTS_HEADER]: String(found) } })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const found = loaderHeaders.get(SEARCH_RESULTS_HEADER)
  return found === null ? new Headers() : { [SEARCH_RESULTS_HEADER]: found }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/search' }),
  // Result pages are pages of other pages: search engines should index those instead.
  { name: 'robots', content: 'noindex, follow' },
]

function formatCount(count: number, lang: string) {
  return new Intl.NumberFormat(lang).format(count)
}

function searchHref(query: string, kind: SearchKind | null) {
  const params = new URLSearchParams({ q: query })
  if (kind) params.set('kind', kind)
  return `/search?${params.toString()}`
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { query, kind, result, failed } = loaderData
  const total = result ? SEARCH_KINDS.reduce((sum, k) => sum + result.totals[k], 0) : 0
  const shownTotal = result ? (kind ? result.totals[kind] : total) : 0
  // Counting stops at a limit (decision 0015): past it the page says "more than".
  const capped = result?.capped ?? []
  const shownCapped = kind ? capped.includes(kind) : capped.length > 0
  const { lang } = useRootData()
  const input = useRef<HTMLInputElement>(null)
  const location = useLocation()
  // Arriving by the "/" shortcut: the visitor wants to type.
  const focusSearch = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true
  useEffect(() => {
    if (focusSearch) input.current?.focus()
  }, [focusSearch, location.key])

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
        {t('search.title')}
      </h1>
      <Form method="get" action="/search" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t('chrome.search.label')}
        </label>
        <input
          id="search-page-q"
          ref={input}
          type="search"
          name="q"
          data-site-search=""
          defaultValue={query}
          key={query}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('chrome.search.placeholder')}
          className="h-12 min-w-0 flex-1 rounded-lg border border-input bg-background px-4 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        <button
          type="submit"
          className="inline-flex h-12 shrink-0 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-primary-foreground hover:bg-primary/90 sm:px-5"
        >
          <Icon icon={Search} aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('chrome.search.submit')}</span>
        </button>
      </Form>

      {failed ? (
        <p
          role="alert"
          className="mt-8 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
        >
          {t('search.errors.failed')}
        </p>
      ) : !result ? (
        <Suggestions title={t('search.empty.title')} text={t('search.empty.text')} />
      ) : result.match === 'none' ? (
        <Suggestions title={t('search.none.title', { query })} text={t('search.none.text')} />
      ) : (
        <section aria-labelledby="search-results-title" className="mt-8">
          {result.suggestion ? (
            <p className="mb-3">
              {t('search.spelling.noMatch', { query })} {t('search.spelling.didYouMean')}{' '}
              <Link
                to={searchHref(result.suggestion, kind)}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {result.suggestion}
              </Link>
              {t('search.spelling.questionMark')} {t('search.spelling.showing')}
            </p>
          ) : null}
          {result.lang !== lang ? (
            <p className="mb-3 rounded-lg border border-border bg-muted/40 p-3">
              {t(result.lang === 'el' ? 'search.otherLanguage.el' : 'search.otherLanguage.en')}
            </p>
          ) : null}
          <h2 id="search-results-title" className="text-lg font-semibold" aria-live="polite">
            {result.match === 'similar'
              ? t('search.similar', { query })
              : shownCapped
                ? t('search.countMore', {
                    amount: formatCount(shownTotal, lang),
                    query: result.suggestion ?? query,
                  })
                : t('search.count', { count: shownTotal, query: result.suggestion ?? query })}
          </h2>
          <KindFilter
            query={query}
            current={kind}
            totals={result.totals}
            total={total}
            capped={capped}
          />
          <ol className="mt-6 space-y-4" aria-label={t('search.results')}>
            {result.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <ResultCard hit={hit} showKind={!kind} hitLang={result.lang} />
              </li>
            ))}
          </ol>
          {result.hits.length < shownTotal ? (
            <p className="mt-6 text-sm text-muted-foreground">
              {t('search.showing', { shown: result.hits.length })}
            </p>
          ) : null}
        </section>
      )}
    </div>
  )
}

function KindFilter({
  query,
  current,
  totals,
  total,
  capped,
}: {
  query: string
  current: SearchKind | null
  totals: Record<SearchKind, number>
  total: number
  capped: SearchKind[]
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const options: { kind: SearchKind | null; count: number; more: boolean }[] = [
    { kind: null, count: total, more: capped.length > 0 },
    ...SEARCH_KINDS.map((k) => ({ kind: k, count: totals[k], more: capped.includes(k) })),
  ]
  return (
    <nav aria-label={t('search.filterLabel')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {options.map(({ kind, count, more }) => {
          const active = kind === current
          return (
            <li key={kind ?? 'all'}>
              <Link
                to={searchHref(query, kind)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium',
                  active
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border hover:bg-muted',
                )}
              >
                {t(searchKindKey(kind ?? 'all'))}
                <span
                  className={cn(
                    'tabular-nums',
                    active ? 'text-primary-foreground' : 'text-muted-foreground',
                  )}
                >
                  ({`${formatCount(count, lang)}${more ? '+' : ''}`})
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * A page's address in a language: a hit of the other language opens in it (the parameter goes
 * before a section's anchor).
 */
function pathIn(path: string, lang: Lang) {
  const [address = '', anchor] = path.split('#')
  const joined = `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`
  return anchor === undefined ? joined : `${joined}#${anchor}`
}

function ResultCard({
  hit,
  showKind,
  hitLang,
}: {
  hit: SearchHit
  showKind: boolean
  hitLang: Lang
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  // A hit in the other language: its own texts say so to screen readers, its links open it in it
  // (a document load: the server chooses the page's language).
  const foreign = hitLang !== lang
  const textLang = foreign ? hitLang : undefined
  const href = (path: string) => (foreign ? pathIn(path, hitLang) : path)
  return (
    <article className="rounded-xl border border-border p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {foreign ? (
          <Badge variant="outline">
            {t(hitLang === 'el' ? 'search.inLanguage.el' : 'search.inLanguage.en')}
          </Badge>
        ) : null}
        {showKind ? <Badge>{t(searchKindKey(hit.kind))}</Badge> : null}
        {/* Only what happens on its date (an event) is upcoming or past. */}
        {hit.upcoming !== null ? (
          <Badge variant={hit.upcoming ? 'accent' : 'outline'}>
            {hit.upcoming ? t('search.upcoming') : t('search.past')}
          </Badge>
        ) : null}
        {hit.section ? (
          <Link
            to={href(hit.section.path)}
            reloadDocument={foreign}
            lang={textLang}
            className="underline underline-offset-4 hover:text-primary"
          >
            {hit.section.name}
          </Link>
        ) : null}
        {hit.date ? (
          <span className="inline-flex items-center gap-1">
            <Icon icon={CalendarDays} aria-hidden="true" className="size-4" />
            <time dateTime={hit.date}>{formatLongDate(hit.date, lang)}</time>
            {hit.time ? <time dateTime={hit.time}>{hit.time}</time> : null}
          </span>
        ) : null}
        {hit.location ? (
          <span className="inline-flex items-center gap-1">
            <Icon icon={MapPin} aria-hidden="true" className="size-4" />
            {hit.location}
          </span>
        ) : null}
      </div>
      <h3 lang={textLang} className="mt-2 text-lg font-semibold">
        <Link
          to={href(hit.path)}
          reloadDocument={foreign}
          className="text-primary underline-offset-4 hover:underline"
        >
          {hit.title}
        </Link>
      </h3>
      {hit.snippet ? (
        <p lang={textLang} className="mt-2 break-words leading-relaxed text-foreground/90">
          {snippetParts(hit.snippet).map((part, index) =>
            part.mark ? (
              <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-foreground">
                {part.text}
              </mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </article>
  )
}

function Suggestions({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation()
  const links = [
    { to: '/first-aid', label: t('search.suggestions.firstAid'), strong: true },
    { to: '/understanding-epilepsy', label: t('search.suggestions.understanding') },
    { to: '/living-with-epilepsy', label: t('search.suggestions.living') },
    { to: '/wiki', label: t('search.suggestions.wiki') },
    { to: '/events', label: t('search.suggestions.events') },
  ]
  return (
    <section aria-labelledby="search-suggestions-title" className="mt-8">
      <h2 id="search-suggestions-title" className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={cn(
                'flex min-h-12 items-center rounded-lg border px-4 py-3 font-medium hover:bg-muted',
                link.strong ? 'border-primary text-primary' : 'border-border',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
