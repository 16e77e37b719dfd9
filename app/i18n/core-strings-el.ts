/**
 * The areas of strings every page shows (CORE_AREAS, areas.ts) in Greek, in one module: a phone
 * on a slow line fetches one file for them instead of three before a page is interactive
 * (resources.ts; docs/decisions/0079-lighter-path-to-hydration.md).
 */
import chrome from './locales/el/chrome.json'
import common from './locales/el/common.json'
import likes from './locales/el/likes.json'

export default { common, chrome, likes }
