ALTER TABLE "pending_changes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD COLUMN "scheduled_by_email" text;--> statement-breakpoint
ALTER TABLE "pending_changes" ADD COLUMN "schedule_failure" text;--> statement-breakpoint
CREATE INDEX "pending_changes_publish_at_idx" ON "pending_changes" USING btree ("publish_at");