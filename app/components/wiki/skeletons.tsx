import { useTranslation } from '~/i18n/use-translation'
import { Skeleton } from '~/components/ui/skeleton'

/** Placeholder cards while a list loads (static: no pulsing, for photosensitive readers). */
export function ArticleCardSkeletons({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation()
  return (
    <div className={className} role="status" aria-live="polite" data-testid="article-skeletons">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="flex flex-col gap-3 rounded-xl border border-border p-5"
          data-skeleton="article"
        >
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="mt-2 flex gap-2">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  )
}

export function CategoryCardSkeletons({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation()
  return (
    <div className={className} role="status" aria-live="polite" data-testid="category-skeletons">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="flex flex-col gap-3 rounded-xl border border-border p-6"
          data-skeleton="category"
        >
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  )
}

export function ArticleSkeleton() {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col gap-4"
      data-testid="article-skeleton"
    >
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-10 w-3/4" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  )
}
