/**
 * Builds the service worker (app/service-worker/sw.ts) after the browser bundle, into
 * build/client/sw.js. The worker precaches exactly what the offline pages need: the chunks and
 * styles of the first-aid page, the printable card, the seizure action plan, the seizure diary
 * and the offline page (with the root and the client entry), the emergency dialog with its
 * country tables, and the strings of those pages in both languages. The plan's and the diary's
 * PDF makers and fonts (over half a megabyte) are fetched only when someone opens one of those
 * pages (`onVisit`), so no other visitor's phone downloads them. It is read from the bundle itself, so it follows every code split. Admin code
 * is never in the list. A hash of all file names identifies the deployment, so a new build
 * installs a new worker that drops the old caches.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build, type Plugin } from 'vite'

type OutputBundle = Parameters<
  NonNullable<Extract<Plugin['writeBundle'], (...args: never[]) => unknown>>
>[1]
type Chunk = Extract<OutputBundle[string], { type: 'chunk' }>

/** Modules whose static imports (and, for the last group, lazy imports) the offline pages need. */
const PAGE_ENTRIES = [
  /app\/entry\.client\.tsx(\?|$)/,
  /app\/root\.tsx(\?|$)/,
  /app\/routes\/first-aid\/[^/]+\.tsx(\?|$)/,
  /app\/routes\/offline\.tsx(\?|$)/,
  /app\/routes\/seizure-action-plan\.tsx(\?|$)/,
  /app\/routes\/diary\.tsx(\?|$)/,
]
const PLAN_PAGES = [/app\/routes\/seizure-action-plan\.tsx(\?|$)/, /app\/routes\/diary\.tsx(\?|$)/]
const LAZY_ENTRIES = [
  /app\/components\/layout\/emergency-dialog\.tsx(\?|$)/,
  /app\/lib\/emergency-lookup\.ts(\?|$)/,
  // The first-aid pages' ambulance number (compact table).
  /app\/lib\/ambulance-lookup\.ts(\?|$)/,
  // What an opened header menu shows (its sections' links, the tools' list).
  /app\/components\/layout\/menu-panel\.tsx(\?|$)/,
]
const STRINGS =
  /app\/i18n\/locales\/(en|el)\/(common|chrome|emergency|likes|firstAid|plan|diary)\.json$/
/** Code that must never be precached for visitors, whatever imports it. */
const NEVER = /app\/components\/(editor|forms|wiki)\//

export function precacheList(bundle: OutputBundle): { precache: string[]; onVisit: string[] } {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const visit = (chunk: Chunk, followLazy: boolean) => {
    if (files.has(chunk.fileName) || (chunk.facadeModuleId && NEVER.test(chunk.facadeModuleId)))
      return
    files.add(chunk.fileName)
    const meta = (
      chunk as Chunk & {
        viteMetadata?: { importedCss?: Set<string>; importedAssets?: Set<string> }
      }
    ).viteMetadata
    for (const css of meta?.importedCss ?? []) files.add(css)
    for (const asset of meta?.importedAssets ?? []) files.add(asset)
    for (const file of [...chunk.imports, ...(followLazy ? chunk.dynamicImports : [])]) {
      const next = byFile.get(file)
      if (next) visit(next, followLazy)
    }
  }
  const matching = (patterns: RegExp[]) =>
    chunks.filter(
      (chunk) =>
        chunk.facadeModuleId &&
        patterns.some((pattern) => pattern.test(chunk.facadeModuleId!.replaceAll('\\', '/'))),
    )
  // Strings may share a chunk (every page's areas do, vite.config.ts): found by any module.
  const holding = (pattern: RegExp) =>
    chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id.replaceAll('\\', '/'))))
  for (const chunk of matching(PAGE_ENTRIES)) visit(chunk, false)
  for (const chunk of [...matching(LAZY_ENTRIES), ...holding(STRINGS)]) visit(chunk, false)
  // The first-aid page's own lazy code (the emergency-number lookup) is part of it.
  const lazyOf = (patterns: RegExp[]) => {
    for (const chunk of matching(patterns))
      for (const file of chunk.dynamicImports) {
        const next = byFile.get(file)
        if (next) visit(next, false)
      }
  }
  lazyOf([/app\/routes\/first-aid\/[^/]+\.tsx(\?|$)/])
  const precache = new Set(files)
  // The plan's and the diary's lazy code (their PDF makers, with the fonts): on a visit to them.
  lazyOf(PLAN_PAGES)
  const urls = (names: Iterable<string>) => [...names].sort().map((file) => `/${file}`)
  return { precache: urls(precache), onVisit: urls([...files].filter((f) => !precache.has(f))) }
}

export function serviceWorkerPlugin(): Plugin {
  let root = process.cwd()
  let client: { outDir: string; precache: string[]; onVisit: string[]; buildId: string } | undefined
  return {
    name: 'epilepsy-cyprus:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async writeBundle(options, bundle) {
      if (this.environment.name === 'client') {
        const { precache, onVisit } = precacheList(bundle)
        const buildId = crypto
          .createHash('sha256')
          .update(Object.keys(bundle).sort().join('\n'))
          .digest('hex')
          .slice(0, 16)
        client = { outDir: options.dir!, precache, onVisit, buildId }
        return
      }
      // React Router writes its route manifest (which every page loads) while building the
      // server, so the worker is built after that.
      if (!client) return
      const { outDir, precache, onVisit, buildId } = client
      client = undefined
      const manifests = fs
        .readdirSync(path.join(outDir, 'assets'))
        .filter((file) => /^manifest-[\w-]+\.js$/.test(file))
      const urls = [...precache, ...manifests.map((file) => `/assets/${file}`)]
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { alias: { '~': path.join(root, 'app') } },
        define: {
          __BUILD_ID__: JSON.stringify(
            [buildId, ...manifests.map((file) => file.replace(/^manifest-|\.js$/g, ''))].join('-'),
          ),
          // Hashed file names: the name is the revision.
          __PRECACHE__: JSON.stringify(urls.map((url) => ({ url, revision: null }))),
          __ON_PLAN_VISIT__: JSON.stringify(onVisit),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          sourcemap: false,
          lib: {
            entry: path.join(root, 'app/service-worker/sw.ts'),
            formats: ['iife'],
            name: 'serviceWorker',
            fileName: () => 'sw.js',
          },
        },
      })
    },
  }
}
