CREATE TABLE "page_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"path" text NOT NULL,
	"position" integer NOT NULL,
	"page_title" text NOT NULL,
	"page_title_el" text NOT NULL,
	"title" text NOT NULL,
	"title_el" text NOT NULL,
	"body" text NOT NULL,
	"body_el" text NOT NULL,
	"source_hash" text NOT NULL,
	CONSTRAINT "page_sections_address_unique" UNIQUE("address")
);
--> statement-breakpoint
-- The fixed pages' sections are searched like the content tables (0004, 0010): the same
-- generated columns and indexes. Their Greek text is always written, and the page's name is
-- indexed as a tag (weight B), so "first aid recovery position" finds the section.
ALTER TABLE page_sections
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    search_doc_en(title, ARRAY[page_title], '', body)) STORED,
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(title_el, ARRAY[page_title_el], '', body_el)) STORED,
  ADD COLUMN search_title_vector_en tsvector GENERATED ALWAYS AS (search_title_en(title)) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(title_el)) STORED,
  ADD COLUMN search_title_folded_en text GENERATED ALWAYS AS (search_fold_title(title)) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(title_el)) STORED,
  ADD COLUMN search_label_en text GENERATED ALWAYS AS (search_fold_label(title || ' ' || page_title)) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(title_el || ' ' || page_title_el)) STORED;
--> statement-breakpoint
CREATE INDEX page_sections_search_en_idx ON page_sections USING gin (search_en);
--> statement-breakpoint
CREATE INDEX page_sections_search_el_idx ON page_sections USING gin (search_el);
--> statement-breakpoint
CREATE INDEX page_sections_search_title_en_idx ON page_sections USING gin (search_title_vector_en);
--> statement-breakpoint
CREATE INDEX page_sections_search_title_el_idx ON page_sections USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX page_sections_search_label_en_idx ON page_sections USING gin (search_label_en gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX page_sections_search_label_el_idx ON page_sections USING gin (search_label_el gin_trgm_ops);
