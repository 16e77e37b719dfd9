import { ChevronDown, Plus } from 'lucide'
import { useMemo } from 'react'
import { Link, useNavigation, useSearchParams } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { Route } from './+types/list'
import { CategoryFilter } from '~/components/cards/category-filter'
import { MissingGreekFilter } from '~/components/cards/missing-greek-filter'
import { ContentCard } from '~/components/cards/content-card'
import { useNoticeToast } from '~/components/cards/use-notice'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { Skeleton } from '~/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { defaultSocialImage } from '~/http/social-image.server'
import { viewerOf } from '~/http/guards.server'
import { itemPath, KIND_INFO } from '~/domain/content-kinds'
import { summaryRowsFor } from '~/domain/public-reads.server'
import { listCard } from '~/domain/content-cards.server'
import { imageTextsFor } from '~/domain/image-texts.server'
import { SAMPLE_NEWS, SAMPLE_STORIES, sampleCards } from '~/domain/sample-content'
import type { CardEditorial } from '~/lib/editorial-state'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import type { I18nHandle } from '~/i18n/areas'
import { articleCategoryKey, kindStringKey, translatedOr } from '~/domain/label-keys'
import { isTeam } from '~/domain/permissions'

export const handle: I18nHandle = { i18n: ['news', 'stories'] }

/** The page's two tabs, in order; each is a content kind. */
const TABS = ['news', 'stories'] as const
type Tab = (typeof TABS)[number]

function tabOf(value: string | null): Tab {
  return value === 'stories' ? 'stories' : 'news'
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const viewer = viewerOf(context)
  const params = new URL(request.url).searchParams
  const tab = tabOf(params.get('tab'))
  const requested = params.get('category') ?? 'all'
  const categories = KIND_INFO[tab].filterCategories
  const category = categories.includes(requested) ? requested : 'all'
  const missingGreek = viewer.isAdmin && params.get('greek') === 'missing'
  const [news, stories] = await Promise.all([
    summaryRowsFor(services, 'news', viewer, { missingGreek }),
    summaryRowsFor(services, 'stories', viewer, { missingGreek }),
  ])
  const texts = await imageTextsFor(
    services,
    [...news, ...stories].map((row) => row.imageUrl),
  )
  const card =
    (kind: 'news' | 'stories') => (row: (typeof news)[number] | (typeof stories)[number]) =>
      listCard(kind, row, viewer, lang, 'excerpt', texts)
  const sample = (list: typeof SAMPLE_NEWS | typeof SAMPLE_STORIES) =>
    sampleCards<string>(list, lang)
  const inCategory = (c: string) => category === 'all' || c === category
  // The open tab's list is filtered by the chosen category; the other is kept whole.
  const ofTab = <T extends { category: string }>(kind: typeof tab, rows: T[]) =>
    kind === tab ? rows.filter((row) => inCategory(row.category)) : rows
  return {
    // Shared, each tab shows its kind's picture, not the site's.
    meta: {
      title: t('news.title'),
      description: t('news.metaDescription'),
      image: defaultSocialImage(context, KIND_INFO[tab].likeKind),
    },
    tab,
    category,
    missingGreek,
    news: ofTab('news', news).map(card('news')),
    stories: ofTab('stories', stories).map(card('stories')),
    sampleNews: news.length === 0 && !missingGreek ? sample(SAMPLE_NEWS) : [],
    sampleStories: stories.length === 0 && !missingGreek ? sample(SAMPLE_STORIES) : [],
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/news' })

export default function NewsAndStories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  const [searchParams, setSearchParams] = useSearchParams()
  const navigation = useNavigation()
  const tab = tabOf(searchParams.get('tab') ?? loaderData.tab)
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/news'
  const lists = {
    news: { items: loaderData.news, samples: loaderData.sampleNews },
    stories: { items: loaderData.stories, samples: loaderData.sampleStories },
  }
  const notices = useMemo(
    () => ({
      deleted: t(`admin.${KIND_INFO[tab].area}.toast.deleted`),
      newsNotFound: { error: t('admin.news.edit.notFound') },
      storyNotFound: { error: t('admin.stories.edit.notFound') },
      newsLoadFailed: { error: t('admin.news.edit.loadFailed') },
      storyLoadFailed: { error: t('admin.stories.edit.loadFailed') },
    }),
    [t, tab],
  )
  useNoticeToast(notices)

  // The tab and ?tab= follow each other (a tab can be linked to and survives a reload); the URL is
  // rewritten by replacing the entry.
  const selectTab = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', tabOf(value))
        next.delete('category')
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
            {t('news.title')}
          </h1>
          <p className="mt-3 text-muted-foreground">{t('news.intro')}</p>
        </div>
        {isTeam(auth) ? (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button>
                <Icon icon={Plus} aria-hidden="true" />
                {t('news.add')}
                <Icon icon={ChevronDown} aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem asChild>
                <Link to="/news/create">{t('news.createNews')}</Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/story/create">{t('news.createStory')}</Link>
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      <MissingGreekFilter active={loaderData.missingGreek} className="mt-6" />
      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList aria-label={t('news.tabs.label')}>
          <TabsTrigger value="news">{t('news.tabs.news')}</TabsTrigger>
          <TabsTrigger value="stories">{t('news.tabs.stories')}</TabsTrigger>
        </TabsList>
        {TABS.map((kind) => (
          <TabsContent key={kind} value={kind} className="mt-6">
            <CategoryFilter
              label={t(kindStringKey(kind, 'filterLabel'))}
              categories={KIND_INFO[kind].filterCategories}
              current={tab === kind ? loaderData.category : 'all'}
              labelOf={(c) => translatedOr(t, articleCategoryKey(kind, c), c)}
              basePath="/news"
              extraParams={{ tab: kind }}
            />
            <CardGrid
              loading={loading}
              items={lists[kind].items}
              samples={lists[kind].samples}
              sampleNote={t(kindStringKey(kind, 'sample'))}
              empty={t(kindStringKey(kind, 'empty'))}
              kind={kind}
              lang={lang}
              isAdmin={isTeam(auth)}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}

interface CardItem {
  id: string
  slug: string
  title: string
  text: string
  date: string
  category: string
  featured: boolean
  tags: string[]
  imageUrl: string | null
  imageAlt?: string
  likesCount?: number
  untranslated: string[]
  greekOnly: boolean
  editorial?: CardEditorial
}

function CardGrid({
  loading,
  items,
  samples,
  sampleNote,
  empty,
  kind,
  lang,
  isAdmin,
}: {
  loading: boolean
  items: CardItem[]
  samples: {
    key: string
    title: string
    text: string
    date: string
    category: string
    tags: string[]
  }[]
  sampleNote: string
  empty: string
  kind: 'news' | 'stories'
  lang: 'en' | 'el'
  isAdmin: boolean
}) {
  const { t } = useTranslation()
  const { area, cardDelete } = KIND_INFO[kind]
  const [confirmKey, deletedKey, failedKey] = cardDelete
  if (loading) {
    return (
      <div
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label={t('common.pending.newsList')}
      >
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-64 rounded-xl" />
        ))}
      </div>
    )
  }
  if (items.length === 0 && samples.length > 0) {
    return (
      <div className="mt-8">
        <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">{sampleNote}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {samples.map((s) => (
            <li key={s.key} className="grid">
              <ContentCard
                headingLevel={2}
                title={s.title}
                text={s.text}
                date={s.date}
                lang={lang}
                badge={translatedOr(t, articleCategoryKey(area, s.category), s.category)}
                tags={s.tags}
              />
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (items.length === 0) {
    return (
      <p className="mt-10 rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {empty}
      </p>
    )
  }
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="grid">
          <ContentCard
            headingLevel={2}
            href={itemPath(kind, item.slug)}
            title={item.title}
            text={item.text}
            date={item.date}
            lang={lang}
            badge={translatedOr(t, articleCategoryKey(area, item.category), item.category)}
            featured={item.featured}
            tags={item.tags}
            imageUrl={item.imageUrl}
            imageAlt={item.imageAlt}
            likesCount={item.likesCount}
            untranslated={item.untranslated}
            greekOnly={item.greekOnly}
            editorial={item.editorial}
            admin={
              isAdmin
                ? {
                    title: item.title,
                    editHref: `${itemPath(kind, item.id)}/edit`,
                    deleteAction: itemPath(kind, item.id),
                    confirmMessage: t(confirmKey),
                    successMessage: t(deletedKey),
                    failureMessage: t(failedKey),
                  }
                : undefined
            }
          />
        </li>
      ))}
    </ul>
  )
}
