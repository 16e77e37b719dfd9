/** The plain links of the header, after the two mega-menus. */
export const HEADER_LINKS = [
  { to: '/about', label: 'common.nav.about' },
  { to: '/events', label: 'common.nav.events' },
  { to: '/news', label: 'common.nav.news' },
] as const
