-- Each item's versions numbered from 1 in the order they were saved (written by hand: the
-- existing rows get their numbers before the column becomes required).
ALTER TABLE "content_revisions" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "content_revisions" AS r SET "number" = n.number
  FROM (SELECT id, row_number() OVER (PARTITION BY kind, item_id ORDER BY id) AS number FROM "content_revisions") AS n
  WHERE r.id = n.id;--> statement-breakpoint
ALTER TABLE "content_revisions" ALTER COLUMN "number" SET NOT NULL;
