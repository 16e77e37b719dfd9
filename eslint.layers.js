/**
 * The layers of app/ and what each may import (docs/decisions/0013-layers.md):
 *
 *   routes -> http -> domain -> db
 *   routes -> components -> domain
 *   routes, http, components, domain -> i18n (strings, translator, keys)
 *   everything -> lib (pure helpers, which import none of the layers but i18n's language list)
 *
 * One block per directory sets @typescript-eslint/no-restricted-imports (ESLint does not merge a
 * rule's options across blocks, so each block lists everything its layer may not import). The
 * patterns are regular expressions that match both the `~/x` alias and relative `../x` paths.
 */

/** `~/dir`, `~/dir/...`, `../dir/...`, `../../dir/...` */
function layerPath(dir) {
  return `^(~|\\.\\.(/\\.\\.)*)/${dir}(/|$)`
}

function forbid(dir, message, options = {}) {
  return { regex: layerPath(dir), message, ...options }
}

const REACT_ROUTER =
  'React Router belongs to routes, http and components: take plain values and return plain values.'

const routes = forbid(
  'routes',
  'Route modules are the top layer: move what is shared to components, http, domain or lib.',
)
const components = forbid(
  'components',
  'UI components sit above this layer: move the shared code or type to domain or lib.',
)
const http = forbid('http', 'app/http (React Router request handling) sits above this layer.')
const domain = forbid(
  'domain',
  'The domain sits above this layer: move the shared code or type down to lib (or db).',
)
const db = forbid('db', 'The database is reached through the domain.')
const content = forbid('content', 'Site content (legal texts) is read by the domain and above.')
/** The database's types (rows, Db) may appear in a route's loader code; its queries stay in the domain. */
const dbValues = {
  regex: '^(~|\\.\\.(/\\.\\.)*)/db/(?!seed(/|$))',
  message: db.message,
  allowTypeImports: true,
}
const seed = forbid('db/seed', 'Only the start-up, scripts and tests seed the demo content.')
const root = {
  regex: '^(~|\\.\\.(/\\.\\.)*)/root$',
  message: 'The root route module is the top layer.',
}
const rootTypes = { ...root, allowTypeImports: true }
const routerContext = {
  regex: '^(~|\\.\\.(/\\.\\.)*)/context\\.server$',
  message: `The router context: ${REACT_ROUTER}`,
}
const routerContextTypes = { ...routerContext, allowTypeImports: true }
/** Of i18n, lib uses the language list and the key type; the rest (loading, hooks) sits above it. */
const i18nBeyondLanguages = {
  regex: '^(~|\\.\\.(/\\.\\.)*)/i18n/(?!languages$|keys$)',
  message: 'lib may use ~/i18n/languages and ~/i18n/keys only.',
}
const reactRouter = { regex: '^(@react-router/|react-router(/|$))', message: REACT_ROUTER }

function rule(...patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] }
}

export const LAYER_RULES = [
  {
    name: 'layers/lib',
    files: ['app/lib/**/*.{ts,tsx}'],
    rules: rule(
      routes,
      components,
      http,
      domain,
      db,
      root,
      routerContext,
      i18nBeyondLanguages,
      reactRouter,
    ),
  },
  {
    // Strings, the translator and the key type: below every layer that shows text, above lib.
    name: 'layers/i18n',
    files: ['app/i18n/**/*.{ts,tsx}'],
    // This test walks every route's imports to check the areas each declares: it reads the routes.
    ignores: ['app/i18n/route-areas.test.ts'],
    rules: rule(routes, components, http, domain, db, content, root, routerContext, reactRouter),
  },
  {
    name: 'layers/db',
    files: ['app/db/**/*.{ts,tsx}'],
    ignores: ['app/db/seed/**'],
    rules: rule(
      routes,
      components,
      http,
      domain,
      seed,
      root,
      routerContext,
      i18nBeyondLanguages,
      reactRouter,
    ),
  },
  {
    // The demo content is written through the domain (media of wiki articles), like a script.
    name: 'layers/db-seed',
    files: ['app/db/seed/**/*.{ts,tsx}'],
    rules: rule(routes, components, http, root, routerContext, reactRouter),
  },
  {
    // The services' type (config, database, logger) may be named; the router's contexts may not be read.
    name: 'layers/domain',
    files: ['app/domain/**/*.{ts,tsx}'],
    rules: rule(routes, components, http, seed, root, routerContextTypes, reactRouter),
  },
  {
    name: 'layers/http',
    files: ['app/http/**/*.{ts,tsx}'],
    rules: rule(routes, components, seed, root),
  },
  {
    // useRootData names the root loader's type.
    name: 'layers/components',
    files: ['app/components/**/*.{ts,tsx}'],
    rules: rule(routes, http, db, seed, rootTypes, routerContext),
  },
  {
    name: 'layers/routes',
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: rule(seed, dbValues),
  },
]
