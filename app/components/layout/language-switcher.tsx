import { Check } from 'lucide'
import { useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { LANGS, normalizeLang, type Lang } from '~/i18n/languages'
import { cn } from '~/lib/cn'
import { Flag } from './flag'
import { languageNameKey } from '~/components/label-keys'

/** The same page in another language (the server renders the chosen language and keeps it in a cookie). */
export function languageHref(search: string, pathname: string, lang: Lang) {
  const params = new URLSearchParams(search)
  params.set('lang', lang)
  return `${pathname}?${params.toString()}`
}

function useCurrentLang(): Lang {
  const { i18n } = useTranslation()
  return normalizeLang(i18n.language) ?? 'en'
}

/** Each language's short name, in its own script: what the header's compact links show. */
const SHORT_NAME: Record<Lang, string> = { en: 'EN', el: 'ΕΛ' }

/**
 * The header's languages: a compact link for each ("EN", "ΕΛ", each with its flag), the current
 * one marked with aria-current. Plain links, so they work before the page's code has run; the
 * page is loaded again in the chosen language (the strings of only one language are in the page).
 * Each link's name begins with its visible text and adds the language's full name.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  const current = useCurrentLang()
  return (
    <ul aria-label={t('common.language.label')} className={cn('items-center gap-0.5', className)}>
      {LANGS.map((lang) => {
        const isCurrent = lang === current
        return (
          <li key={lang}>
            <a
              href={languageHref(location.search, location.pathname, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:bg-muted',
                inForeignScript(lang, current) && 'font-system',
                isCurrent
                  ? 'text-primary underline decoration-2 underline-offset-[6px]'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Flag lang={lang} />
              {SHORT_NAME[lang]}
              <span className="sr-only"> ({t(languageNameKey(lang))})</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Whether a language's name is written in a script the page in `current` does not otherwise use:
 * the Greek alphabet on an English page. Such a name is set in the system's face (`font-system`).
 */
function inForeignScript(lang: Lang, current: Lang) {
  return lang === 'el' && current !== 'el'
}

/**
 * The languages as plain links (footer and mobile menu): they work without JavaScript, and the
 * current one carries a check mark and aria-current.
 */
export function LanguageLinks({
  className,
  tone = 'default',
}: {
  className?: string
  tone?: 'default' | 'inverted'
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const current = useCurrentLang()
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {LANGS.map((lang) => {
        const isCurrent = lang === current
        return (
          <li key={lang}>
            <a
              href={languageHref(location.search, location.pathname, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={isCurrent ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium',
                inForeignScript(lang, current) && 'font-system',
                tone === 'inverted'
                  ? isCurrent
                    ? 'border-white bg-white/15 text-white'
                    : 'border-white/40 text-white hover:bg-white/10'
                  : isCurrent
                    ? 'border-primary bg-primary-soft text-primary'
                    : 'border-border text-foreground hover:bg-muted',
              )}
            >
              <Flag lang={lang} />
              {t(languageNameKey(lang))}
              {isCurrent ? <Icon icon={Check} aria-hidden="true" className="size-4" /> : null}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
