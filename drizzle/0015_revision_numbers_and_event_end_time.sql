-- Each item's versions numbered from 1 in the order they were saved (written by hand: the
-- existing rows get their numbers before the column becomes required), and events' optional
-- end time, which must come after the start.
ALTER TABLE "content_revisions" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "content_revisions" AS r SET "number" = n.number
  FROM (SELECT id, row_number() OVER (PARTITION BY kind, item_id ORDER BY id) AS number FROM "content_revisions") AS n
  WHERE r.id = n.id;--> statement-breakpoint
ALTER TABLE "content_revisions" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_end_time_after_start" CHECK ("events"."end_time" IS NULL OR ("events"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "events"."end_time" > "events"."time"));