/**
 * Renders a component or a route module as the app does: inside the translator's provider
 * (entry.client.tsx) and under a root route whose loader data is the root loader's shape
 * (useRootData), in a memory router made by React Router's createRoutesStub.
 */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Outlet } from 'react-router'

import { createI18n } from '~/i18n/i18n'
import type { Lang } from '~/i18n/languages'
import type { Translator } from '~/i18n/translator'
import { TranslationProvider } from '~/i18n/use-translation'
import { NO_SITE_SETTINGS, type SiteSettings } from '~/lib/site-settings'
import type { GreekTagLabels } from '~/lib/tag-labels'

type StubRoutes = Parameters<typeof createRoutesStub>[0]
type StubRoute = StubRoutes[number]

const translators = new Map<Lang, Promise<Translator>>()

/** The server's translator of a language (every area, as the server renders a page). */
export function translatorOf(lang: Lang): Promise<Translator> {
  let translator = translators.get(lang)
  if (!translator) {
    translator = createI18n(lang)
    translators.set(lang, translator)
  }
  return translator
}

export interface RootData {
  lang: Lang
  origin: string
  siteName: string
  auth: {
    user: { id: string; email: string; name: string } | null
    role: string | null
    isAdmin: boolean
  }
  site: SiteSettings
  /** Greek pages' tag labels (English name -> Greek label). */
  tagLabels: GreekTagLabels
  /** The community's stored text (decision 0068); here its first version, from the strings. */
  community?: { title: string; text: string; points: string[]; metaDescription: string }
}

export const ADMIN_AUTH: RootData['auth'] = {
  user: { id: 'a1', email: 'admin@example.org', name: 'Admin' },
  role: 'admin',
  isAdmin: true,
}
export const VISITOR_AUTH: RootData['auth'] = { user: null, role: null, isAdmin: false }

export async function rootDataFor(
  lang: Lang,
  overrides: Partial<RootData> = {},
): Promise<RootData> {
  const { t } = await translatorOf(lang)
  return {
    lang,
    origin: 'http://site.test',
    siteName: t('common.siteName'),
    auth: VISITOR_AUTH,
    site: NO_SITE_SETTINGS,
    tagLabels: {},
    community: {
      title: t('chrome.community.title'),
      text: t('chrome.community.text'),
      points: [
        t('chrome.community.point1'),
        t('chrome.community.point2'),
        t('chrome.community.point3'),
      ],
      metaDescription: t('chrome.community.metaDescription'),
    },
    ...overrides,
  }
}

export interface RenderOptions {
  lang?: Lang
  /** The address the memory router starts at. */
  path?: string
  /** The route pattern the page is matched by (default: `path` without its query). */
  pattern?: string
  root?: Partial<RootData>
  /** Loader data of the page route (as hydration data, so the first render has it). */
  loaderData?: unknown
  /** false: the page's loader runs when the router starts (one that throws, for the error boundary). */
  hydrate?: boolean
  /** The page route's loader when it runs again (after an action); else the loader data, as it was. */
  loader?: StubRoute['loader']
  /** The page route's action, for forms that post. */
  action?: StubRoute['action']
  /** The page route's error boundary (a route module's ErrorBoundary). */
  ErrorBoundary?: React.ComponentType<never>
  /** The page route's id (route modules' ids, e.g. 'routes/admin/audit'). */
  id?: string
  /** A layout route the page sits in, as in app/routes.ts (its default export). */
  layout?: React.ComponentType
  /** Further routes beside the page (where its links and redirects lead). */
  siblings?: StubRoutes
}

/** The routes, inside a pathless layout route when the page has one. */
function inLayout(layout: React.ComponentType | undefined, routes: StubRoutes): StubRoutes {
  return layout ? [{ id: 'layout', Component: layout as never, children: routes }] : routes
}

/** A route module: its page and, when it has one, its error boundary. */
interface RouteModule {
  default: React.ComponentType<never>
  ErrorBoundary?: React.ComponentType<never>
}

function isRouteModule(page: unknown): page is RouteModule {
  return (
    typeof page === 'object' &&
    page !== null &&
    !('$$typeof' in page) &&
    typeof (page as RouteModule).default === 'function'
  )
}

/**
 * Renders `page` (an element, or a route module with its error boundary) at
 * `path` in `lang`. Answers Testing Library's queries, a user-event instance and the translator.
 */
export async function renderPage(page: React.ReactNode | RouteModule, options: RenderOptions = {}) {
  const { lang = 'en', path = '/page', id = 'page', loaderData, action, siblings = [] } = options
  const i18n = await translatorOf(lang)
  const root = await rootDataFor(lang, options.root)
  const pattern = options.pattern ?? path.split('?')[0]!
  const module = isRouteModule(page) ? page : null
  const Component = module ? module.default : () => <>{page as React.ReactNode}</>
  const ErrorBoundary = options.ErrorBoundary ?? module?.ErrorBoundary
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      loader: () => root,
      children: inLayout(options.layout, [
        {
          id,
          path: pattern.replace(/^\//, ''),
          Component: Component as never,
          ErrorBoundary: ErrorBoundary as never,
          action,
          loader: options.loader ?? (() => loaderData ?? null),
        },
        ...siblings,
      ]),
    },
  ])
  const user = userEvent.setup()
  const result = render(
    <TranslationProvider i18n={i18n}>
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: { root, ...(options.hydrate === false ? {} : { [id]: loaderData ?? null }) },
        }}
      />
    </TranslationProvider>,
  )
  return { ...result, user, t: i18n.t, i18n }
}
