import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { useShownTags } from '../use-shown-tags'

/**
 * The first `max` tags of an article, then a count of the rest: '+N more' in the wiki browser,
 * '+N' on section cards.
 */
export function TagList({
  tags,
  max,
  variant,
  className,
}: {
  tags: readonly string[]
  max: number
  variant: 'more' | 'count'
  className?: string
}) {
  const { t } = useTranslation()
  const all = useShownTags(tags)
  if (all.length === 0) return null
  const shown = all.slice(0, max)
  const rest = all.length - shown.length
  return (
    <ul
      className={cn('flex flex-wrap items-center gap-1.5', className)}
      aria-label={t('wiki.browser.tagsLabel')}
    >
      {shown.map((tag) => (
        <li
          key={tag.name}
          lang={tag.lang}
          className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
        >
          #{tag.text}
        </li>
      ))}
      {rest > 0 ? (
        <li className="px-1 text-xs font-medium text-muted-foreground">
          {variant === 'more' ? (
            t('wiki.browser.moreTags', { count: rest })
          ) : (
            <>
              <span aria-hidden="true">+{rest}</span>
              <span className="sr-only">{t('sections.moreTagsLabel', { count: rest })}</span>
            </>
          )}
        </li>
      ) : null}
    </ul>
  )
}
