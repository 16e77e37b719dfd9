/** The plain links of the header, after the two mega-menus. */
export const HEADER_LINKS = [
  { to: '/about', label: 'common.nav.about' },
  { to: '/events', label: 'common.nav.events' },
  { to: '/news', label: 'common.nav.news' },
] as const

/**
 * The help tools, a fixed group in the Living mega-menu and the mobile menu: kept on the
 * device and working offline, they are what a parent or a school looks for in a hurry.
 */
export const TOOL_LINKS = [
  { to: '/seizure-action-plan', label: 'chrome.footer.seizureActionPlan' },
  { to: '/diary', label: 'chrome.footer.seizureDiary' },
  { to: '/first-aid', label: 'chrome.footer.seizureFirstAid' },
] as const
