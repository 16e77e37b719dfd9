import { Clock, Pencil } from 'lucide'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { StatusBadge } from './status-badge'
import { TagList } from './tag-list'
import type { ArticleCard } from '~/domain/wiki-types'
import { GreekOnlyNote, UntranslatedNote } from '~/components/cards/untranslated-note'
import { useRootData } from '~/components/use-root-data'
import { fieldLang } from '~/lib/localized'

const cardClass =
  'relative flex flex-col rounded-xl border border-border bg-background p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md'

/** Wiki browser card: title, excerpt, read time in minutes, first 3 tags and '+N more'. */
export function WikiArticleCard({
  article,
  href,
  onEdit,
}: {
  article: ArticleCard
  href: string
  /** Admins: opens the article editor. */
  onEdit?: () => void
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  // English shown for want of Greek, or Greek on an English page (an article written in Greek only).
  const textLang = (field: string) => fieldLang(article, field, lang)
  return (
    <article
      className={cn(cardClass, article.status !== 'published' && 'border-dashed')}
      data-article={article.slug}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug" lang={textLang('title')}>
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {article.title}
          </Link>
        </h3>
        {onEdit ? (
          <Button
            variant="outline"
            size="icon"
            className="relative z-10 size-9 shrink-0"
            onClick={onEdit}
            aria-label={t('wiki.browser.editArticle', { title: article.title })}
          >
            <Icon icon={Pencil} aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <StatusBadge status={article.status} className="mt-2 self-start" />
      <UntranslatedNote untranslated={article.untranslated} className="mt-2" />
      <GreekOnlyNote greekOnly={article.greekOnly} className="mt-2" />
      {article.excerpt ? (
        <p className="mt-2 text-sm text-muted-foreground" lang={textLang('excerpt')}>
          {article.excerpt}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        {article.readTime > 0 ? (
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon icon={Clock} aria-hidden="true" className="size-4" />
            {t('common.readTime', { count: article.readTime })}
          </span>
        ) : null}
        <TagList tags={article.tags} max={3} variant="more" />
      </div>
    </article>
  )
}

/**
 * Section category card: title, a tag-stripped preview of 150 characters or 'No preview
 * available', first 2 tags and '+N'.
 */
export function SectionArticleCard({ article, href }: { article: ArticleCard; href: string }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  return (
    <article
      className={cn(cardClass, article.status !== 'published' && 'border-dashed')}
      data-article={article.slug}
    >
      {/* The cards sit right under the category's h1. */}
      <h2 className="text-lg font-semibold leading-snug" lang={fieldLang(article, 'title', lang)}>
        <Link
          to={href}
          className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
        >
          {article.title}
        </Link>
      </h2>
      <StatusBadge status={article.status} className="mt-2 self-start" />
      <UntranslatedNote untranslated={article.untranslated} className="mt-2" />
      <GreekOnlyNote greekOnly={article.greekOnly} className="mt-2" />
      <p
        className={cn(
          'mt-2 text-sm',
          article.preview ? 'text-muted-foreground' : 'italic text-muted-foreground',
        )}
        lang={
          article.preview
            ? article.untranslated.length > 0
              ? 'en'
              : fieldLang(article, 'content', lang)
            : undefined
        }
      >
        {article.preview || t('sections.noPreview')}
      </p>
      <TagList tags={article.tags} max={2} variant="count" className="mt-auto pt-4" />
    </article>
  )
}
