/** Site languages. Greek is `el` (the ISO code); `gr`, often typed for Greek, is an alias. */
export const LANGS = ['en', 'el'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'en'
export const LANG_COOKIE = 'lang'

/** en-GB / el-GR for dates and numbers: long dates read '5 March 2026' and '5 Μαρτίου 2026'. */
export const LOCALE_OF: Record<Lang, string> = { en: 'en-GB', el: 'el-GR' }

export function normalizeLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined
  const code = value.trim().toLowerCase()
  if (code === 'en' || code.startsWith('en-')) return 'en'
  if (code === 'el' || code === 'gr' || code.startsWith('el-')) return 'el'
  return undefined
}

/** The best supported language of an Accept-Language header, honouring q-values. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return { lang: normalizeLang(tag), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.lang && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked[0]?.lang
}
