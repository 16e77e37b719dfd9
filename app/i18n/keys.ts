/**
 * Every translation key, as the type of what `t()` accepts: derived from the English strings,
 * so a key that is misspelt, moved or removed fails `npm run typecheck` instead of showing
 * itself on a page. en and el have the same keys (locales.test.ts), so English is enough.
 *
 * A key is an area and a path to a string (area events, path title: events.title); a plural's
 * forms (count_one, count_other) are also named by their base (count), which the translator
 * completes by the `count` it is given. Type-only imports: no string reaches a bundle from here.
 */
import type about from './locales/en/about.json'
import type admin from './locales/en/admin.json'
import type analytics from './locales/en/analytics.json'
import type auth from './locales/en/auth.json'
import type chrome from './locales/en/chrome.json'
import type common from './locales/en/common.json'
import type diary from './locales/en/diary.json'
import type emergency from './locales/en/emergency.json'
import type events from './locales/en/events.json'
import type firstAid from './locales/en/firstAid.json'
import type home from './locales/en/home.json'
import type legal from './locales/en/legal.json'
import type likes from './locales/en/likes.json'
import type news from './locales/en/news.json'
import type newsletter from './locales/en/newsletter.json'
import type plan from './locales/en/plan.json'
import type profile from './locales/en/profile.json'
import type search from './locales/en/search.json'
import type sections from './locales/en/sections.json'
import type stories from './locales/en/stories.json'
import type wiki from './locales/en/wiki.json'
import type { Area } from './areas'

interface EnglishStrings {
  about: typeof about
  admin: typeof admin
  analytics: typeof analytics
  auth: typeof auth
  chrome: typeof chrome
  common: typeof common
  diary: typeof diary
  emergency: typeof emergency
  events: typeof events
  firstAid: typeof firstAid
  home: typeof home
  legal: typeof legal
  likes: typeof likes
  news: typeof news
  newsletter: typeof newsletter
  plan: typeof plan
  profile: typeof profile
  search: typeof search
  sections: typeof sections
  stories: typeof stories
  wiki: typeof wiki
}

/** Fails to compile when an area is added to areas.ts without its strings here, or the reverse. */
type SameAreas = [Area] extends [keyof EnglishStrings]
  ? [keyof EnglishStrings] extends [Area]
    ? true
    : never
  : never
const sameAreas: SameAreas = true
void sameAreas

/** The dotted paths to the strings of a tree. */
type PathsOf<Tree> = {
  [Name in keyof Tree & string]: Tree[Name] extends string ? Name : `${Name}.${PathsOf<Tree[Name]>}`
}[keyof Tree & string]

/** English and Greek have two plural forms, `one` and `other` (Intl.PluralRules). */
type PluralBase<Key> = Key extends `${infer Base}_one`
  ? Base
  : Key extends `${infer Base}_other`
    ? Base
    : never

type StringKey = PathsOf<EnglishStrings>

/** A key `t()` can translate. */
export type TranslationKey = StringKey | PluralBase<StringKey>

/**
 * A key that arrives as data rather than written at the call: a form check's message or a field
 * error in a server's answer, which are keys written out in the schemas and actions (checked
 * there: locales.test.ts finds every key the code names in full). The one way a plain string
 * becomes a key; the translator shows a key it lacks as itself.
 */
export function keyFromData(key: string): TranslationKey {
  return key as TranslationKey
}
