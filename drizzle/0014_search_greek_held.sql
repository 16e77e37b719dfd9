-- Greek text held back (el_ready = false) is not searchable: the Greek search columns of an item
-- whose Greek is not ready are built from its English text, exactly as a Greek page shows it
-- (app/lib/greek-held.ts). The generated columns of 0004 and 0010 are made again with that
-- condition; their indexes with them.
ALTER TABLE wiki_articles
  DROP COLUMN search_el,
  DROP COLUMN search_title_vector_el,
  DROP COLUMN search_title_folded_el,
  DROP COLUMN search_label_el;
--> statement-breakpoint
ALTER TABLE wiki_articles
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title), tags,
      search_el_or_en(CASE WHEN el_ready THEN excerpt_el END, excerpt) || ' ' || search_el_or_en(CASE WHEN el_ready THEN meta_description_el END, meta_description),
      search_el_or_en(CASE WHEN el_ready THEN content_el END, content))) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(CASE WHEN el_ready THEN title_el END, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
ALTER TABLE events
  DROP COLUMN search_el,
  DROP COLUMN search_title_vector_el,
  DROP COLUMN search_title_folded_el,
  DROP COLUMN search_label_el;
--> statement-breakpoint
ALTER TABLE events
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title), tags, search_el_or_en(CASE WHEN el_ready THEN location_el END, location),
      search_el_or_en(CASE WHEN el_ready THEN description_el END, description))) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(CASE WHEN el_ready THEN title_el END, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
ALTER TABLE news
  DROP COLUMN search_el,
  DROP COLUMN search_title_vector_el,
  DROP COLUMN search_title_folded_el,
  DROP COLUMN search_label_el;
--> statement-breakpoint
ALTER TABLE news
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title), tags,
      search_el_or_en(CASE WHEN el_ready THEN excerpt_el END, excerpt) || ' ' || search_el_or_en(CASE WHEN el_ready THEN author_el END, author),
      search_el_or_en(CASE WHEN el_ready THEN content_el END, content))) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(CASE WHEN el_ready THEN title_el END, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
ALTER TABLE stories
  DROP COLUMN search_el,
  DROP COLUMN search_title_vector_el,
  DROP COLUMN search_title_folded_el,
  DROP COLUMN search_label_el;
--> statement-breakpoint
ALTER TABLE stories
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title), tags,
      search_el_or_en(CASE WHEN el_ready THEN excerpt_el END, excerpt) || ' ' || search_el_or_en(CASE WHEN el_ready THEN author_el END, author),
      search_el_or_en(CASE WHEN el_ready THEN content_el END, content))) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(CASE WHEN el_ready THEN title_el END, title))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(CASE WHEN el_ready THEN title_el END, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
CREATE INDEX wiki_articles_search_el_idx ON wiki_articles USING gin (search_el);
--> statement-breakpoint
CREATE INDEX wiki_articles_search_title_el_idx ON wiki_articles USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX wiki_articles_search_label_el_idx ON wiki_articles USING gin (search_label_el gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX events_search_el_idx ON events USING gin (search_el);
--> statement-breakpoint
CREATE INDEX events_search_title_el_idx ON events USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX events_search_label_el_idx ON events USING gin (search_label_el gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX news_search_el_idx ON news USING gin (search_el);
--> statement-breakpoint
CREATE INDEX news_search_title_el_idx ON news USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX news_search_label_el_idx ON news USING gin (search_label_el gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX stories_search_el_idx ON stories USING gin (search_el);
--> statement-breakpoint
CREATE INDEX stories_search_title_el_idx ON stories USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX stories_search_label_el_idx ON stories USING gin (search_label_el gin_trgm_ops);
