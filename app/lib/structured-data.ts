/**
 * JSON-LD structured data (schema.org) for search engines: the foundation on every page, and
 * Event, NewsArticle/Article and BreadcrumbList where they apply. Loaders build it with site
 * paths; rootMeta makes them absolute with the site's origin.
 */
import type { Lang } from '~/i18n/languages'
import type { SiteSettings } from './site-settings'

export type JsonLd = Record<string, unknown>

const EVENT_TIME_ZONE = 'Europe/Nicosia'

/** "+03:00": the UTC offset of Cyprus on a given day and time (summer or winter time). */
export function cyprusOffset(date: string, time: string) {
  const probe = new Date(`${date}T${time}:00Z`)
  const name = new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(probe)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = name?.match(/GMT([+-]\d{2}):?(\d{2})?/)
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+02:00'
}

export function organizationData(input: {
  name: string
  origin: string
  site: SiteSettings
  lang: Lang
}): JsonLd {
  const sameAs = [input.site.facebookUrl, input.site.instagramUrl].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${input.origin}/#organization`,
    name: input.name,
    url: `${input.origin}/`,
    logo: `${input.origin}/favicon.svg`,
    ...(input.site.contactEmail ? { email: input.site.contactEmail } : {}),
    ...(input.site.contactPhone ? { telephone: input.site.contactPhone } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    areaServed: 'CY',
  }
}

/** An item's image: its address, or an ImageObject whose caption is its text alternative. */
function imageOf(url: string | null, alt: string | undefined): JsonLd {
  if (!url) return {}
  return { image: [alt ? { '@type': 'ImageObject', url, caption: alt } : url] }
}

export function eventData(event: {
  title: string
  description: string
  date: string
  time: string
  /** HH:MM the same day, when given. */
  endTime?: string | null
  location: string
  cost: string
  imageUrl: string | null
  /** The image's text alternative in the page's language, when it has one. */
  imageAlt?: string
  path: string
  lang: Lang
}): JsonLd {
  const free = /^free$/i.test(event.cost.trim())
  const amount = event.cost.match(/\d+(?:[.,]\d+)?/)?.[0]?.replace(',', '.')
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: `${event.date}T${event.time}:00${cyprusOffset(event.date, event.time)}`,
    ...(event.endTime
      ? { endDate: `${event.date}T${event.endTime}:00${cyprusOffset(event.date, event.endTime)}` }
      : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location || 'Cyprus',
      address: {
        '@type': 'PostalAddress',
        addressLocality: event.location || undefined,
        addressCountry: 'CY',
      },
    },
    offers: {
      '@type': 'Offer',
      url: event.path,
      availability: 'https://schema.org/InStock',
      ...(free
        ? { price: 0, priceCurrency: 'EUR' }
        : amount
          ? { price: Number(amount), priceCurrency: 'EUR' }
          : { description: event.cost }),
    },
    ...imageOf(event.imageUrl, event.imageAlt),
    organizer: { '@id': '/#organization' },
    url: event.path,
    inLanguage: event.lang,
  }
}

export function articleData(article: {
  /** A medically reviewed wiki article is a MedicalWebPage, with its `review`. */
  type: 'NewsArticle' | 'Article' | 'MedicalWebPage'
  review?: { lastReviewed: string; reviewedBy: string }
  title: string
  description: string
  datePublished: string
  dateModified: string
  author: string | null
  imageUrl: string | null
  /** The image's text alternative in the page's language, when it has one. */
  imageAlt?: string
  path: string
  lang: Lang
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    headline: article.title.slice(0, 110),
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@id': '/#organization' },
    publisher: { '@id': '/#organization' },
    ...imageOf(article.imageUrl, article.imageAlt),
    mainEntityOfPage: article.path,
    url: article.path,
    inLanguage: article.lang,
    ...(article.review
      ? {
          lastReviewed: article.review.lastReviewed,
          reviewedBy: { '@type': 'Person', name: article.review.reviewedBy },
        }
      : {}),
  }
}

export function breadcrumbData(items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path,
    })),
  }
}

/** Site paths ("/x", including "/#organization") in url-like fields become absolute addresses. */
export function absolutizeJsonLd<T>(value: T, origin: string): T {
  if (typeof value === 'string')
    return (value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value) as T
  if (Array.isArray(value)) return value.map((v) => absolutizeJsonLd(v, origin)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        ['url', 'item', '@id', 'image', 'mainEntityOfPage', 'logo'].includes(key)
          ? absolutizeJsonLd(v, origin)
          : typeof v === 'object'
            ? absolutizeJsonLd(v, origin)
            : v,
      ]),
    ) as T
  }
  return value
}
