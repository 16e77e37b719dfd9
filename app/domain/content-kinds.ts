/**
 * The kinds of dated content an admin writes (events, news, patient stories): each declared
 * once. Its fields are declared in content-fields.ts; this declaration says everything else the
 * pages, the API and the store need to know about the kind. Runs in the browser and on the
 * server.
 */
import {
  EVENT_CATEGORIES,
  EVENT_TAG_SUGGESTIONS,
  NEWS_CATEGORIES,
  NEWS_FILTER_CATEGORIES,
  NEWS_TAG_SUGGESTIONS,
  STORY_CATEGORIES,
  STORY_READ_TIME_ON_CREATE,
  STORY_TAG_SUGGESTIONS,
  type LikeKind,
} from './constants'
import type { TranslationKey } from '~/i18n/keys'

export type ContentKind = 'events' | 'news' | 'stories'
export const CONTENT_KINDS: readonly ContentKind[] = ['events', 'news', 'stories']

export interface ContentKindInfo<Kind extends ContentKind = ContentKind> {
  kind: Kind
  /** The kind's name in the likes ledger. */
  likeKind: LikeKindOf<Kind>
  /** i18n area holding the kind's strings (titles, toasts, messages). */
  area: Kind
  /** Path of an item's page, without the slug: `${itemPath}/${slug}`. */
  itemPath: string
  /** The slug of an item whose title gives none (no Latin or Greek letter, no digit). */
  slugWord: string
  /** The page listing the kind. */
  listPath: string
  categories: readonly string[]
  /** The categories its list filter offers (besides all). */
  filterCategories: readonly string[]
  /** List order by date: events soonest first, news and stories newest first. */
  order: 'asc' | 'desc'
  /** Its schema.org type in structured data. */
  schemaType: 'Event' | 'NewsArticle' | 'Article'
  /** Tags its form suggests. */
  tagSuggestions: readonly string[]
  /**
   * It happens on its date (an event): readers say they are interested rather than like it,
   * interest closes once it has taken place, and search says whether it is still to come.
   */
  happensOnItsDate: boolean
  /** i18n keys of a card's delete menu: the question, and the toasts after it worked or not. */
  cardDelete: readonly [confirm: TranslationKey, deleted: TranslationKey, failed: TranslationKey]
  /** Column values a new item starts with besides its input (camelCase). */
  onCreate: Readonly<Record<string, unknown>>
}

export const KIND_INFO: { readonly [Kind in ContentKind]: ContentKindInfo<Kind> } = {
  events: {
    kind: 'events',
    slugWord: 'event',
    likeKind: 'event',
    area: 'events',
    itemPath: '/events',
    listPath: '/events',
    categories: EVENT_CATEGORIES,
    filterCategories: EVENT_CATEGORIES,
    order: 'asc',
    schemaType: 'Event',
    tagSuggestions: EVENT_TAG_SUGGESTIONS,
    happensOnItsDate: true,
    cardDelete: [
      'admin.events.confirmDelete',
      'admin.events.toast.deletedSuccessfully',
      'admin.events.toast.deleteFailed',
    ],
    onCreate: {},
  },
  news: {
    kind: 'news',
    slugWord: 'news',
    likeKind: 'news',
    area: 'news',
    itemPath: '/news',
    listPath: '/news',
    categories: NEWS_CATEGORIES,
    filterCategories: NEWS_FILTER_CATEGORIES,
    order: 'desc',
    schemaType: 'NewsArticle',
    tagSuggestions: NEWS_TAG_SUGGESTIONS,
    happensOnItsDate: false,
    cardDelete: [
      'admin.news.confirmDeleteArticle',
      'admin.news.toast.articleDeleted',
      'admin.news.toast.articleDeleteFailed',
    ],
    // An admin features an item by editing it.
    onCreate: { featured: false },
  },
  stories: {
    kind: 'stories',
    slugWord: 'story',
    likeKind: 'story',
    area: 'stories',
    itemPath: '/story',
    listPath: '/news?tab=stories',
    categories: STORY_CATEGORIES,
    filterCategories: STORY_CATEGORIES,
    order: 'desc',
    schemaType: 'Article',
    tagSuggestions: STORY_TAG_SUGGESTIONS,
    happensOnItsDate: false,
    cardDelete: [
      'admin.stories.confirmDelete',
      'admin.stories.toast.deletedSuccessfully',
      'admin.stories.toast.deleteFailedShort',
    ],
    onCreate: { featured: false, readTime: STORY_READ_TIME_ON_CREATE },
  },
}

/** The kind of an item by its name in the likes ledger (cards and like buttons speak it). */
/** The likes ledger's name of a kind: `event` for events. */
type LikeKindOf<Kind extends ContentKind> = {
  [Like in LikeKind]: (typeof KIND_OF_LIKE)[Like] extends Kind ? Like : never
}[LikeKind]

export const KIND_OF_LIKE = {
  event: 'events',
  news: 'news',
  story: 'stories',
} as const satisfies Record<LikeKind, ContentKind>

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value)
}

/** An item's page: `/news/{slug}` (an id works too, answered by a redirect to the slug). */
export function itemPath(kind: ContentKind, slug: string) {
  return `${KIND_INFO[kind].itemPath}/${slug}`
}

/** snake_case (forms, JSON) to camelCase (code, database rows): the one place names change case. */
export function camelName(name: string) {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
}
