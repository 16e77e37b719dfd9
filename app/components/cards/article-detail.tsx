/** A news post's or story's page: badges, tags, title, date, author, image, excerpt, content. */
import { CalendarDays, Clock, Star, UserRound } from 'lucide'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Badge } from '~/components/ui/badge'
import type { Lang } from '~/i18n/languages'
import { formatLongDate } from '~/lib/dates'
import { AdminMenuSlot } from './admin-menu-slot'
import type { ContentAdminMenuProps } from './content-admin-menu'
import { BackButton, HeroImage, TagList } from './detail-parts'
import { EditorialBanner } from './preview-banner'
import type { EditorialState } from '~/lib/editorial-state'
import { LikeButton } from './like-session'
import { RichTextContent } from './rich-text-content'
import { GreekOnlyNote, UntranslatedNote } from './untranslated-note'
import { fieldLang } from '~/lib/localized'
import { itemPath, KIND_INFO, KIND_OF_LIKE } from '~/domain/content-kinds'
import { articleStringKey } from '~/domain/label-keys'

export interface ArticleView {
  id: string
  /** Its address: `/news/{slug}`, `/story/{slug}`. */
  slug: string
  title: string
  excerpt: string
  content: string | null
  author: string
  date: string
  category: string
  featured: boolean
  tags: string[]
  imageUrl: string | null
  /** The image's text alternative in the reader's language. */
  imageAlt?: string
  likesCount: number
  /** Stories only: minutes of reading. */
  readMinutes?: number
  untranslated: string[]
  /** Written in Greek only: on an English page its Greek text, with a note and a link to the Greek page. */
  greekOnly?: boolean
  /** For admins: the preview banner and the history link. */
  editorial?: EditorialState
}

export function ArticleDetail({
  item,
  kind,
  lang,
  categoryLabel,
  backTo,
  backLabel,
  admin,
}: {
  item: ArticleView
  kind: 'news' | 'story'
  lang: Lang
  categoryLabel: string
  backTo: string
  backLabel: string
  admin?: ContentAdminMenuProps
}) {
  const { t } = useTranslation()
  const en = (field: string) => fieldLang(item, field, lang)
  const area = KIND_INFO[KIND_OF_LIKE[kind]].area
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <EditorialBanner state={item.editorial} historyHref={`/admin/history/${area}/${item.id}`} />
      {/* Wraps on narrow phones: the Greek back label and like button do not fit one 360 px row. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackButton to={backTo} label={backLabel} />
        <div className="ml-auto flex items-center gap-2">
          <LikeButton
            key={item.id}
            kind={kind}
            id={item.id}
            title={item.title}
            initialCount={item.likesCount}
          />
          {admin ? <AdminMenuSlot {...admin} /> : null}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <Badge>{categoryLabel}</Badge>
        {item.featured ? (
          <Badge variant="accent">
            <Icon icon={Star} aria-hidden="true" className="size-3" />
            {t(articleStringKey(area, 'featured'))}
          </Badge>
        ) : null}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl" lang={en('title')}>
        {item.title}
      </h1>
      <UntranslatedNote untranslated={item.untranslated} className="mt-3" />
      <GreekOnlyNote
        greekOnly={item.greekOnly}
        greekHref={`${itemPath(KIND_OF_LIKE[kind], item.slug)}?lang=el`}
        className="mt-3"
      />
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Icon icon={CalendarDays} aria-hidden="true" className="size-4" />
          <time dateTime={item.date}>{formatLongDate(item.date, lang)}</time>
        </span>
        {item.author ? (
          <span className="inline-flex items-center gap-1.5" lang={en('author')}>
            <Icon icon={UserRound} aria-hidden="true" className="size-4" />
            {t(articleStringKey(area, 'by'), { author: item.author })}
          </span>
        ) : null}
        {item.readMinutes ? (
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={Clock} aria-hidden="true" className="size-4" />
            {t('common.readTime', { count: item.readMinutes })}
          </span>
        ) : null}
      </div>
      <div className="mt-4">
        <TagList tags={item.tags} />
      </div>
      {item.imageUrl ? <HeroImage src={item.imageUrl} alt={item.imageAlt ?? ''} /> : null}
      {item.excerpt ? (
        <p
          className="mt-8 text-lg font-medium leading-relaxed text-muted-foreground"
          lang={en('excerpt')}
        >
          {item.excerpt}
        </p>
      ) : null}
      {item.content ? (
        <RichTextContent html={item.content} lang={en('content')} className="mt-6" />
      ) : null}
    </article>
  )
}
