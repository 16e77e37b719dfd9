ALTER TABLE "events" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meta_description_el" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "meta_description_el" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "meta_description_el" text;