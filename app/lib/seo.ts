/** Per-page head tags: title, description, canonical URL, hreflang alternates, Open Graph. */
import type { Lang } from '~/i18n/languages'

export interface PageMetaInput {
  title: string
  description?: string
  /** Absolute origin of the site (from the root loader). */
  origin: string
  /** Path of the page without the language parameter. */
  pathname: string
  lang: Lang
  image?: string
  siteName: string
}

function withLang(origin: string, pathname: string, lang: Lang) {
  const url = new URL(pathname, origin)
  if (lang === 'el') url.searchParams.set('lang', 'el')
  return url.toString()
}

export function pageMeta(input: PageMetaInput) {
  const canonical = withLang(input.origin, input.pathname, input.lang)
  const title = input.title === input.siteName ? input.title : `${input.title} | ${input.siteName}`
  const image = new URL(input.image ?? '/og-image.png', input.origin).toString()
  return [
    { title },
    ...(input.description ? [{ name: 'description', content: input.description }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: withLang(input.origin, input.pathname, 'en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'el', href: withLang(input.origin, input.pathname, 'el') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: withLang(input.origin, input.pathname, 'en') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    ...(input.description ? [{ property: 'og:description', content: input.description }] : []),
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: input.lang === 'el' ? 'el_GR' : 'en_GB' },
  ]
}

interface RootData {
  lang: Lang
  origin: string
  siteName: string
}

/**
 * Meta tags for a route from its loader's translated title/description and the root's data.
 * Route modules: `export const meta = ({ loaderData, matches }) => rootMeta(matches, {...})`.
 */
export function rootMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  page: { title?: string; description?: string; pathname: string; image?: string },
) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined
  if (!root || !page.title) return []
  return pageMeta({ ...page, title: page.title, origin: root.origin, lang: root.lang, siteName: root.siteName })
}
