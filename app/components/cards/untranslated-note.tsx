import { Languages } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { useRootData } from '~/components/use-root-data'

/**
 * On a Greek page, an item with text that has no Greek version yet says so, in Greek, before
 * the English text (which carries lang="en" itself). Nothing on English pages.
 */
export function UntranslatedNote({
  untranslated,
  className,
}: {
  untranslated: readonly string[]
  className?: string
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (lang !== 'el' || untranslated.length === 0) return null
  return (
    <p
      className={cn(
        'relative z-10 inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground',
        className,
      )}
      data-untranslated-note=""
    >
      <Icon icon={Languages} aria-hidden="true" className="size-3.5 shrink-0" />
      {t('common.untranslatedNote')}
    </p>
  )
}

/**
 * On an English page, an item written in Greek only says so, in English, before its Greek text;
 * on its own page (`greekHref`) with a link to the Greek page (docs/decisions/0035).
 */
export function GreekOnlyNote({
  greekOnly,
  greekHref,
  className,
}: {
  greekOnly?: boolean
  greekHref?: string
  className?: string
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (lang !== 'en' || !greekOnly) return null
  return (
    <p
      className={cn(
        'relative z-10 flex flex-wrap items-center gap-x-1.5 text-sm font-medium text-muted-foreground',
        className,
      )}
      data-greek-only-note=""
    >
      <Icon icon={Languages} aria-hidden="true" className="size-3.5 shrink-0" />
      {t('common.greekOnlyNote')}
      {greekHref ? (
        <a href={greekHref} hrefLang="el" className="text-primary underline underline-offset-4">
          {t('common.greekOnlyLink')}
        </a>
      ) : null}
    </p>
  )
}

/**
 * The short form of GreekOnlyNote for a name in a list of links (the header's menus, a sidebar):
 * "Greek only" after an entry that exists in Greek only, on English pages. Inside the link, so
 * the link's name says it too.
 */
export function GreekOnlyLabel({ greekOnly }: { greekOnly?: boolean }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  if (lang !== 'en' || !greekOnly) return null
  return (
    <span
      className="ml-1.5 inline-block rounded bg-muted px-1.5 text-xs font-medium whitespace-nowrap text-muted-foreground"
      data-greek-only-label=""
    >
      <span className="sr-only">, </span>
      {t('common.greekOnlyLabel')}
    </span>
  )
}
