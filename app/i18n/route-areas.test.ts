/**
 * The browser loads only the translation areas a page declares (areas.ts). This walks each page's
 * imports, as the bundler would, and checks that every area its code translates from is declared
 * by the route or a parent layout, or is loaded for every page (core) or for admins (admin).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'

import routes from '~/routes'
import { ADMIN_AREA, AREAS, CORE_AREAS, isArea } from './areas'

const appDir = path.resolve(import.meta.dirname, '..')
const AREA_KEY = new RegExp(`['"\`](${AREAS.join('|')})\\.[A-Za-z]`, 'g')
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = path.join(appDir, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return undefined
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate
  }
  return undefined
}

/**
 * A module of key functions (`label-keys.ts`) serves many areas, one function each: it counts for
 * a page by the functions the page's code calls, each with the areas its own body names.
 */
const isKeyModule = (file: string) => /label-keys\.ts$/.test(file)

/**
 * The kinds' field declarations name the keys of every kind's form labels (admin strings) and
 * section headings; a kind's sections are rendered only by its own page, which declares the
 * kind's area (checked below), so the declarations count for no page.
 */
const isDeclaration = (file: string) => /domain\/content-fields\.ts$/.test(file)

function areasOfKeyFunctions(file: string): Map<string, string[]> {
  const source = fs.readFileSync(file, 'utf8')
  const functions = new Map<string, string[]>()
  for (const chunk of source.split(/^(?=export )/m)) {
    const name = /^export function (\w+)/.exec(chunk)?.[1]
    if (name) functions.set(name, [...new Set([...chunk.matchAll(AREA_KEY)].map((m) => m[1]!))])
  }
  return functions
}

/**
 * Areas a lazily loaded module fetches for itself before it renders (`useAreasLoaded` with a
 * constant list, as the emergency dialog does): they count for no page.
 */
function areasLoadedBy(source: string): Set<string> {
  if (!source.includes('useAreasLoaded(')) return new Set()
  const list = /: readonly Area\[\] = \[([^\]]*)\]/.exec(source)?.[1] ?? ''
  return new Set([...list.matchAll(/'(\w+)'/g)].map((m) => m[1]!).filter(isArea))
}

/** Areas used by the code a module brings into the browser (server-only files never do). */
function areasUsed(entry: string): Map<string, string> {
  const used = new Map<string, string>()
  const seen = new Set<string>()
  const queue = [entry]
  const record = (area: string, file: string) => {
    if (!used.has(area)) used.set(area, path.relative(appDir, file))
  }
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue
    seen.add(file)
    const source = fs.readFileSync(file, 'utf8')
    const ownAreas = areasLoadedBy(source)
    if (!isKeyModule(file) && !isDeclaration(file)) {
      for (const line of source.split('\n')) {
        // Loaders and actions translate on the server, which has every area.
        if (line.includes('i18nContext')) continue
        for (const [, area] of line.matchAll(AREA_KEY))
          if (!ownAreas.has(area!)) record(area!, file)
      }
    }
    for (const match of source.matchAll(IMPORT)) {
      const resolved = resolveImport(file, (match[1] ?? match[2])!)
      if (!resolved) continue
      if (isKeyModule(resolved)) {
        for (const [name, areas] of areasOfKeyFunctions(resolved))
          if (new RegExp(`\\b${name}\\(`).test(source)) for (const area of areas) record(area, file)
      }
      queue.push(resolved)
    }
  }
  return used
}

function declaredAreas(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8')
  const handle = /export const handle\b[^=]*=\s*\{[^}]*?\bi18n:\s*\[([^\]]*)\]/s.exec(source)
  return handle ? [...handle[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!) : []
}

interface Page {
  file: string
  allowed: Set<string>
}

function pages(entries: RouteConfigEntry[], inherited: string[] = []): Page[] {
  return entries.flatMap((entry) => {
    const file = path.join(appDir, entry.file)
    const declared = [...inherited, ...declaredAreas(file)]
    const own = /export default function/.test(fs.readFileSync(file, 'utf8'))
      ? [{ file, allowed: new Set([...CORE_AREAS, ADMIN_AREA, ...declared]) }]
      : []
    return [...own, ...pages(entry.children ?? [], declared)]
  })
}

describe('translation areas of each page', () => {
  const all = pages(routes)

  it('finds the pages and their strings', () => {
    expect(all.length).toBeGreaterThan(20)
    const events = all.find((page) => page.file.endsWith('routes/events/list.tsx'))!
    expect(areasUsed(events.file).has('events')).toBe(true)
  })

  it('counts a key function for the areas of its own keys only', () => {
    const keys = areasOfKeyFunctions(path.join(appDir, 'domain/label-keys.ts'))
    expect(keys.get('eventCategoryKey')).toEqual(['events'])
    expect(keys.get('searchKindKey')).toEqual(['search'])
    const search = all.find((page) => page.file.endsWith('routes/search/search.tsx'))!
    expect(areasUsed(search.file).get('search')).toBe('routes/search/search.tsx')
    expect(areasUsed(search.file).has('events')).toBe(false)
  })

  it("a kind's page declares the area of its declared section headings", () => {
    const source = fs.readFileSync(path.join(appDir, 'domain/content-fields.ts'), 'utf8')
    const headings = [...source.matchAll(/section: '(\w+)\./g)].map((m) => m[1]!)
    expect(headings.length).toBeGreaterThan(0)
    for (const area of new Set(headings)) {
      const page = all.find((p) => p.file.endsWith(`routes/${area}/detail.tsx`))!
      expect(page.allowed.has(area)).toBe(true)
    }
  })

  it('the document (header, footer, dialogs) needs only the core areas', () => {
    const used = [...areasUsed(path.join(appDir, 'root.tsx')).keys()]
    expect(
      used.filter((area) => !CORE_AREAS.includes(area as never) && area !== ADMIN_AREA),
    ).toEqual([])
  })

  it.each(all.map((page) => [path.relative(appDir, page.file), page] as const))(
    '%s declares every area it uses',
    (_, page) => {
      for (const area of declaredAreas(page.file)) expect(isArea(area)).toBe(true)
      const missing = [...areasUsed(page.file)]
        .filter(([area]) => !page.allowed.has(area))
        .map(([area, where]) => `${area} (in ${where})`)
      expect(missing).toEqual([])
    },
  )
})
