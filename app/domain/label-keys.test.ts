/**
 * Every key the functions of label-keys.ts and audit-label-keys.ts can give, for every value
 * they take, has a string in English and in Greek; a value they do not know gives no key.
 */
import { describe, expect, it } from 'vitest'

import { missingStrings } from '../../tests/support/translation-keys'
import { SEARCH_KINDS } from '~/lib/search-query'
import { SOCIAL_KINDS } from '~/lib/social-image'
import { AUDIT_ACTIONS, AUDIT_KINDS } from './audit-filters'
import {
  auditActionKey,
  auditKindKey,
  auditRoleKey,
  HISTORY_ACTIONS,
  historyActionKey,
} from './audit-label-keys'
import {
  ARTICLE_STATUSES,
  CONTENT_STATUSES,
  EVENT_CATEGORIES,
  LIKE_KINDS,
  NEWS_CATEGORIES,
  ROLES,
  STORY_CATEGORIES,
} from './constants'
import { CONTENT_KINDS } from './content-kinds'
import { LANGS } from '~/i18n/languages'
import { RANGE_PROBLEMS } from '~/lib/analytics-range'
import { DEVICE_CLASSES } from '~/lib/page-view'
import {
  ADMIN_KIND_STRINGS,
  analyticsLanguageKey,
  analyticsRangeErrorKey,
  deviceClassKey,
  adminKindStringKey,
  ARTICLE_FORM_STRINGS,
  ARTICLE_STRINGS,
  articleCategoryKey,
  articleFormKey,
  articleStringKey,
  editorialStatusKey,
  eventCategoryKey,
  KIND_STRINGS,
  kindStringKey,
  likeKindKey,
  searchKindKey,
  sectionStringKey,
  SITE_SETTING_GROUPS,
  siteSettingGroupKey,
  siteSettingKey,
  socialKindKey,
  wikiSectionNameKey,
  wikiStatusKey,
  type ArticleKind,
} from './label-keys'
import { SITE_SETTING_FIELDS } from './site-settings-input'

const ARTICLE_KINDS: readonly ArticleKind[] = ['news', 'stories']

/** Every key each function gives, for every value it takes. */
const KEYS = {
  eventCategoryKey: ['all', ...EVENT_CATEGORIES].map(eventCategoryKey),
  articleCategoryKey: [
    ...['all', ...NEWS_CATEGORIES].map((category) => articleCategoryKey('news', category)),
    ...['all', ...STORY_CATEGORIES].map((category) => articleCategoryKey('stories', category)),
  ],
  kindStringKey: CONTENT_KINDS.flatMap((kind) => KIND_STRINGS.map((n) => kindStringKey(kind, n))),
  articleStringKey: ARTICLE_KINDS.flatMap((kind) =>
    ARTICLE_STRINGS.map((name) => articleStringKey(kind, name)),
  ),
  adminKindStringKey: CONTENT_KINDS.flatMap((kind) =>
    ADMIN_KIND_STRINGS.map((name) => adminKindStringKey(kind, name)),
  ),
  articleFormKey: ARTICLE_KINDS.flatMap((kind) =>
    ARTICLE_FORM_STRINGS.map((name) => articleFormKey(kind, name)),
  ),
  wikiStatusKey: ARTICLE_STATUSES.map(wikiStatusKey),
  editorialStatusKey: CONTENT_STATUSES.map(editorialStatusKey),
  wikiSectionNameKey: [0, 1, 2, 3].map(wikiSectionNameKey),
  sectionStringKey: (['understanding', 'living'] as const).flatMap((section) =>
    (['title', 'intro', 'metaDescription'] as const).map((n) => sectionStringKey(section, n)),
  ),
  searchKindKey: [...SEARCH_KINDS, 'all' as const].map(searchKindKey),
  socialKindKey: SOCIAL_KINDS.filter((kind) => kind !== 'site').map(socialKindKey),
  likeKindKey: LIKE_KINDS.map(likeKindKey),
  siteSettingGroupKey: SITE_SETTING_GROUPS.map(siteSettingGroupKey),
  siteSettingKey: SITE_SETTING_FIELDS.flatMap((field) =>
    (['fields', 'hints'] as const).map((part) => siteSettingKey(field, part)),
  ),
  auditActionKey: AUDIT_ACTIONS.map(auditActionKey),
  auditKindKey: AUDIT_KINDS.map(auditKindKey),
  auditRoleKey: ROLES.map(auditRoleKey),
  historyActionKey: HISTORY_ACTIONS.map(historyActionKey),
  analyticsLanguageKey: LANGS.map(analyticsLanguageKey),
  deviceClassKey: DEVICE_CLASSES.map(deviceClassKey),
  analyticsRangeErrorKey: RANGE_PROBLEMS.map(analyticsRangeErrorKey),
}

describe('translation keys made from data', () => {
  it.each(Object.entries(KEYS))(
    '%s gives only keys with a string in en and el',
    async (_, keys) => {
      expect(keys.length).toBeGreaterThan(0)
      expect(keys).not.toContain(undefined)
      expect(await missingStrings(keys as string[])).toEqual([])
    },
  )

  it('names a wiki category of no section "Other"', () => {
    expect(wikiSectionNameKey(1)).toBe('wiki.sectionName.1')
    expect(wikiSectionNameKey(7)).toBe('wiki.sectionName.0')
  })

  it('gives no key for a stored value this version does not know', () => {
    expect(eventCategoryKey('picnic')).toBeUndefined()
    // A news category is not a story's.
    expect(articleCategoryKey('stories', 'research')).toBeUndefined()
    expect(articleCategoryKey('news', 'research')).toBe('news.categories.research')
    expect(auditActionKey('archived')).toBeUndefined()
    expect(auditKindKey('toString')).toBeUndefined()
    expect(auditRoleKey('owner')).toBeUndefined()
    expect(historyActionKey('published')).toBeUndefined()
    expect(analyticsLanguageKey('fr')).toBeUndefined()
    expect(deviceClassKey('watch')).toBeUndefined()
  })
})
