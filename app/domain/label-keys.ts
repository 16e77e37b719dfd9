/**
 * Translation keys made from data: one function per purpose, so that every key the site builds
 * from a value is written here, typed against the English strings (app/i18n/keys.ts) and listed
 * by label-keys.test.ts, which checks each against both languages. A key the code writes out in
 * full is checked by the typecheck alone.
 *
 * A value that comes from stored data as a plain string (an audit entry's action, an item's
 * category) may be one this version does not know: its function answers undefined, and the
 * caller shows the value itself.
 */
import { keyFromData, type TranslationKey } from '~/i18n/keys'
import { LANGS } from '~/i18n/languages'
import type { RangeProblem } from '~/lib/analytics-range'
import { DEVICE_CLASSES } from '~/lib/page-view'
import type { TFunction } from '~/i18n/translator'
import type { SearchKind } from '~/lib/search-query'
import type { SocialKind } from '~/lib/social-image'
import { sectionOfCategoryPage } from '~/lib/wiki-category-order'
import type { SectionKey } from '~/lib/wiki-urls'

import {
  EVENT_CATEGORIES,
  NEWS_CATEGORIES,
  STORY_CATEGORIES,
  type ArticleStatus,
  type ContentStatus,
  type LikeKind,
} from './constants'
import type { ContentKind } from './content-kinds'
import type { SiteSettingField } from './site-settings-input'

/** The kinds whose items are articles (an author, a feed): news and patient stories. */
export type ArticleKind = Exclude<ContentKind, 'events'>

/** Whether a stored value is one of a list's (so its key can be typed). */
export function isOneOf<Value extends string>(
  values: readonly Value[],
  value: string,
): value is Value {
  return (values as readonly string[]).includes(value)
}

/** The name of an event's category, or of them all (a filter's first choice). */
export function eventCategoryKey(category: string): TranslationKey | undefined {
  return category === 'all' || isOneOf(EVENT_CATEGORIES, category)
    ? `events.categories.${category}`
    : undefined
}

/**
 * The name of a news post's or a story's category, or of them all, in the area of the kind given
 * (a page of one kind declares that kind's area only).
 */
const ARTICLE_CATEGORIES: Record<ArticleKind, readonly string[]> = {
  news: NEWS_CATEGORIES,
  stories: STORY_CATEGORIES,
}

export function articleCategoryKey(
  kind: ArticleKind,
  category: string,
): TranslationKey | undefined {
  // Every key this can give is checked against both languages by label-keys.test.ts.
  return category === 'all' || ARTICLE_CATEGORIES[kind].includes(category)
    ? keyFromData(`${kind}.categories.${category}`)
    : undefined
}

/** Strings every dated kind's area has under the same name. */
export const KIND_STRINGS = [
  'notFound.title',
  'notFound.text',
  'back',
  'filterLabel',
  'empty',
  'sample',
  'errors.adminCreate',
  'errors.adminEdit',
  'errors.adminDelete',
] as const
export function kindStringKey(
  kind: ContentKind,
  name: (typeof KIND_STRINGS)[number],
): TranslationKey {
  return `${kind}.${name}`
}

/** Strings of the article kinds' areas: the byline, the featured badge, the feed. */
export const ARTICLE_STRINGS = ['by', 'featured', 'feed.title', 'feed.description'] as const
export function articleStringKey(
  kind: ArticleKind,
  name: (typeof ARTICLE_STRINGS)[number],
): TranslationKey {
  return `${kind}.${name}`
}

/** The admin strings every dated kind has: its confirmations and toasts. */
export const ADMIN_KIND_STRINGS = [
  'confirmDelete',
  'toast.created',
  'toast.updated',
  'toast.deleted',
  'toast.deleteFailed',
] as const
export function adminKindStringKey(
  kind: ContentKind,
  name: (typeof ADMIN_KIND_STRINGS)[number],
): TranslationKey {
  return `admin.${kind}.${name}`
}

/** The labels of the article form (news and stories share it). */
export const ARTICLE_FORM_STRINGS = [
  'title',
  'excerpt',
  'content',
  'category',
  'date',
  'author',
  'featured',
  'image',
  'tags',
  'saving',
  'cancel',
] as const
export function articleFormKey(
  kind: ArticleKind,
  name: (typeof ARTICLE_FORM_STRINGS)[number],
): TranslationKey {
  return `admin.${kind}.form.${name}`
}

/** A wiki article's status, as its badge and the editor's choices name it. */
export function wikiStatusKey(status: ArticleStatus): TranslationKey {
  return `wiki.status.${status}`
}

/** An item's place in the editorial workflow, as the editorial fields offer it. */
export function editorialStatusKey(status: ContentStatus): TranslationKey {
  return `admin.editorial.statuses.${status}`
}

/** The name of a wiki category's section by its page code; a page of no section is "Other". */
export function wikiSectionNameKey(page: number): TranslationKey {
  return `wiki.sectionName.${sectionOfCategoryPage(page)}`
}

/** A section's own strings: its title, introduction and description for search engines. */
export function sectionStringKey(
  section: SectionKey,
  name: 'title' | 'intro' | 'metaDescription',
): TranslationKey {
  return `sections.${section}.${name}`
}

/** A kind of search result, or all of them. */
export function searchKindKey(kind: SearchKind | 'all'): TranslationKey {
  return `search.kinds.${kind}`
}

/** The name of a kind of page in the text of its default social image. */
export function socialKindKey(kind: Exclude<SocialKind, 'site'>): TranslationKey {
  return `common.social.kind.${kind}`
}

/** The name of a kind of liked item, in a like's error message. */
export function likeKindKey(kind: LikeKind): TranslationKey {
  return `likes.types.${kind}`
}

export const SITE_SETTING_GROUPS = ['contact', 'social', 'admin'] as const
export type SiteSettingGroup = (typeof SITE_SETTING_GROUPS)[number]

/** The heading of a group of the site settings form. */
export function siteSettingGroupKey(group: SiteSettingGroup): TranslationKey {
  return `admin.siteSettings.groups.${group}`
}

/** A site setting's label, or the hint under it. */
export function siteSettingKey(field: SiteSettingField, part: 'fields' | 'hints'): TranslationKey {
  return `admin.siteSettings.${part}.${field}`
}

/** A counted language's name in the statistics; undefined for a value the site does not serve. */
export function analyticsLanguageKey(lang: string): TranslationKey | undefined {
  return isOneOf(LANGS, lang) ? `analytics.languages.${lang}` : undefined
}

/** A device class's name in the statistics; undefined for one this version does not count. */
export function deviceClassKey(device: string): TranslationKey | undefined {
  return isOneOf(DEVICE_CLASSES, device) ? `analytics.devices.${device}` : undefined
}

/** What is wrong with a statistics period (its field's message). */
export function analyticsRangeErrorKey(problem: RangeProblem): TranslationKey {
  return `analytics.errors.${problem}`
}

/** The string of a key made from stored data, or the value itself when there is no such key. */
export function translatedOr(t: TFunction, key: TranslationKey | undefined, value: string): string {
  return key ? t(key) : value
}
