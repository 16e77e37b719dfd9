ALTER TABLE "profiles" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "reviewed_on" date;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "next_review_due" date;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD COLUMN "reviewed_text_hash" text;--> statement-breakpoint
ALTER TABLE "wiki_articles" ADD CONSTRAINT "wiki_articles_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;