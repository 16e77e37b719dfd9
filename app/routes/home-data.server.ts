/**
 * What the home page shows: the featured events, news and stories, as their cards need them.
 * The cards' category labels come from the events, news and stories translation areas; they are
 * worked out here, on the server, which holds every area, so the browser loads only the home
 * page's own strings (docs/decisions/0006-javascript-budget.md).
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext, langContext, servicesContext } from '~/context.server'
import { FEATURED_PER_TYPE } from '~/domain/constants'
import { altOfUrl } from '~/domain/image-text-rules'
import { imageTextsFor } from '~/domain/image-texts.server'
import { listSummaryReaderRows } from '~/domain/content.server'
import { readOncePerVersion } from '~/domain/public-reads.server'
import { ANONYMOUS } from '~/domain/viewer'
import { todayInCyprus } from '~/lib/dates'
import { figuresOf, fixedTexts, HOME_TEXT_SLUGS } from '~/domain/fixed-texts.server'
import { editorStarts } from './pages/page-view.server'
import { localizeForReader } from '~/lib/localized'
import { articleCategoryKey, eventCategoryKey, translatedOr } from '~/domain/label-keys'

interface CardSource {
  id: string
  slug: string
  title: string
  date: string
  category: string
  featured: boolean
  tags: string[]
  imageUrl: string | null
  likesCount: number
  untranslated: string[]
  /** Written in Greek only: the card shows its Greek text, with a note (decision 0035). */
  greekOnly: boolean
}

function cardFields(
  {
    id,
    slug,
    title,
    date,
    featured,
    tags,
    imageUrl,
    likesCount,
    untranslated,
    greekOnly,
  }: CardSource,
  imageAlt: string,
) {
  return {
    id,
    slug,
    title,
    date,
    featured,
    tags,
    imageUrl,
    imageAlt,
    likesCount,
    untranslated,
    greekOnly,
  }
}

export async function homePageData(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext)
  const { db } = services.database
  const lang = context.get(langContext)
  const { t } = context.get(i18nContext)
  const today = todayInCyprus()
  // The home page is the public view for everybody: no drafts, no contact numbers, also for
  // admins. The same for every visitor until the content changes (or the day does).
  const [events, news, stories] = await readOncePerVersion(services, `home-featured:${today}`, () =>
    Promise.all([
      listSummaryReaderRows(db, 'events', ANONYMOUS, { fromDate: today, limit: FEATURED_PER_TYPE }),
      listSummaryReaderRows(db, 'news', ANONYMOUS, { limit: FEATURED_PER_TYPE }),
      listSummaryReaderRows(db, 'stories', ANONYMOUS, { limit: FEATURED_PER_TYPE }),
    ]),
  )
  const imageTexts = await imageTextsFor(
    services,
    [...events, ...news, ...stories].map((row) => row.imageUrl),
  )
  const alt = (url: string | null) => altOfUrl(imageTexts, url, lang)
  // The page's own texts are stored pages (decision 0068), the same for every visitor.
  const stored = await fixedTexts(services, HOME_TEXT_SLUGS, lang)
  const texts = {
    hero: stored['home-hero'],
    start: stored['home-start'],
    community: stored['home-community'],
    statistics: {
      figures: figuresOf(stored['home-statistics'].content),
      figuresLang: stored['home-statistics'].contentLang,
      line: stored['home-statistics'].lead,
      lineLang: stored['home-statistics'].leadLang,
    },
  }
  // Only what the cards show travels to the browser: full article bodies would triple the page.
  return {
    meta: {
      title: t('common.siteName'),
      description: texts.hero.metaDescription || t('home.metaDescription'),
    },
    texts,
    // The team's "Edit texts" starts from the texts as stored; visitors get nothing.
    textEditors: await editorStarts(context, HOME_TEXT_SLUGS),
    events: events.map((e) => {
      const item = localizeForReader(e, lang, ['title', 'description'] as const)
      return {
        ...cardFields(item, alt(item.imageUrl)),
        categoryLabel: translatedOr(t, eventCategoryKey(item.category), item.category),
        description: item.description,
      }
    }),
    news: news.map((n) => {
      const item = localizeForReader(n, lang, ['title', 'excerpt'] as const)
      return {
        ...cardFields(item, alt(item.imageUrl)),
        categoryLabel: translatedOr(t, articleCategoryKey('news', item.category), item.category),
        excerpt: item.excerpt,
      }
    }),
    stories: stories.map((s) => {
      const item = localizeForReader(s, lang, ['title', 'excerpt'] as const)
      return {
        ...cardFields(item, alt(item.imageUrl)),
        categoryLabel: translatedOr(t, articleCategoryKey('stories', item.category), item.category),
        excerpt: item.excerpt,
      }
    }),
  }
}
