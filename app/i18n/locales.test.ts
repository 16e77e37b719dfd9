/**
 * en and el must offer the same keys, the Greek must really be Greek, and every key the code
 * names in full must exist (a key moved to another area, or misspelt, would show as itself).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }
const appDir = path.join(import.meta.dirname, '..')

/** The app's source files, not its tests. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}
const localesDir = path.join(import.meta.dirname, 'locales')

function load(lang: string) {
  const out: Record<string, Tree> = {}
  for (const file of fs.readdirSync(path.join(localesDir, lang))) {
    out[file] = JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), 'utf8')) as Tree
  }
  return out
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[name] = value
    else Object.assign(out, flatten(value, name))
  }
  return out
}

const en = flatten(load('en'))
const AREAS_IN_FILES = fs
  .readdirSync(path.join(localesDir, 'en'))
  .map((file) => file.replace(/\.json$/, ''))
/** English keys as the code names them: `<area>.<path>`. */
const enKeys = new Set(Object.keys(en).map((name) => name.replace(/^(\w+)\.json\./, '$1.')))
const el = flatten(load('el'))

describe('translations', () => {
  it('have the same files and keys in en and el', () => {
    expect(fs.readdirSync(path.join(localesDir, 'el')).sort()).toEqual(
      fs.readdirSync(path.join(localesDir, 'en')).sort(),
    )
    expect(Object.keys(el).sort()).toEqual(Object.keys(en).sort())
  })

  it('use the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
    for (const key of Object.keys(en))
      expect(placeholders(el[key] ?? ''), key).toEqual(placeholders(en[key]!))
  })

  it('have no empty strings', () => {
    for (const [key, value] of Object.entries({ ...en, ...el }))
      expect(value.trim(), key).not.toBe('')
  })

  it('are Greek in el wherever the English has words (names and codes excepted)', () => {
    const sameInBoth = Object.keys(en).filter(
      (key) => /[a-z]{3,}/i.test(en[key]!) && el[key] === en[key],
    )
    // Only names may stay as they are (the language names, brand names).
    for (const key of sameInBoth)
      expect(key).toMatch(/language\.en$|language\.el$|Brand$|\.brand$|whatsapp/i)
  })

  it('have every key the code names in full (template keys aside)', () => {
    const key = new RegExp(`['"\`]((?:${AREAS_IN_FILES.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g')
    const named = new Map<string, string>()
    // routes.ts holds paths such as 'events.ics', not keys.
    for (const file of sourceFiles(appDir).filter((file) => path.basename(file) !== 'routes.ts')) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(key))
        named.set(name!, path.relative(appDir, file))
    }
    expect(named.size).toBeGreaterThan(500)
    // A name may be a plural's base or a group's prefix that the code completes ('admin.siteSettings.errors').
    const groups = new Set(
      [...enKeys].flatMap((name) =>
        name
          .split('.')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
      ),
    )
    const missing = [...named].filter(
      ([name]) =>
        !enKeys.has(name) &&
        !groups.has(name) &&
        !(enKeys.has(`${name}_one`) && enKeys.has(`${name}_other`)),
    )
    expect(missing).toEqual([])
  })
})
