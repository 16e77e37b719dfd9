/** Per-page head tags: title, description, canonical URL, hreflang alternates, Open Graph. */
import type { Lang } from '~/i18n/languages'
import { feedPath, type FeedName } from './feed-urls'
import { localizedUrl as withLang } from './localized-url'
import type { SiteSettings } from './site-settings'
import { socialImageType, type SocialImage } from './social-image'
import { absolutizeJsonLd, organizationData, type JsonLd } from './structured-data'

export interface PageMetaInput {
  title: string
  description?: string
  /** Absolute origin of the site (from the root loader). */
  origin: string
  /** Path of the page without the language parameter. */
  pathname: string
  lang: Lang
  /** The picture shown when the page is shared (the item's own upload or a default). */
  image: SocialImage
  siteName: string
  /** Titles of the feeds to announce (every page links to the news and story feeds). */
  feedTitles?: Record<FeedName, string>
  /** The foundation's public contact details, for its structured data. */
  site?: SiteSettings
  /** The page's own JSON-LD (Event, Article, BreadcrumbList), with site paths. */
  structuredData?: readonly JsonLd[]
}

export function pageMeta(input: PageMetaInput) {
  const canonical = withLang(input.origin, input.pathname, input.lang)
  const title = input.title === input.siteName ? input.title : `${input.title} | ${input.siteName}`
  // Absolute, from the configured origin: crawlers fetch it from outside the page.
  const image = new URL(input.image.path, input.origin).toString()
  const imageType = socialImageType(input.image.path)
  return [
    { title },
    ...(input.description ? [{ name: 'description', content: input.description }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: withLang(input.origin, input.pathname, 'en'),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'el',
      href: withLang(input.origin, input.pathname, 'el'),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: withLang(input.origin, input.pathname, 'en'),
    },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title },
    ...(input.description ? [{ property: 'og:description', content: input.description }] : []),
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    ...(imageType ? [{ property: 'og:image:type', content: imageType }] : []),
    { property: 'og:image:width', content: String(input.image.width) },
    { property: 'og:image:height', content: String(input.image.height) },
    { property: 'og:image:alt', content: input.image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    ...(input.description ? [{ name: 'twitter:description', content: input.description }] : []),
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: input.image.alt },
    { property: 'og:locale', content: input.lang === 'el' ? 'el_GR' : 'en_GB' },
    ...Object.entries(input.feedTitles ?? {}).map(([name, title]) => ({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title,
      href: new URL(feedPath(name as FeedName, input.lang), input.origin).toString(),
    })),
    ...(input.site
      ? [
          organizationData({
            name: input.siteName,
            origin: input.origin,
            site: input.site,
            lang: input.lang,
          }),
        ]
      : []
    )
      .concat(input.structuredData ?? [])
      .map((data) => ({ 'script:ld+json': absolutizeJsonLd(data, input.origin) })),
  ]
}

interface RootData {
  lang: Lang
  origin: string
  siteName: string
  feedTitles?: Record<FeedName, string>
  site?: SiteSettings
  /** The site's default share picture in the page's language, for pages without their own. */
  socialImage: SocialImage
}

/**
 * Meta tags for a route from its loader's translated title/description and the root's data.
 * Route modules: `export const meta = ({ loaderData, matches }) => rootMeta(matches, {...})`.
 */
export function rootMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  page: {
    title?: string
    description?: string
    pathname: string
    image?: SocialImage
    structuredData?: readonly JsonLd[]
  },
) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined
  if (!root || !page.title) return []
  return pageMeta({
    ...page,
    title: page.title,
    image: page.image ?? root.socialImage,
    origin: root.origin,
    lang: root.lang,
    siteName: root.siteName,
    feedTitles: root.feedTitles,
    site: root.site,
  })
}
