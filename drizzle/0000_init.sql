CREATE TYPE "public"."article_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."event_category" AS ENUM('support-group', 'education', 'fundraising', 'awareness', 'medical', 'social');--> statement-breakpoint
CREATE TYPE "public"."like_kind" AS ENUM('event', 'news', 'story');--> statement-breakpoint
CREATE TYPE "public"."news_category" AS ENUM('research', 'patient-story', 'community', 'awareness', 'policy', 'medical');--> statement-breakpoint
CREATE TYPE "public"."story_category" AS ENUM('inspiration', 'awareness', 'achievement', 'support');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_el" text,
	"description" text DEFAULT '' NOT NULL,
	"description_el" text,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"location_el" text,
	"category" "event_category" DEFAULT 'education' NOT NULL,
	"cost" text DEFAULT 'Free' NOT NULL,
	"cost_el" text,
	"capacity" integer,
	"contact_number" text,
	"registration_link" text,
	"featured" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_likes_count_non_negative" CHECK ("events"."likes_count" >= 0),
	CONSTRAINT "events_capacity_non_negative" CHECK ("events"."capacity" IS NULL OR "events"."capacity" >= 0),
	CONSTRAINT "events_time_format" CHECK ("events"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" "like_kind" NOT NULL,
	"item_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_visitor_item_unique" UNIQUE("kind","item_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_hash_width_pk" PRIMARY KEY("hash","width")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_el" text,
	"excerpt" text DEFAULT '' NOT NULL,
	"excerpt_el" text,
	"content" text DEFAULT '' NOT NULL,
	"content_el" text,
	"category" "news_category" DEFAULT 'research' NOT NULL,
	"date" date NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"author_el" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_likes_count_non_negative" CHECK ("news"."likes_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_valid" CHECK ("profiles"."role" IN ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_el" text,
	"excerpt" text DEFAULT '' NOT NULL,
	"excerpt_el" text,
	"content" text,
	"content_el" text,
	"author" text DEFAULT '' NOT NULL,
	"author_el" text,
	"date" date NOT NULL,
	"category" "story_category" DEFAULT 'inspiration' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"read_time" text DEFAULT '5 min read' NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_likes_count_non_negative" CHECK ("stories"."likes_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wiki_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_el" text,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"excerpt_el" text,
	"category_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_el" text,
	"status" "article_status" DEFAULT 'draft' NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"read_time" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured_image_url" text,
	"original_url" text,
	"meta_description" text,
	"meta_description_el" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wiki_articles_category_slug_unique" UNIQUE("category_id","slug"),
	CONSTRAINT "wiki_articles_slug_format" CHECK ("wiki_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "wiki_articles_read_time_non_negative" CHECK ("wiki_articles"."read_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wiki_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_el" text,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_el" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wiki_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "wiki_categories_slug_format" CHECK ("wiki_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "wiki_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"media_type" text NOT NULL,
	"url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"caption" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wiki_media_type" CHECK ("wiki_media"."media_type" IN ('image', 'video', 'link'))
);
--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_category_id_wiki_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wiki_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wiki_media" ADD CONSTRAINT "wiki_media_article_id_wiki_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."wiki_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "news_date_idx" ON "news" USING btree ("date");--> statement-breakpoint
CREATE INDEX "stories_date_idx" ON "stories" USING btree ("date");--> statement-breakpoint
CREATE INDEX "wiki_articles_category_idx" ON "wiki_articles" USING btree ("category_id","status","order_index");--> statement-breakpoint
CREATE INDEX "wiki_categories_page_idx" ON "wiki_categories" USING btree ("page","order_index");--> statement-breakpoint
CREATE INDEX "wiki_media_article_idx" ON "wiki_media" USING btree ("article_id");