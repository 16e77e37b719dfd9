import { Check, ChevronDown } from 'lucide'
import { useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
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

/**
 * Header language menu: flag and name of each language, a check mark on the current one. The
 * page is loaded again in the chosen language (the strings of only one language are in the page).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation()
  const location = useLocation()
  const current = useCurrentLang()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium text-foreground hover:bg-muted aria-expanded:bg-muted',
          className ?? 'inline-flex',
        )}
      >
        <Flag lang={current} />
        <span className="sr-only">{t('common.language.label')}: </span>
        <span lang={current}>{t(languageNameKey(current))}</span>
        <Icon icon={ChevronDown} aria-hidden="true" className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('common.language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            const lang = normalizeLang(value)
            if (lang && lang !== current)
              window.location.assign(languageHref(location.search, location.pathname, lang))
          }}
        >
          {LANGS.map((lang) => (
            <DropdownMenuRadioItem
              key={lang}
              value={lang}
              lang={lang}
              className={cn(inForeignScript(lang, current) && 'font-system')}
            >
              <Flag lang={lang} />
              {t(languageNameKey(lang))}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
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
