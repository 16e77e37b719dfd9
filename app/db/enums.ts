/**
 * The value lists of the database enumerations. The schema makes its pgEnums from them; the rest
 * of the application reads them through app/domain/constants.ts, which re-exports them next to
 * the other business constants. They live here because the database layer imports nothing above
 * it, and changing one of them means a migration.
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
/** What a new event is filed under until its author picks. */
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

export const STORY_CATEGORIES = ['inspiration', 'awareness', 'achievement', 'support'] as const
export type StoryCategory = (typeof STORY_CATEGORIES)[number]

/**
 * Where an item stands in the editorial workflow. Draft: the team only. Pending review: an
 * author asks an editor to publish it; the team only, like a draft. Scheduled: the team only
 * until its publication time, then public without anyone acting. Published: public.
 */
export const CONTENT_STATUSES = ['draft', 'pending_review', 'scheduled', 'published'] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]

/** Wiki articles also know 'archived': kept, but no longer shown to visitors. */
export const ARTICLE_STATUSES = [
  'draft',
  'pending_review',
  'scheduled',
  'published',
  'archived',
] as const
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

export const LIKE_KINDS = ['event', 'news', 'story'] as const
export type LikeKind = (typeof LIKE_KINDS)[number]

/**
 * A person's role (app/domain/permissions.ts says what each may do); 'reviewer' is the medical
 * reviewer. No profile row means 'user'.
 */
export const ROLES = ['user', 'author', 'reviewer', 'editor', 'admin'] as const
export type Role = (typeof ROLES)[number]
