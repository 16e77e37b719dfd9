/**
 * robots.txt: everything a visitor reads may be crawled; sign-in, profile, admin forms, the JSON
 * API and internal search results may not (search results are a page of other pages).
 */
export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /profile',
    'Disallow: /search',
    'Disallow: /*/create',
    'Disallow: /*/edit',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n')
}
