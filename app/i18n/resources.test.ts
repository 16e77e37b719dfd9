import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { AREAS, CORE_AREAS } from './areas'
import coreEl from './core-strings-el'
import coreEn from './core-strings-en'
import { LANGS } from './languages'
import { loadResources } from './resources'

const fileOf = (lang: string, area: string) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'locales', lang, `${area}.json`), 'utf8'),
  ) as unknown

describe('loadResources', () => {
  it('loads every area of each language from its own file, the core ones included', async () => {
    for (const lang of LANGS) {
      const tree = await loadResources(lang)
      expect(Object.keys(tree).toSorted()).toEqual([...AREAS].toSorted())
      for (const area of AREAS) expect(tree[area], `${lang}/${area}`).toEqual(fileOf(lang, area))
    }
  })

  it('loads only the areas asked for', async () => {
    expect(Object.keys(await loadResources('el', ['events']))).toEqual(['events'])
    expect(Object.keys(await loadResources('en', ['likes', 'news'])).toSorted()).toEqual([
      'likes',
      'news',
    ])
  })

  it('has the core areas, and only those, in the one module of each language', () => {
    expect(Object.keys(coreEn).toSorted()).toEqual([...CORE_AREAS].toSorted())
    expect(Object.keys(coreEl).toSorted()).toEqual([...CORE_AREAS].toSorted())
  })
})
