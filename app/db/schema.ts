/**
 * The database schema: one table per kind of content, accounts and profiles, uploaded media, the
 * likes ledger, revisions and the audit log.
 *
 * Bilingual text: every field a visitor reads has an optional Greek twin in a column with the
 * same name and the suffix `_el` (`title` / `title_el`). English is required, Greek is optional;
 * readers see the Greek text where present and the English text, marked as such, otherwise
 * (see app/lib/localized.ts). One rule, used for every entity.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  type AnyPgColumn,
  jsonb,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

import {
  DEFAULT_EVENT_CATEGORY,
  ARTICLE_STATUSES,
  CONTENT_STATUSES,
  EVENT_CATEGORIES,
  LIKE_KINDS,
  NEWS_CATEGORIES,
  ROLES,
  STORY_CATEGORIES,
} from './enums'
import { FREE_COST } from '~/lib/event-cost'
import type { ArticleSource } from '~/lib/article-source'
import type { FooterLink } from '~/lib/footer-links'

export const eventCategory = pgEnum('event_category', EVENT_CATEGORIES)
export const newsCategory = pgEnum('news_category', NEWS_CATEGORIES)
export const storyCategory = pgEnum('story_category', STORY_CATEGORIES)
export const articleStatus = pgEnum('article_status', ARTICLE_STATUSES)
export const likeKind = pgEnum('like_kind', LIKE_KINDS)
export const contentStatus = pgEnum('content_status', CONTENT_STATUSES)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Kept current by the set_updated_at trigger (drizzle/0001_updated_at_triggers.sql), so it
  // holds for every writer, not only for code that remembers to set it.
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/**
 * The editorial workflow's columns, the same on every kind of content. Rows that existed before
 * the workflow are published, with their Greek marked ready.
 */
const editorial = () => ({
  status: contentStatus('status').notNull().default('published'),
  /** When a scheduled item goes public; also kept after publication as its publication time. */
  publishAt: timestamp('publish_at', { withTimezone: true }),
  /** False while the Greek text is being written: Greek readers then see the English text. */
  elReady: boolean('el_ready').notNull().default(true),
})

const tagsColumn = () =>
  text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)
const likesCount = () => integer('likes_count').notNull().default(0)

/**
 * An item's address (`/news/{slug}`), unique within its kind. The site makes it from the title
 * (content.server.ts); a row inserted without one ('') gets one from the database's trigger
 * (set_content_slug, drizzle), made the same way, so every writer leaves a slug behind.
 */
const slugColumn = () => text('slug').notNull().default('')
const slugRules = (name: string, slug: AnyPgColumn) => [
  unique(`${name}_slug_unique`).on(slug),
  check(`${name}_slug_format`, sql`${slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
]

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleEl: text('title_el'),
    slug: slugColumn(),
    /** What search engines and shared links show of it; null: its excerpt (or description). */
    metaDescription: text('meta_description'),
    metaDescriptionEl: text('meta_description_el'),
    description: text('description').notNull().default(''),
    descriptionEl: text('description_el'),
    /** Step-free access, a quiet room, flashing or strobe lights at the venue; null: not given. */
    accessInfo: text('access_info'),
    accessInfoEl: text('access_info_el'),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    /** When the event ends, the same day (HH:MM after `time`); null: not given. */
    endTime: text('end_time'),
    location: text('location').notNull().default(''),
    locationEl: text('location_el'),
    category: eventCategory('category').notNull().default(DEFAULT_EVENT_CATEGORY),
    cost: text('cost').notNull().default(FREE_COST),
    costEl: text('cost_el'),
    /** Number of places; null means unlimited. */
    capacity: integer('capacity'),
    contactNumber: text('contact_number'),
    registrationLink: text('registration_link'),
    featured: boolean('featured').notNull().default(false),
    tags: tagsColumn(),
    imageUrl: text('image_url'),
    likesCount: likesCount(),
    ...editorial(),
    ...timestamps,
  },
  (t) => [
    check('events_likes_count_non_negative', sql`${t.likesCount} >= 0`),
    ...slugRules('events', t.slug),
    check('events_capacity_non_negative', sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
    check('events_time_format', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'events_end_time_after_start',
      sql`${t.endTime} IS NULL OR (${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.endTime} > ${t.time})`,
    ),
    index('events_date_idx').on(t.date),
  ],
)

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleEl: text('title_el'),
    slug: slugColumn(),
    /** What search engines and shared links show of it; null: its excerpt (or description). */
    metaDescription: text('meta_description'),
    metaDescriptionEl: text('meta_description_el'),
    excerpt: text('excerpt').notNull().default(''),
    excerptEl: text('excerpt_el'),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    contentEl: text('content_el'),
    category: newsCategory('category').notNull().default('research'),
    date: date('date', { mode: 'string' }).notNull(),
    author: text('author').notNull().default(''),
    authorEl: text('author_el'),
    tags: tagsColumn(),
    featured: boolean('featured').notNull().default(false),
    imageUrl: text('image_url'),
    likesCount: likesCount(),
    ...editorial(),
    ...timestamps,
  },
  (t) => [
    check('news_likes_count_non_negative', sql`${t.likesCount} >= 0`),
    ...slugRules('news', t.slug),
    index('news_date_idx').on(t.date),
  ],
)

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleEl: text('title_el'),
    slug: slugColumn(),
    /** What search engines and shared links show of it; null: its excerpt (or description). */
    metaDescription: text('meta_description'),
    metaDescriptionEl: text('meta_description_el'),
    excerpt: text('excerpt').notNull().default(''),
    excerptEl: text('excerpt_el'),
    /** Sanitised HTML; optional. */
    content: text('content'),
    contentEl: text('content_el'),
    author: text('author').notNull().default(''),
    authorEl: text('author_el'),
    date: date('date', { mode: 'string' }).notNull(),
    category: storyCategory('category').notNull().default('inspiration'),
    featured: boolean('featured').notNull().default(false),
    tags: tagsColumn(),
    imageUrl: text('image_url'),
    readTime: text('read_time').notNull().default('5 min read'),
    likesCount: likesCount(),
    ...editorial(),
    ...timestamps,
  },
  (t) => [
    check('stories_likes_count_non_negative', sql`${t.likesCount} >= 0`),
    ...slugRules('stories', t.slug),
    index('stories_date_idx').on(t.date),
  ],
)

/**
 * The addresses items of events, news and stories had before their slug changed: the old address
 * answers with a permanent redirect to the current one. Written by the database (trigger
 * keep_old_content_slug) whenever a slug changes; a slug taken again, by its item or another of
 * the kind, leaves this table. `kind` is the item's table (events, news, stories). No foreign key:
 * a deleted item keeps its old addresses for when it is restored.
 */
export const contentSlugHistory = pgTable(
  'content_slug_history',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index('content_slug_history_item_idx').on(t.kind, t.itemId),
  ],
)

/**
 * The site's one list of tags, shared by every kind of content. Items keep their tags as the
 * English names (a text array on each row); this table gives each name its Greek label. A name
 * saved on any item joins the list by itself (trigger add_item_tags, drizzle/0016).
 */
export const tags = pgTable(
  'tags',
  {
    /** The English label, exactly as items store it. */
    name: text('name').primaryKey(),
    /** The Greek label; null until an admin gives one (Greek readers then see the English). */
    nameEl: text('name_el'),
    ...timestamps,
  },
  (t) => [check('tags_name_not_blank', sql`btrim(${t.name}) <> ''`)],
)

export const wikiCategories = pgTable(
  'wiki_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameEl: text('name_el'),
    slug: text('slug').notNull().unique('wiki_categories_slug_unique'),
    description: text('description').notNull().default(''),
    descriptionEl: text('description_el'),
    orderIndex: integer('order_index').notNull().default(0),
    /** 1 = Understanding Epilepsy, 2 = Living with Epilepsy, anything else = Other. */
    page: integer('page').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('wiki_categories_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('wiki_categories_page_idx').on(t.page, t.orderIndex),
  ],
)

export const wikiArticles = pgTable(
  'wiki_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleEl: text('title_el'),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    excerptEl: text('excerpt_el'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => wikiCategories.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    contentEl: text('content_el'),
    status: articleStatus('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    elReady: boolean('el_ready').notNull().default(true),
    orderIndex: integer('order_index').notNull().default(0),
    /** Minutes; 0 means "work it out from the word count". */
    readTime: integer('read_time').notNull().default(0),
    tags: tagsColumn(),
    featuredImageUrl: text('featured_image_url'),
    originalUrl: text('original_url'),
    metaDescription: text('meta_description'),
    metaDescriptionEl: text('meta_description_el'),
    /** The references the article rests on, shown to readers under it (medical-review.ts). */
    sources: jsonb('sources').$type<ArticleSource[]>().notNull().default([]),
    /**
     * The medical reviewer's account; null when not reviewed, or once the account is gone (the
     * credit stays in reviewed_by_name).
     */
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    /** Their name and credentials as shown to readers, copied at review time. */
    reviewedByName: text('reviewed_by_name'),
    /** The day (Cyprus) of the last medical review. */
    reviewedOn: date('reviewed_on', { mode: 'string' }),
    /** When the next review is due; null: the review date + 3 years. */
    nextReviewDue: date('next_review_due', { mode: 'string' }),
    /** SHA-256 of the medical text as reviewed: a different text is a change since the review. */
    reviewedTextHash: text('reviewed_text_hash'),
    ...timestamps,
  },
  (t) => [
    unique('wiki_articles_category_slug_unique').on(t.categoryId, t.slug),
    check('wiki_articles_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('wiki_articles_read_time_non_negative', sql`${t.readTime} >= 0`),
    index('wiki_articles_category_idx').on(t.categoryId, t.status, t.orderIndex),
  ],
)

export const wikiMedia = pgTable(
  'wiki_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => wikiArticles.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    url: text('url').notNull(),
    altText: text('alt_text').notNull().default(''),
    caption: text('caption'),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wiki_media_type', sql`${t.mediaType} IN ('image', 'video', 'link')`),
    index('wiki_media_article_idx').on(t.articleId),
  ],
)

/**
 * Accounts (Better Auth's core tables, through its Drizzle adapter). The TypeScript keys are the
 * field names Better Auth expects; the columns follow this schema's snake_case.
 */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Stored lowercased (Better Auth normalises it); the allow-list compares lowercased too. */
  email: text('email').notNull().unique('user_email_unique'),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Set by Better Auth's two-factor plugin once an authenticator code was confirmed. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Sessions live in the database, so signing out ends them everywhere and on every instance. */
export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique('session_token_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * Opened with a second factor (an authenticator or backup code), or the session that turned
     * two-factor sign-in on. A session of a two-factor account without it counts as signed out.
     */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
)

/** Credentials: the e-mail and password account holds the password hash. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
)

/** E-mail verification and password-reset tokens. */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
)

/**
 * Two-factor sign-in (Better Auth's two-factor plugin): the authenticator (TOTP) secret and the
 * backup codes, both encrypted with AUTH_SECRET; `verified` stays false until the first code is
 * confirmed; failed codes count towards a temporary lock of the account's second step.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId)],
)

/**
 * Fixed-window counters of the sign-in / sign-up limiter, per IP and per address. In the
 * database (not in memory) so that the limit holds across several app instances; one atomic
 * upsert per attempt (app/domain/auth/rate-limit.server.ts).
 */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
})

/** Mail written instead of sent when SMTP_URL is not set (the embedded default). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the mail would carry (a newsletter's List-Unsubscribe); null: none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
)

/**
 * Invitations to the team: the link mailed carries a token whose SHA-256 is kept here; it works
 * once (accepted_at) and until expires_at, unless an admin withdraws it (revoked_at).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased, as accounts' addresses are. */
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique('invitations_token_hash_unique'),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    check(
      'invitations_role_valid',
      sql`${t.role} IN ('user', 'author', 'reviewer', 'editor', 'admin')`,
    ),
  ],
)
export type InvitationRow = typeof invitations.$inferSelect

/** Roles: one row per user that has a role; no row means role 'user'. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    /**
     * When the person joined through an invitation: a member of the team, who may sign in
     * without being on ADMIN_EMAILS. null for the addresses ADMIN_EMAILS lets in.
     */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** When an admin removed the person: no sign-in any more; their content stays, credited. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** A medical reviewer's name and credentials as readers see them under reviewed articles. */
    credentials: text('credentials'),
    ...timestamps,
  },
  (t) => [
    check(
      'profiles_role_valid',
      sql`${t.role} IN ('user', 'author', 'reviewer', 'editor', 'admin')`,
    ),
  ],
)

/**
 * Uploaded images, stored in the database so that every app instance serves them. One row per
 * width and format (image/webp, image/avif) of one image; `hash` is the content hash of the
 * original upload and the public file_path, so identical uploads share their rows. Uploads made
 * before AVIF variants have WebP rows only.
 */
export const media = pgTable(
  'media',
  {
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Keyed so that a format's variants of one upload are found in width order.
  (t) => [primaryKey({ columns: [t.hash, t.contentType, t.width] })],
)

/**
 * The text alternative of an uploaded image, one row per upload (`hash` as in `media`), in English
 * and Greek, or the admin's word that the image is decorative (shown with an empty alt); with its
 * caption and uploaded file name for the media library. Images
 * uploaded before this table have no row: no description and not decorative, listed for admins
 * to describe.
 */
export const imageTexts = pgTable(
  'image_texts',
  {
    hash: text('hash').primaryKey(),
    alt: text('alt').notNull().default(''),
    altEl: text('alt_el').notNull().default(''),
    decorative: boolean('decorative').notNull().default(false),
    /** Shown under the image where a page gives captions (the media library edits it). */
    caption: text('caption').notNull().default(''),
    captionEl: text('caption_el').notNull().default(''),
    /** The name of the file as it was uploaded, for finding it in the media library. */
    fileName: text('file_name').notNull().default(''),
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [
    check('image_texts_alt_length', sql`char_length(${t.alt}) <= 250`),
    check('image_texts_alt_el_length', sql`char_length(${t.altEl}) <= 250`),
    check('image_texts_caption_length', sql`char_length(${t.caption}) <= 500`),
    check('image_texts_caption_el_length', sql`char_length(${t.captionEl}) <= 500`),
    check('image_texts_file_name_length', sql`char_length(${t.fileName}) <= 200`),
  ],
)

/**
 * Who liked what: one row per visitor session and item, so that a repeated
 * like does not count twice. likes_count on the item is updated in the same transaction.
 */
export const likes = pgTable(
  'likes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: likeKind('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('likes_visitor_item_unique').on(t.kind, t.itemId, t.visitorId)],
)

/**
 * Every saved version of every item of content (events, news, stories, wiki articles): the item
 * as its form and the JSON API see it, who saved it and which fields changed. A deleted item
 * keeps its revisions, so it can be brought back.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    /**
     * The version's number within its item, from 1: the id counts every revision of the site, so
     * an item's first version would show a number that has nothing to do with it.
     */
    number: integer('number').notNull(),
    /** created, updated, restored or deleted. */
    action: text('action').notNull(),
    title: text('title').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_revisions_item_idx').on(t.kind, t.itemId, t.id),
    index('content_revisions_action_idx').on(t.action, t.createdAt),
  ],
)

/**
 * Who did what and when: content changes, publication, deletion and restores, admins' sign-ins
 * and role changes. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (drizzle/0011_editorial_workflow.sql).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    kind: text('kind'),
    itemId: text('item_id'),
    title: text('title'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorEmail, t.at),
    index('audit_log_kind_idx').on(t.kind, t.at),
  ],
)

/**
 * Why an editor sent an item back to its author: one note per item (kind as in revisions:
 * events, news, stories, wiki), shown on the item's form until the author submits it again,
 * which removes it.
 */
export const reviewNotes = pgTable(
  'review_notes',
  {
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    note: text('note').notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
)
export type ReviewNoteRow = typeof reviewNotes.$inferSelect

/**
 * An author's (or medical reviewer's) edit to a published or scheduled item, kept aside until an
 * editor publishes it from the review queue or sends it back (decision 0055). One per item: the
 * author's next save replaces it. It is not in the item tables, so visitors, feeds, search and
 * the page cache never see it. `base_revision`: the revision the author's form was opened on
 * ('' when the item had none), for the conflict check when it is published.
 */
export const pendingChanges = pgTable(
  'pending_changes',
  {
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    baseRevision: text('base_revision').notNull(),
    authorId: text('author_id'),
    authorEmail: text('author_email'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an editor scheduled the change to be published; null: not scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The editor who scheduled it (shown in the review queue). */
    scheduledByEmail: text('scheduled_by_email'),
    /**
     * Why the scheduled publication did not happen at its time (`conflict`, `invalid`,
     * `not_found`); the change then waits in the queue again, unscheduled.
     */
    scheduleFailure: text('schedule_failure'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    // The scheduler's one question: the earliest scheduled change.
    index('pending_changes_publish_at_idx').on(t.publishAt),
  ],
)

/** Small key/value facts about this installation (e.g. when the demo content was seeded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The foundation's public details, edited by admins on the Site settings page. One row (id 1);
 * null = not set. An environment variable of the same detail, when set, wins over its column
 * (app/domain/site-settings.server.ts). `is_example` marks demo values seeded on first start.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    helplinePhone: text('helpline_phone'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    instagramHandle: text('instagram_handle'),
    whatsappInviteUrl: text('whatsapp_invite_url'),
    analyticsDashboardUrl: text('analytics_dashboard_url'),
    /**
     * Links an admin adds to the footer's quick links, in order (app/domain/footer-links.ts):
     * no environment variable sets them.
     */
    footerLinks: jsonb('footer_links')
      .$type<FooterLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isExample: boolean('is_example').notNull().default(false),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
)

/**
 * Words that mean the same to a visitor, per language, edited by admins on /admin/search-synonyms:
 * one row per group ("medicine, medication, drugs"). A query word or phrase in a group also
 * finds the group's other terms (app/lib/search-synonyms.ts). Read at every search, so a saved
 * change applies at once; a change bumps the content version (drizzle/0029), so cached search
 * pages go too.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lang: text('lang').notNull(),
    position: integer('position').notNull(),
    /** The group's terms as typed (one word or a few), at least two. */
    terms: text('terms').array().notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_synonyms_lang', sql`${t.lang} IN ('en', 'el')`),
    index('search_synonyms_lang_position').on(t.lang, t.position),
  ],
)

export type ContentRevisionRow = typeof contentRevisions.$inferSelect
export type AuditLogRow = typeof auditLog.$inferSelect
export type SiteSettingsRow = typeof siteSettings.$inferSelect

export type EventRow = typeof events.$inferSelect
export type NewsRow = typeof news.$inferSelect
export type StoryRow = typeof stories.$inferSelect
export type WikiCategoryRow = typeof wikiCategories.$inferSelect
export type WikiArticleRow = typeof wikiArticles.$inferSelect
export type WikiMediaRow = typeof wikiMedia.$inferSelect
export type TagRow = typeof tags.$inferSelect
export type ProfileRow = typeof profiles.$inferSelect
export type UserRow = typeof user.$inferSelect
export type MailOutboxRow = typeof mailOutbox.$inferSelect

/**
 * The text of the site's fixed pages (first aid, about, the accessibility statement, privacy,
 * terms), one row per section, so that the site search finds them. Not written by people: it
 * is rebuilt from the pages' own strings whenever they change (app/domain/fixed-page-index.server.ts),
 * and its search columns are generated like those of the content tables (drizzle/0019).
 */
export const pageSections = pgTable('page_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The section's path with its anchor, e.g. `/first-aid#recovery`. */
  address: text('address').notNull().unique(),
  /** The page, e.g. `/first-aid`. */
  path: text('path').notNull(),
  position: integer('position').notNull(),
  pageTitle: text('page_title').notNull(),
  pageTitleEl: text('page_title_el').notNull(),
  title: text('title').notNull(),
  titleEl: text('title_el').notNull(),
  body: text('body').notNull(),
  bodyEl: text('body_el').notNull(),
  /** A hash of every section's text: rows of an older text are replaced. */
  sourceHash: text('source_hash').notNull(),
})

/**
 * The site's pages of text: About, the legal pages and the pages admins add, each at `/{slug}`
 * (docs/decisions/0057-pages-as-content.md). Written through the same editorial workflow as the
 * other kinds (revisions, drafts, scheduling, Greek held back while not ready). `fixed`: a page
 * the site's own route shows (about, privacy, terms, accessibility), seeded at start; its slug
 * stays and it cannot be deleted.
 */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleEl: text('title_el'),
    slug: text('slug').notNull(),
    /** The short text under the page's heading. */
    lead: text('lead').notNull().default(''),
    leadEl: text('lead_el'),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    contentEl: text('content_el'),
    metaDescription: text('meta_description'),
    metaDescriptionEl: text('meta_description_el'),
    fixed: boolean('fixed').notNull().default(false),
    ...editorial(),
    ...timestamps,
  },
  (t) => [...slugRules('pages', t.slug)],
)
export type PageRow = typeof pages.$inferSelect

/**
 * Cookie-less visitor statistics, as daily totals only: one row per day, language, measure and
 * value (a page's path, a referring site's host, a device class, a country, a search), with
 * its count. Nothing here can tell one visitor from another: no address, no user agent, no
 * identifier is ever stored (docs/decisions/0050-cookieless-analytics.md).
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    /** The page's language; '' for counts that have none (the first-aid timer). */
    lang: text('lang').notNull(),
    /** What is counted: see app/domain/analytics/measures.ts. */
    measure: text('measure').notNull(),
    /** The counted value: a path, a host, a device class, a country code, a search; '' for totals. */
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.measure, t.lang, t.value] }),
    check('analytics_daily_value_length', sql`char_length(${t.value}) <= 200`),
  ],
)

/**
 * The newsletter's readers (docs/product.md, Newsletter). An address is `pending` until its
 * owner opens the confirmation link (double opt-in): nothing but that mail goes to it before.
 * The consent is kept as given: when, from which form and the very sentence shown. `token` is
 * the secret of the address's unsubscribe and preferences links (random, never shown elsewhere).
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lowercased. */
    email: text('email').notNull().unique('newsletter_subscribers_email_unique'),
    lang: text('lang', { enum: ['en', 'el'] }).notNull(),
    name: text('name'),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed', 'inactive'] })
      .notNull()
      .default('pending'),
    token: text('token').notNull().unique('newsletter_subscribers_token_unique'),
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash').unique('newsletter_subscribers_confirm_unique'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    consentSource: text('consent_source').notNull(),
    consentWording: text('consent_wording').notNull(),
    consentAskedAt: timestamp('consent_asked_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Permanent refusals by the address's mail server in a row; 3 make the address inactive. */
    hardBounces: integer('hard_bounces').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_subscribers_status_idx').on(t.status),
    check(
      'newsletter_subscribers_status_valid',
      sql`${t.status} IN ('pending', 'active', 'unsubscribed', 'inactive')`,
    ),
    check('newsletter_subscribers_lang_valid', sql`${t.lang} IN ('en', 'el')`),
  ],
)
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect

/**
 * Newsletters: an edition per language (Greek optional: Greek readers get the English one with a
 * note), a draft until sent or scheduled. `sendAt` is when its queue is made.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    subjectEl: text('subject_el'),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    bodyEl: text('body_el'),
    status: text('status', { enum: ['draft', 'scheduled', 'sending', 'sent'] })
      .notNull()
      .default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletters_status_send_at_idx').on(t.status, t.sendAt),
    check(
      'newsletters_status_valid',
      sql`${t.status} IN ('draft', 'scheduled', 'sending', 'sent')`,
    ),
  ],
)
export type NewsletterRow = typeof newsletters.$inferSelect

/**
 * The sending queue: one row per newsletter and reader. A sender claims a `queued` row (status
 * `sending`) in a transaction before it sends and records `sent` or `failed` after, so a row
 * claimed when the process died is never sent again (it is marked failed as interrupted).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    unique('newsletter_deliveries_once').on(t.newsletterId, t.subscriberId),
    index('newsletter_deliveries_queue_idx').on(t.status, t.nextAttemptAt),
    check(
      'newsletter_deliveries_status_valid',
      sql`${t.status} IN ('queued', 'sending', 'sent', 'failed')`,
    ),
  ],
)
export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect
