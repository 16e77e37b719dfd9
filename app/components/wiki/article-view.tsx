/** Pieces of an article page shared by the wiki and the two sections. */
import { ChevronRight, Clock, ExternalLink, History, Pencil } from 'lucide'
import { Suspense, useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { useHydrated } from '~/components/layout/use-hydrated'
import { RichTextContent } from '~/components/cards/rich-text-content'
import { UploadedPicture } from '~/components/cards/uploaded-picture'
import { Button } from '~/components/ui/button'
import { AdminLoading } from './admin-loading'
import {
  LazyInlineArticleForm,
  LazyMedicalReviewPanel,
  LazyPendingChangeNotice,
  LazyReviewNoteNotice,
} from './admin-lazy'
import { ArticleSources, ReviewLine } from './medical-review'
import { StatusBadge } from './status-badge'
import { TagList } from './tag-list'
import type { AdminCategory, ArticleView, InlineEditable } from '~/domain/wiki-types'
import { GreekOnlyNote, UntranslatedNote } from '~/components/cards/untranslated-note'
import { useRootData } from '~/components/use-root-data'
import { isTeam } from '~/domain/permissions'

export interface Crumb {
  label: string
  href?: string
  lang?: string
}

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('wiki.article.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`} className="inline-flex items-center gap-1">
              {item.href && !last ? (
                <Link
                  to={item.href}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  lang={item.lang}
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  lang={item.lang}
                  className={last ? 'text-foreground' : undefined}
                >
                  {item.label}
                </span>
              )}
              {last ? null : <Icon icon={ChevronRight} aria-hidden="true" className="size-4" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * Title, status (admins), read time, tags, featured image, the body and the original source. A
 * preview of unsaved content has no history to link to.
 */
export function ArticleDisplay({ article, preview }: { article: ArticleView; preview?: boolean }) {
  const { t } = useTranslation()
  const { auth, lang } = useRootData()
  const { pathname } = useLocation()
  // Written in Greek only: on an English page its Greek text, marked as Greek (decision 0035).
  const greek = article.greekOnly && lang === 'en' ? 'el' : undefined
  return (
    <article aria-labelledby="article-title">
      <h1
        id="article-title"
        className="text-3xl font-bold tracking-tight sm:text-4xl"
        lang={greek ?? (article.untranslated.includes('title') ? 'en' : undefined)}
      >
        {article.title}
      </h1>
      <UntranslatedNote untranslated={article.untranslated} className="mt-3" />
      <GreekOnlyNote
        greekOnly={article.greekOnly}
        greekHref={`${pathname}?lang=el`}
        className="mt-3"
      />
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <StatusBadge status={article.status} />
        {article.readTime > 0 ? (
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={Clock} aria-hidden="true" className="size-4" />
            {t('common.readTime', { count: article.readTime })}
          </span>
        ) : null}
        <TagList tags={article.tags} max={article.tags.length} variant="more" />
        {isTeam(auth) && !preview ? (
          <Link
            to={`/admin/history/wiki/${article.id}`}
            className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4"
          >
            <Icon icon={History} aria-hidden="true" className="size-4" />
            {t('admin.editorial.historyLink')}
          </Link>
        ) : null}
      </div>
      {article.status !== 'published' ? (
        <p className="mt-4 rounded-lg border border-dashed border-border bg-muted p-3 text-sm">
          {t('wiki.status.hiddenNotice')}
        </p>
      ) : null}
      {article.featuredImageUrl ? (
        <FeaturedImage
          url={article.featuredImageUrl}
          alt={
            article.featuredImageAlt ?? t('wiki.article.featuredImageAlt', { title: article.title })
          }
        />
      ) : null}
      <RichTextContent
        html={article.html}
        lang={greek ?? (article.htmlUntranslated ? 'en' : undefined)}
        className="mt-6 text-lg"
      />
      {article.originalUrl ? (
        <p className="mt-8 text-sm">
          <a
            href={article.originalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4"
          >
            {t('wiki.article.originalSource')}
            <Icon icon={ExternalLink} aria-hidden="true" className="size-4" />
          </a>
        </p>
      ) : null}
      <ArticleSources sources={article.sources} />
      <ReviewLine review={article.review} />
    </article>
  )
}

/**
 * The article, with an 'Edit' button for admins that swaps it for the inline form. After a save
 * the page follows the article (it may have moved to another category); after a delete it goes
 * to the category. An author's change to a published article waits for an editor: the page
 * says so (the published text stays below it).
 */
export function EditableArticle({
  article,
  editable,
  categories,
  view,
  withExcerpt,
  reviewerCredit,
  children,
}: {
  article: ArticleView
  editable?: InlineEditable
  categories?: AdminCategory[]
  view: 'wiki' | 'section'
  withExcerpt?: boolean
  /** A medical reviewer's (or admin's) name as a review would credit them; absent for others. */
  reviewerCredit?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState(false)
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const location = useLocation()
  if (!editable || !categories) return <>{children}</>
  const note = (
    <>
      {editable.reviewNote ? (
        <Suspense fallback={null}>
          <LazyReviewNoteNotice note={editable.reviewNote} />
        </Suspense>
      ) : null}
      {editable.pendingChange ? (
        <Suspense fallback={null}>
          <LazyPendingChangeNotice change={editable.pendingChange} />
        </Suspense>
      ) : null}
    </>
  )
  if (editing) {
    return (
      <>
        {note}
        <Suspense fallback={<AdminLoading />}>
          <LazyInlineArticleForm
            mode="edit"
            headingLevel={1}
            article={editable}
            categories={categories}
            view={view}
            withExcerpt={withExcerpt}
            onCancel={() => setEditing(false)}
            onDone={(result) => {
              setEditing(false)
              // Same address: the page's data was loaded again after the save already.
              if (result.redirectTo && result.redirectTo !== location.pathname)
                void navigate(result.redirectTo)
            }}
          />
        </Suspense>
      </>
    )
  }
  return (
    <>
      {note}
      <div className="mb-4 flex justify-end">
        <Button
          variant="outline"
          disabled={!hydrated}
          onClick={() => setEditing(true)}
          aria-label={`${t('wiki.article.edit')}: ${article.title}`}
        >
          <Icon icon={Pencil} aria-hidden="true" />
          {t('wiki.article.edit')}
        </Button>
      </div>
      <Suspense fallback={null}>
        <LazyMedicalReviewPanel
          articleId={article.id}
          review={article.review}
          stale={editable.reviewStale}
          credit={reviewerCredit}
        />
      </Suspense>
      {children}
    </>
  )
}

/** The article's picture, at the top of the page: usually its largest paint, so fetched first. */
function FeaturedImage({ url, alt }: { url: string; alt: string }) {
  return (
    <UploadedPicture
      url={url}
      sizes="(min-width: 1024px) 48rem, 100vw"
      alt={alt}
      fallbackWidth={1280}
      fallbackHeight={720}
      fetchPriority="high"
      className="mt-6 aspect-video w-full rounded-xl border border-border object-cover"
    />
  )
}
