/**
 * Business constants, shared by the Zod schemas of the forms and the UI (filters, suggestion
 * chips). The enumerations' value lists are re-exported from the database layer, which owns them.
 */

// The enumerations' value lists are owned by the database layer (a change is a migration).
export {
  ARTICLE_STATUSES,
  CONTENT_STATUSES,
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  LIKE_KINDS,
  NEWS_CATEGORIES,
  ROLES,
  STORY_CATEGORIES,
  type ArticleStatus,
  type ContentStatus,
  type EventCategory,
  type LikeKind,
  type NewsCategory,
  type Role,
  type StoryCategory,
} from '~/db/enums'
// Wiki page codes belong with the addresses they lead to.
export { WIKI_PAGE } from '~/lib/wiki-urls'

/** The statuses an editor gives a wiki article: the workflow's four, and archived. */
export const WIKI_EDITOR_STATUSES = [
  'draft',
  'pending_review',
  'scheduled',
  'published',
  'archived',
] as const

/** The news list filter offers these (five, plus all). */
export const NEWS_FILTER_CATEGORIES = [
  'research',
  'medical',
  'community',
  'awareness',
  'policy',
] as const

export const EVENT_TAG_SUGGESTIONS = [
  'outdoors',
  'family',
  'kids',
  'adults',
  'free',
  'social',
  'paid',
  'workshop',
  'virtual',
  'charity',
  'community',
] as const
export const NEWS_TAG_SUGGESTIONS = [
  'epilepsy',
  'treatment',
  'support',
  'awareness',
  'research',
  'community',
  'policy',
  'medical',
  'update',
  'announcement',
] as const
export const STORY_TAG_SUGGESTIONS = [
  'inspiration',
  'awareness',
  'achievement',
  'support',
  'journey',
  'family',
  'hope',
  'overcoming',
  'challenge',
  'youth',
] as const
export const WIKI_TAG_SUGGESTIONS = [
  'epilepsy',
  'seizures',
  'medication',
  'safety',
  'lifestyle',
  'treatment',
  'symptoms',
  'triggers',
] as const

export const EVENT_LOCATIONS = [
  'Nicosia',
  'Limassol',
  'Larnaca',
  'Paphos',
  'Ayia Napa',
  'Protaras',
  'Famagusta',
] as const

export const STORY_READ_TIME_ON_CREATE = '5 min read'
export const FEATURED_PER_TYPE = 2
export const TRUNCATE_CARD = 200
export const TRUNCATE_SECTION_PREVIEW = 150
