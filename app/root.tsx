import { useTranslation } from 'react-i18next'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router'

import type { Route } from './+types/root'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { useNonce } from './components/nonce'
import { Toaster } from './components/ui/toaster'
import { i18nContext, langContext, servicesContext } from './context.server'
import { authMiddleware } from './domain/auth/auth-middleware.server'
import { authContext } from './domain/auth/guards.server'
import { createI18n } from './i18n/i18n'
import { chooseLanguage } from './i18n/language.server'
import { siteSettings } from './lib/site-settings.server'
import { DEFAULT_LANG } from './i18n/languages'
import { useAreasLoaded, usePageAreas } from './i18n/use-page-areas'
import './app.css'

/** Chooses the language for every request and remembers an explicit ?lang= in a cookie. */
const languageMiddleware: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const choice = chooseLanguage(request)
  context.set(langContext, choice.lang)
  context.set(i18nContext, await createI18n(choice.lang))
  const response = await next()
  if (choice.setCookie) {
    response.headers.append('Set-Cookie', choice.setCookie)
    // A response that sets a cookie is never for a shared cache.
    response.headers.set('Cache-Control', 'private, no-cache')
  }
  return response
}

export const middleware: Route.MiddlewareFunction[] = [languageMiddleware, authMiddleware]

export function loader({ context, request }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext)
  const origin = config.BASE_URL ? new URL(config.BASE_URL).origin : new URL(request.url).origin
  const { user, role, isAdmin } = context.get(authContext)
  return {
    lang: context.get(langContext),
    origin,
    siteName: context.get(i18nContext).t('common.siteName'),
    // Only what the pages need about the signed-in person (SPEC §4 auth context).
    auth: { user: user ? { id: user.id, email: user.email, name: user.name } : null, role, isAdmin },
    // Contact details, community invite and country detection settings for the header and footer.
    site: siteSettings(config),
  }
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
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
      <a href="/" className="mt-8 inline-block font-semibold text-primary underline underline-offset-4">
        {t('common.error.home')}
      </a>
    </section>
  )
}
