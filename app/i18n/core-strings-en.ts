/**
 * The areas of strings every page shows (CORE_AREAS, areas.ts) in English, in one module: a phone
 * on a slow line fetches one file for them instead of three before a page is interactive
 * (resources.ts; docs/decisions/0079-lighter-path-to-hydration.md).
 */
import chrome from './locales/en/chrome.json'
import common from './locales/en/common.json'
import likes from './locales/en/likes.json'

export default { common, chrome, likes }
