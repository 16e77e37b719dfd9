/**
 * Business constants of SPEC §9. Shared by the database schema (enumerations), the Zod schemas
 * of the forms and the UI (filters, suggestion chips).
 */

export const EVENT_CATEGORIES = [
  'support-group',
  'education',
  'fundraising',
  'awareness',
  'medical',
  'social',
] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'education'

export const NEWS_CATEGORIES = [
  'research',
  'patient-story',
  'community',
  'awareness',
  'policy',
  'medical',
] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]
/** The news list filter offers these (SPEC §9: 5 plus all). */
export const NEWS_FILTER_CATEGORIES = ['research', 'medical', 'community', 'awareness', 'policy'] as const

export const STORY_CATEGORIES = ['inspiration', 'awareness', 'achievement', 'support'] as const
export type StoryCategory = (typeof STORY_CATEGORIES)[number]

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

export const LIKE_KINDS = ['event', 'news', 'story'] as const
export type LikeKind = (typeof LIKE_KINDS)[number]

export const ROLES = ['user', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Wiki category page codes. */
export const WIKI_PAGE = { understanding: 1, living: 2 } as const

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

export const DEFAULT_COST = 'Free'
export const STORY_READ_TIME_ON_CREATE = '5 min read'
export const FEATURED_PER_TYPE = 2
export const TRUNCATE_CARD = 200
export const TRUNCATE_SECTION_PREVIEW = 150
export const WORDS_PER_MINUTE = 200
