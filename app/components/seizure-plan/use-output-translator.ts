/**
 * The translator of the printout and the PDF, in the language chosen for them: the page's own
 * when it is the same, else the plan and first-aid strings of the other language, loaded on
 * demand (the service worker keeps both languages' files, so this works offline too).
 */
import { useEffect, useState } from 'react'

import type { Lang } from '~/i18n/languages'
import { loadResources } from '~/i18n/resources'
import { Translator, type TFunction } from '~/i18n/translator'
import { useTranslation } from '~/i18n/use-translation'

export function useOutputTranslator(pageLang: Lang, outputLang: Lang): TFunction {
  const { t } = useTranslation()
  const [other, setOther] = useState<{ lang: Lang; t: TFunction } | null>(null)
  useEffect(() => {
    if (outputLang === pageLang || other?.lang === outputLang) return
    let current = true
    loadResources(outputLang, ['plan', 'firstAid'])
      .then((strings) => {
        if (current) setOther({ lang: outputLang, t: new Translator(outputLang, strings).t })
      })
      .catch(() => {
        // The page's language stays in use.
      })
    return () => {
      current = false
    }
  }, [pageLang, outputLang, other])
  if (outputLang !== pageLang && other?.lang === outputLang) return other.t
  return t
}
