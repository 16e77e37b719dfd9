ALTER TYPE "public"."article_status" ADD VALUE 'pending_review' BEFORE 'scheduled';--> statement-breakpoint
ALTER TYPE "public"."content_status" ADD VALUE 'pending_review' BEFORE 'scheduled';