import { roleInForce } from '~/domain/permissions'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/root'
import { OfflineNavigation } from './components/layout/offline-navigation'
import { HydratedMark } from './components/layout/use-hydrated'
import { ServiceWorkerRegistration } from './components/layout/service-worker-registration'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { useNonce } from './components/nonce'
import { Toaster } from './components/ui/toaster'
import { i18nContext, langContext, servicesContext } from './context.server'
import { authMiddleware, carriesCredentials } from './http/auth-middleware.server'
import { authContext } from './http/guards.server'
import { privateResponseMiddleware } from './http/private-responses.server'
import { defaultSocialImage } from './http/social-image.server'
import { serverI18n } from './i18n/server-i18n.server'
import { chooseLanguage } from './i18n/language.server'
import { siteSettings } from './domain/site-settings-view.server'
import { currentSiteSettings } from './domain/site-settings.server'
import { communityText } from '~/domain/fixed-texts.server'
import { shownPageSlugs } from '~/domain/pages.server'
import { currentGreekTagLabels } from './domain/tags.server'
import { OFFLINE_ALLOW, OFFLINE_HEADER, offlineCacheAllowed } from './lib/offline-rules'
import { DEFAULT_LANG } from './i18n/languages'
import { useAreasLoaded, usePageAreas } from './components/use-page-areas'
import appStylesheet from './app.css?url'
import greekFont from './fonts/noto-sans-greek-wght-400-700.woff2?url'
import latinFont from './fonts/noto-sans-latin-wght-400-700.woff2?url'

/**
 * Only a page (its HTML, the data of a client-side navigation to it, or a redirect on the way)
 * remembers the language. Feeds, calendars and the sitemap name their language in their address
 * and must stay cookie-free so that shared caches can keep them. JSON calls name it too, and a
 * slow one answering after the visitor switched language must not switch it back.
 */
function isPage(response: Response) {
  if (response.status >= 300 && response.status < 400) return true
  return /^text\/(?:html|x-script)\b/.test(response.headers.get('Content-Type') ?? '')
}

/** Chooses the language for every request and remembers an explicit ?lang= in a cookie. */
const languageMiddleware: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const choice = chooseLanguage(request)
  context.set(langContext, choice.lang)
  context.set(i18nContext, await serverI18n(choice.lang))
  const response = await next()
  if (choice.setCookie && isPage(response)) {
    response.headers.append('Set-Cookie', choice.setCookie)
    // A response that sets a cookie is never for a shared cache.
    response.headers.set('Cache-Control', 'private, no-cache')
  }
  return response
}

/**
 * Says which responses the service worker may keep offline (app/lib/offline-rules.ts) and in
 * which language each page is, so that it keeps one copy per language.
 */
const offlineMiddleware: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const response = await next()
  try {
    response.headers.set('Content-Language', context.get(langContext))
    // Like privateResponseMiddleware: any answer to a request with credentials is personal.
    const signedIn = carriesCredentials(request) || Boolean(context.get(authContext).user)
    const { pathname } = new URL(request.url)
    if (
      offlineCacheAllowed({ method: request.method, pathname, signedIn, status: response.status })
    ) {
      response.headers.set(OFFLINE_HEADER, OFFLINE_ALLOW)
    }
  } catch {
    // A response with fixed headers (a proxied one) is simply not kept offline.
  }
  return response
}

// privateResponseMiddleware comes first so that it has the last word on the answer's caching.
export const middleware: Route.MiddlewareFunction[] = [
  privateResponseMiddleware,
  languageMiddleware,
  authMiddleware,
  offlineMiddleware,
]

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const { config } = services
  const origin = config.BASE_URL ? new URL(config.BASE_URL).origin : new URL(request.url).origin
  const auth = context.get(authContext)
  const { user, isAdmin } = auth
  return {
    lang: context.get(langContext),
    origin,
    siteName: context.get(i18nContext).t('common.siteName'),
    // Names of the news and story feeds that every page's head links to.
    feedTitles: {
      news: context.get(i18nContext).t('news.feed.title'),
      stories: context.get(i18nContext).t('stories.feed.title'),
    },
    // Only what the pages need about the signed-in person: who they are, the role whose powers
    // are in force (app/domain/permissions.ts), admin or not.
    auth: {
      user: user ? { id: user.id, email: user.email, name: user.name } : null,
      role: roleInForce(auth),
      isAdmin,
    },
    // Contact details, community invite and country detection settings for the header and footer.
    // Read again after every change of content or settings, so an admin's change shows at once
    // on every instance.
    // The footer's links to added pages only while visitors can see them (decision 0076).
    site: siteSettings(config, await currentSiteSettings(services), await shownPageSlugs(services)),
    // Tags are shown in the reader's language wherever they appear; only Greek pages need the
    // Greek labels (a few dozen short words, read once per content version).
    tagLabels: context.get(langContext) === 'el' ? await currentGreekTagLabels(services) : {},
    // The community's text (a fixed page, decision 0068) for its dialog, which every page has.
    community: await communityText(services, context.get(langContext)),
    // The share picture of every page that has no picture of its own.
    socialImage: defaultSocialImage(context),
  }
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const lang = data?.lang ?? DEFAULT_LANG
  const nonce = useNonce()
  const { t } = useTranslation()
  const areas = usePageAreas()
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The translation areas this page uses: the browser loads these before hydrating. */}
        <meta name="i18n-areas" content={areas.join(' ')} />
        <meta name="theme-color" content="#5b2a86" />
        {/* First in the head, before the ~35 script preloads React Router adds: the first paint
            waits for this stylesheet, and with six connections per host it must not queue. */}
        <link rel="stylesheet" href={appStylesheet} precedence="site" />
        {/* Found only once the stylesheet is parsed otherwise; text is shown in the fallback
            font meanwhile (font-display: swap). */}
        <link rel="preload" href={latinFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        {lang === 'el' ? (
          <link
            rel="preload"
            href={greekFont}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t('common.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <Toaster containerAriaLabel={t('common.notifications')} />
        <ServiceWorkerRegistration />
        <OfflineNavigation />
        {/* The page's scripts start after its first paint (app/http/delivery/scripts-after-first-paint.server.ts):
            `data-hydrated` on <html> tells a page that is still plain HTML from one React has taken
            over, for the browser tests and for anyone looking at a page in the developer tools. */}
        <HydratedMark />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  useAreasLoaded(usePageAreas())
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  let detail: string = t('common.error.generic')
  let stack: string | undefined
  if (isRouteErrorResponse(error)) {
    detail = t('common.error.status', { status: error.status })
    if (error.statusText) detail += ` ${error.statusText}`
    // Refusals from the server (a form too large to accept, ...) carry their translated message.
    const message = (error.data as { message?: unknown } | null)?.message
    if (typeof message === 'string' && message) detail = message
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message
    stack = error.stack
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold text-primary">
        {t('common.error.title')}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{detail}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-md bg-muted p-4 text-left text-xs">
          <code>{stack}</code>
        </pre>
      ) : null}
      <a
        href="/"
        className="mt-8 inline-block font-semibold text-primary underline underline-offset-4"
      >
        {t('common.error.home')}
      </a>
    </section>
  )
}
