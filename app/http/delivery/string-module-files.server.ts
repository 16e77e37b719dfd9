/**
 * The browser's file of each area of strings, by `lang/area` (`en/home` →
 * `/assets/home-VLMxgygA.js`): app/i18n/resources.ts loads each area as a module of its own,
 * which the client entry asks for only once React Router's modules have arrived and run, a round
 * trip after them on a phone. Knowing the files, the document preloads the page's areas with
 * the other modules (app/http/delivery/scripts-after-first-paint.server.ts).
 *
 * Empty here, in development and in tests; the production build writes the map of the client
 * bundle it has just made into this module (scripts/string-modules-plugin.ts).
 */
export const STRING_MODULE_FILES: Readonly<Record<string, string>> = {}
