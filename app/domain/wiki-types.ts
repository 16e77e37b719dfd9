/** The shapes the wiki and section loaders send to the browser (see routes/wiki/wiki-data.server.ts). */
import type { ArticleStatus } from './constants'
import type { ConflictView } from './edit-merge'
import type { FieldErrors } from '~/lib/form-input'
import type { ArticleSource } from '~/lib/article-source'

export interface CategoryCard {
  id: string
  slug: string
  name: string
  description: string
  /** 1 Understanding, 2 Living, anything else Other. */
  page: number
  orderIndex: number
  /** Articles the viewer can see (published only for readers). */
  articleCount: number
  /** Fields shown in English on a Greek page. */
  untranslated: string[]
  /** Named in Greek only: English pages show its Greek name, with a note (decision 0035). */
  greekOnly?: boolean
}

export interface ArticleCard {
  id: string
  slug: string
  categoryId: string
  title: string
  excerpt: string
  /** Tag-stripped text, at most 150 characters and '...'; '' when there is none. */
  preview: string
  /** Minutes: the stored value, else worked out from the words. */
  readTime: number
  tags: string[]
  status: ArticleStatus
  orderIndex: number
  untranslated: string[]
  /** Written in Greek only: English pages show its Greek text, with a note (decision 0035). */
  greekOnly?: boolean
}

/** A category as the admin forms edit it: both languages, and its articles of any status. */
export interface AdminCategory {
  id: string
  name: string
  nameEl: string | null
  slug: string
  description: string
  descriptionEl: string | null
  orderIndex: number
  page: number
  articleCount: number
}

/** An article page: the article in the reader's language, and for admins its editable fields. */
export interface ArticleView extends ArticleCard {
  /** Sanitised HTML in the reader's language. */
  html: string
  htmlUntranslated: boolean
  featuredImageUrl: string | null
  /** The picture's text alternative for the reader; null while nobody has described it. */
  featuredImageAlt: string | null
  originalUrl: string | null
  mediaCount: number
  categorySlug: string
  categoryName: string
  /** The category's name is shown in English on a Greek page. */
  categoryNameUntranslated: boolean
  /** The category is named in Greek only: its Greek name is shown on an English page. */
  categoryGreekOnly?: boolean
  categoryPage: number
  /** The references the article rests on, shown under it. */
  sources: ArticleSource[]
  /** Its last medical review; null when it has none. */
  review: ArticleReview | null
}

/** An article's medical review as readers see it at its foot. */
export interface ArticleReview {
  /** The reviewer's name and credentials as they were at the review. */
  by: string
  /** The review's day (YYYY-MM-DD, Cyprus). */
  on: string
  /** When the next review is due (YYYY-MM-DD). */
  nextDue: string
  /** Past the next review date: readers see a quiet note (the article stays). */
  overdue: boolean
}

/** The fields of the inline editor, in both languages (admins only). */
export interface InlineEditable {
  id: string
  /** The newest revision id when the page was loaded ('' when none): a save based on an older one is refused. */
  baseRevision: string
  title: string
  titleEl: string | null
  excerpt: string
  excerptEl: string | null
  categoryId: string
  orderIndex: number
  content: string
  contentEl: string | null
  /** Reviewed, and the medical text changed since: the review predates the change. */
  reviewStale: boolean
  /** Why an editor sent the article back (or its change), until it is submitted again. */
  reviewNote?: { note: string; by: string | null; at: string } | null
  /** A change to the published article waiting for an editor (decision 0055). */
  pendingChange?: { by: string | null; at: string } | null
}

/** What every wiki form action answers (see routes/wiki/wiki-action.server.ts). */
export type WikiActionResult =
  | {
      ok: true
      intent: string
      /** Where the page should go now (an article moved or deleted); absent to stay. */
      redirectTo?: string
      article?: { id: string; slug: string; categorySlug: string; categoryPage: number }
      /**
       * The edit was kept as a change for an editor to publish (decision 0055): the article, and
       * what visitors read, is unchanged; `message` says so.
       */
      pending?: true
      message?: string
    }
  | {
      ok: false
      intent: string
      /** Field name -> i18n key of its problem (the form translates it). */
      fields?: FieldErrors
      message?: string
      /** Someone saved the article since the form was opened: what they changed, what both did. */
      conflict?: ConflictView
    }

/** Every editable field of an article, in both languages (the article editor; admins only). */
export interface EditableArticle {
  id: string
  title: string
  titleEl: string | null
  slug: string
  excerpt: string
  excerptEl: string | null
  categoryId: string
  content: string
  contentEl: string | null
  status: ArticleStatus
  orderIndex: number
  readTime: number
  tags: string[]
  featuredImageUrl: string | null
  originalUrl: string | null
  metaDescription: string | null
  metaDescriptionEl: string | null
  elReady: boolean
  /** ISO instant of a scheduled publication; null when none. */
  publishAt: string | null
  /** The references the article rests on. */
  sources: ArticleSource[]
  /** When the next medical review is due (YYYY-MM-DD); null: the review date + 3 years. */
  nextReviewDue: string | null
  /** The newest revision id when the article was read ('' when none); absent when unknown. */
  baseRevision?: string
}
