/**
 * The sitemap protocol (sitemaps.org 0.9) with hreflang alternates: each page appears once per
 * language, and every entry names all its language versions plus x-default (English).
 */
import { LANGS, type Lang } from '~/i18n/languages'
import { localizedUrl } from './localized-url'

export interface SitemapPage {
  /** Path without the language parameter, e.g. /events/123. */
  pathname: string
  lastModified?: Date
}

export function escapeXml(text: string) {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )
}

function alternates(origin: string, pathname: string) {
  const links = LANGS.map(
    (lang: Lang) =>
      `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(localizedUrl(origin, pathname, lang))}"/>`,
  )
  links.push(
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(localizedUrl(origin, pathname, 'en'))}"/>`,
  )
  return links.join('\n')
}

export function sitemapXml(origin: string, pages: readonly SitemapPage[]) {
  const entries = pages.flatMap((page) =>
    LANGS.map((lang) => {
      const lastmod = page.lastModified
        ? `\n    <lastmod>${page.lastModified.toISOString()}</lastmod>`
        : ''
      return `  <url>\n    <loc>${escapeXml(localizedUrl(origin, page.pathname, lang))}</loc>${lastmod}\n${alternates(origin, page.pathname)}\n  </url>`
    }),
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  )
}
