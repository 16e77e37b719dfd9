/** en and el must offer the same keys, and the Greek must really be Greek. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Tree = { [key: string]: string | Tree }
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
const el = flatten(load('el'))

describe('translations', () => {
  it('have the same files and keys in en and el', () => {
    expect(fs.readdirSync(path.join(localesDir, 'el')).sort()).toEqual(fs.readdirSync(path.join(localesDir, 'en')).sort())
    expect(Object.keys(el).sort()).toEqual(Object.keys(en).sort())
  })

  it('use the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
    for (const key of Object.keys(en)) expect(placeholders(el[key] ?? ''), key).toEqual(placeholders(en[key]!))
  })

  it('have no empty strings', () => {
    for (const [key, value] of Object.entries({ ...en, ...el })) expect(value.trim(), key).not.toBe('')
  })

  it('are Greek in el wherever the English has words (names and codes excepted)', () => {
    const sameInBoth = Object.keys(en).filter((key) => /[a-z]{3,}/i.test(en[key]!) && el[key] === en[key])
    // Only names may stay as they are (the language names, brand names).
    for (const key of sameInBoth) expect(key).toMatch(/language\.en$|language\.el$|Brand$|\.brand$|whatsapp/i)
  })
})
