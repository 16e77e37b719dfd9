ALTER TABLE "events" ADD COLUMN "access_info" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "access_info_el" text;
--> statement-breakpoint
-- events: search columns written from its declared fields (app/domain/search-columns.ts).
ALTER TABLE events
  DROP COLUMN search_en,
  DROP COLUMN search_el;
--> statement-breakpoint
ALTER TABLE events
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    search_doc_en(title, tags, location, description || ' ' || coalesce(access_info, ''))) STORED,
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title), tags, search_el_or_en(CASE WHEN el_ready THEN location_el END, location), search_el_or_en(CASE WHEN el_ready THEN description_el END, description) || ' ' || search_el_or_en(CASE WHEN el_ready THEN access_info_el END, access_info))) STORED;
--> statement-breakpoint
CREATE INDEX events_search_en_idx ON events USING gin (search_en);
--> statement-breakpoint
CREATE INDEX events_search_el_idx ON events USING gin (search_el);
