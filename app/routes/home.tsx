import {
  ArrowDown,
  ArrowRight,
  BookOpen,
  CalendarDays,
  HeartHandshake,
  HeartPulse,
  Newspaper,
  Phone,
} from 'lucide'
import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/home'
import { homePageData } from './home-data.server'
import { itemPath, KIND_INFO, KIND_OF_LIKE } from '~/domain/content-kinds'
import type { ContentAdminMenuProps } from '~/components/cards/content-admin-menu'
import { ContentCard } from '~/components/cards/content-card'
import { preferredScrollBehavior } from '~/components/layout/motion'
import { CommunityLink } from '~/components/layout/community-link'
import { EmergencyTrigger } from '~/components/layout/site-dialogs-host'
import { WhatsAppIcon } from '~/components/layout/social-icons'
import { Button, buttonVariants } from '~/components/ui/button'
import type { Lang } from '~/i18n/languages'
import { cn } from '~/lib/cn'
import { rootMeta } from '~/lib/seo'
import { useRootData } from '~/components/use-root-data'
import { isTeam } from '~/domain/permissions'
import { HomeTextsSlot } from '~/components/pages/home-texts-slot'

// Only the home page's own strings reach the browser (and, for admins, the admin strings): the
// cards' category labels come with the page's data (home-data.server.ts).
export const handle: I18nHandle = { i18n: ['home'] }

export function loader({ context }: Route.LoaderArgs) {
  return homePageData(context)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/' })

/** Moves to an in-page section: smooth unless reduced motion is asked for, and focus follows. */
function jumpTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    target.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' })
    target.focus({ preventScroll: true })
    window.history.replaceState(window.history.state, '', `#${id}`)
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  // Content cards: admins also see the liked count and the edit/delete menu.
  const adminOf = (
    kind: 'event' | 'news' | 'story',
    id: string,
    title: string,
    likesCount: number,
  ) => {
    if (!isTeam(auth)) return {}
    const contentKind = KIND_OF_LIKE[kind]
    const path = itemPath(contentKind, id)
    const [confirmMessage, successMessage, failureMessage] = KIND_INFO[contentKind].cardDelete.map(
      (key) => t(key),
    ) as [string, string, string]
    return {
      likesCount,
      admin: {
        title,
        editHref: `${path}/edit`,
        deleteAction: path,
        confirmMessage,
        successMessage,
        failureMessage,
      },
    }
  }
  const { texts } = loaderData
  return (
    <>
      <HomeTextsSlot editors={loaderData.textEditors} />
      <Hero texts={texts} />

      <section
        id="explore"
        tabIndex={-1}
        aria-labelledby="explore-title"
        className="scroll-mt-20 focus:outline-none"
      >
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="explore-title" className="text-3xl font-bold tracking-tight">
            {t('home.explore.title')}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <ExploreCard
              icon={<Icon icon={CalendarDays} />}
              title={t('home.explore.events.title')}
              text={t('home.explore.events.text')}
            >
              <Link to="/events" className={exploreActionClass}>
                {t('home.explore.events.action')}
                <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
              </Link>
            </ExploreCard>
            <ExploreCard
              icon={<Icon icon={Newspaper} />}
              title={t('home.explore.news.title')}
              text={t('home.explore.news.text')}
            >
              <Link to="/news" className={exploreActionClass}>
                {t('home.explore.news.action')}
                <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
              </Link>
            </ExploreCard>
            <ExploreCard
              icon={<WhatsAppIcon />}
              title={t('home.explore.community.title')}
              text={t('home.explore.community.text')}
            >
              <CommunityLink className={exploreActionClass}>
                {t('home.explore.community.action')}
                <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
              </CommunityLink>
            </ExploreCard>
            <ExploreCard
              icon={<Icon icon={BookOpen} />}
              title={t('home.explore.resources.title')}
              text={t('home.explore.resources.text')}
            >
              <Link to="/understanding-epilepsy" className={exploreActionClass}>
                {t('home.explore.resources.action')}
                <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
              </Link>
            </ExploreCard>
          </ul>
          <div className="mt-5 flex flex-col gap-4 rounded-2xl border border-emergency/30 bg-[#fdf1f0] p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-emergency text-white">
                <Icon icon={Phone} aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-emergency">{t('home.explore.help.title')}</h3>
                <p className="mt-1 max-w-2xl text-foreground">{t('home.explore.help.text')}</p>
              </div>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:items-end">
              <EmergencyTrigger
                className={cn(
                  buttonVariants({ size: 'lg' }),
                  'h-auto min-h-11 shrink-0 whitespace-normal bg-emergency py-2.5 text-center hover:bg-emergency/90',
                )}
              >
                {(detecting) => (
                  <>
                    <Icon icon={Phone} aria-hidden="true" />
                    {detecting ? t('chrome.emergency.detecting') : t('home.explore.help.action')}
                  </>
                )}
              </EmergencyTrigger>
              <Link
                to="/first-aid"
                className="inline-flex min-h-11 items-center justify-center gap-1.5 font-semibold text-emergency underline underline-offset-4 hover:no-underline"
              >
                <Icon icon={HeartPulse} aria-hidden="true" className="size-4" />
                {t('home.explore.help.firstAid')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <div className="bg-muted/60">
        <div className="mx-auto max-w-7xl space-y-14 px-4 py-14 sm:px-6">
          <FeaturedSection
            id="home-events"
            title={t('home.upcomingEvents')}
            moreHref="/events"
            moreLabel={t('home.showMoreEvents')}
            empty={t('home.noEvents')}
            lang={lang}
            items={loaderData.events.map((e) => ({
              key: e.id,
              href: itemPath('events', e.slug),
              title: e.title,
              text: e.description,
              date: e.date,
              badge: e.categoryLabel,
              featured: e.featured,
              tags: e.tags,
              imageUrl: e.imageUrl,
              imageAlt: e.imageAlt,
              untranslated: e.untranslated,
              ...adminOf('event', e.id, e.title, e.likesCount),
            }))}
          />
          <FeaturedSection
            id="home-news"
            title={t('home.latestNews')}
            moreHref="/news"
            moreLabel={t('home.showMoreNews')}
            empty={t('home.noNews')}
            lang={lang}
            items={loaderData.news.map((n) => ({
              key: n.id,
              href: itemPath('news', n.slug),
              title: n.title,
              text: n.excerpt,
              date: n.date,
              badge: n.categoryLabel,
              featured: n.featured,
              tags: n.tags,
              imageUrl: n.imageUrl,
              imageAlt: n.imageAlt,
              untranslated: n.untranslated,
              ...adminOf('news', n.id, n.title, n.likesCount),
            }))}
          />
          <FeaturedSection
            id="home-stories"
            title={t('home.latestStories')}
            moreHref="/news?tab=stories"
            moreLabel={t('home.showMoreStories')}
            empty={t('home.noStories')}
            lang={lang}
            items={loaderData.stories.map((s) => ({
              key: s.id,
              href: itemPath('stories', s.slug),
              title: s.title,
              text: s.excerpt,
              date: s.date,
              badge: s.categoryLabel,
              featured: s.featured,
              tags: s.tags,
              imageUrl: s.imageUrl,
              imageAlt: s.imageAlt,
              untranslated: s.untranslated,
              ...adminOf('story', s.id, s.title, s.likesCount),
            }))}
          />
        </div>
      </div>

      <section id="get-help" aria-labelledby="get-help-title" className="scroll-mt-20">
        <h2 id="get-help-title" className="sr-only">
          {t('home.getHelp.title')}
        </h2>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
          <div className="flex flex-col rounded-2xl bg-primary-soft p-8">
            <h3 lang={texts.start.titleLang} className="text-2xl font-bold text-primary">
              {texts.start.title}
            </h3>
            <p lang={texts.start.leadLang} className="mt-3 flex-1 leading-relaxed">
              {texts.start.lead}
            </p>
            <Button asChild size="lg" className="mt-6 self-start">
              <Link to="/understanding-epilepsy">
                {t('home.start.action')}
                <Icon icon={ArrowRight} aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <div className="flex flex-col rounded-2xl border border-emergency/30 bg-[#fdf1f0] p-8">
            <h3 className="text-2xl font-bold text-emergency">{t('home.getHelp.title')}</h3>
            <p className="mt-3 flex-1 leading-relaxed">{t('home.getHelp.text')}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <EmergencyTrigger
                className={cn(buttonVariants({ size: 'lg' }), 'bg-emergency hover:bg-emergency/90')}
              >
                <Icon icon={Phone} aria-hidden="true" />
                {t('home.getHelp.action')}
              </EmergencyTrigger>
              <Link
                to="/first-aid"
                className="font-semibold text-emergency underline underline-offset-4 hover:no-underline"
              >
                {t('home.getHelp.firstAid')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="impact-title" className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-primary px-8 py-12 text-primary-foreground sm:px-12">
          <Icon
            icon={HeartHandshake}
            aria-hidden="true"
            className="absolute -right-6 -bottom-8 size-56 text-white/10"
          />
          {texts.statistics.figures[0]?.figure ? (
            <p
              aria-hidden="true"
              lang={texts.statistics.figuresLang}
              className="text-5xl font-bold sm:text-6xl"
            >
              {texts.statistics.figures[0].figure}
            </p>
          ) : null}
          <h2
            id="impact-title"
            lang={texts.community.titleLang}
            className="mt-3 max-w-2xl text-2xl font-bold sm:text-3xl"
          >
            {texts.community.title}
          </h2>
          <p lang={texts.community.leadLang} className="mt-4 max-w-2xl text-lg text-white/90">
            {texts.community.lead}
          </p>
          <div className="relative mt-8 flex flex-wrap gap-3">
            <Button
              asChild
              size="lg"
              // The Greek label is longer than a phone's card is wide: let it wrap.
              className="h-auto min-h-11 whitespace-normal bg-white py-2 text-primary hover:bg-white/90"
            >
              <CommunityLink>
                <WhatsAppIcon />
                {t('home.impactSection.join')}
              </CommunityLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/60 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/about">{t('home.impactSection.about')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}

function Hero({ texts }: { texts: Route.ComponentProps['loaderData']['texts'] }) {
  const { t } = useTranslation()
  const { hero, statistics } = texts
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-primary-soft via-background to-[#f6eefc]"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-96 rounded-full bg-primary/10"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">
            {t('home.eyebrow')}
          </p>
          <h1
            id="hero-title"
            lang={hero.titleLang}
            className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-primary sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p
            lang={hero.leadLang}
            className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground"
          >
            {hero.lead}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <a href="#explore" onClick={jumpTo('explore')}>
                {t('home.hero.learnMore')}
                <Icon icon={ArrowDown} aria-hidden="true" />
              </a>
            </Button>
            <EmergencyTrigger
              className={cn(
                buttonVariants({ size: 'lg', variant: 'outline' }),
                'border-emergency/40 text-emergency hover:bg-[#fdf1f0]',
              )}
            >
              <Icon icon={Phone} aria-hidden="true" />
              {t('home.hero.needHelp')}
            </EmergencyTrigger>
          </div>
        </div>
        <div className="hidden rounded-3xl bg-primary p-8 text-primary-foreground shadow-xl sm:block">
          <Icon icon={HeartHandshake} aria-hidden="true" className="size-12 text-white/80" />
          {statistics.figures.map(({ figure, text }, index) => (
            // The first figure leads, larger; the others follow under a rule.
            <p
              key={index}
              lang={statistics.figuresLang}
              className={cn('mt-6', index > 0 && 'border-t border-white/20 pt-6')}
            >
              <span className={cn('block font-bold', index === 0 ? 'text-5xl' : 'text-3xl')}>
                {figure}
              </span>
              <span className={cn('mt-1 block text-white/90', index === 0 && 'text-lg')}>
                {text}
              </span>
            </p>
          ))}
          {statistics.line ? (
            <p lang={statistics.lineLang} className="mt-6 text-sm text-white/80">
              {statistics.line}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}

const exploreActionClass =
  'mt-auto inline-flex items-center gap-1.5 pt-4 text-left font-semibold text-primary underline-offset-4 hover:underline after:absolute after:inset-0 after:content-[""]'

function ExploreCard({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <li className="relative flex flex-col rounded-2xl border border-border bg-background p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-muted-foreground">{text}</p>
      {children}
    </li>
  )
}

interface FeaturedItem {
  key: string
  href: string
  title: string
  text: string
  date: string
  badge: string
  featured: boolean
  tags: readonly string[]
  imageUrl: string | null
  imageAlt: string
  untranslated: readonly string[]
  likesCount?: number
  admin?: ContentAdminMenuProps
}

function FeaturedSection({
  id,
  title,
  moreHref,
  moreLabel,
  empty,
  items,
  lang,
}: {
  id: string
  title: string
  moreHref: string
  moreLabel: string
  empty: string
  lang: Lang
  items: FeaturedItem[]
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        {items.length > 0 ? (
          <Link
            to={moreHref}
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {moreLabel}
            <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {items.length > 0 ? (
        <div className={cn('mt-6 grid gap-6', 'md:grid-cols-2')}>
          {items.map(({ key, ...item }) => (
            <ContentCard key={key} {...item} lang={lang} headingLevel={3} />
          ))}
        </div>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-border bg-background p-8 text-center">
          <p className="text-muted-foreground">{empty}</p>
          <Link
            to={moreHref}
            className="mt-3 inline-block font-semibold text-primary underline underline-offset-4"
          >
            {t('home.viewAll')}
          </Link>
        </div>
      )}
    </section>
  )
}
