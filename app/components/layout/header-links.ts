import { cn } from '~/lib/cn'

/** The plain links of the header, after the two mega-menus. */
export const HEADER_LINKS = [
  { to: '/about', label: 'common.nav.about' },
  { to: '/events', label: 'common.nav.events' },
  { to: '/news', label: 'common.nav.news' },
] as const

/** A link of the mobile menu's navigation, the current page marked. */
export const mobileMenuLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-base font-medium hover:bg-muted',
    isActive && 'bg-primary-soft text-primary',
  )
