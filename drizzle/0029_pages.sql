CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_el" text,
	"slug" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"lead_el" text,
	"content" text DEFAULT '' NOT NULL,
	"content_el" text,
	"meta_description" text,
	"meta_description_el" text,
	"fixed" boolean DEFAULT false NOT NULL,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone,
	"el_ready" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pages_slug_format" CHECK ("pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "footer_links" jsonb DEFAULT '[]'::jsonb NOT NULL;