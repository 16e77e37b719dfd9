import { describe, expect, it } from 'vitest'

import { stringModuleFiles } from './string-modules-plugin'

type Bundle = Parameters<typeof stringModuleFiles>[0]

const chunk = (fileName: string, moduleIds: string[]) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
})

describe('stringModuleFiles', () => {
  it('maps each language and area of strings to the chunk holding it, and nothing else', () => {
    const bundle = {
      a: chunk('assets/home-X1.js', ['/site/app/i18n/locales/en/home.json']),
      b: chunk('assets/home-Y2.js', ['/site/app/i18n/locales/el/home.json']),
      c: chunk('assets/home-Z3.js', ['/site/app/routes/home.tsx', '/site/app/lib/dates.ts']),
      d: chunk('assets/strings-el-W4.js', [
        '/site/app/i18n/locales/el/common.json',
        '/site/app/i18n/locales/el/chrome.json',
      ]),
      e: { type: 'asset' as const, fileName: 'assets/app.css' },
      f: chunk('assets/firstAid-V5.js', ['C:\\site\\app\\i18n\\locales\\el\\firstAid.json']),
    } as unknown as Bundle
    expect(stringModuleFiles(bundle, '/')).toEqual({
      'en/home': '/assets/home-X1.js',
      'el/home': '/assets/home-Y2.js',
      'el/common': '/assets/strings-el-W4.js',
      'el/chrome': '/assets/strings-el-W4.js',
      'el/firstAid': '/assets/firstAid-V5.js',
    })
  })
})
