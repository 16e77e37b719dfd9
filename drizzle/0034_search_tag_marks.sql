-- Hand-written: the Greek search's index answers tag matches by itself.
-- A Greek word of a tag's label finds the items with that tag through a weight-restricted
-- operand of the query ('support':B: the tag's lexeme where the document vector holds tags).
-- A GIN index holds no weights, so every row it returned for such a query was checked again on
-- its whole document vector, read from its TOAST table and decompressed: on 10,000 articles that
-- made the Greek searches that name a tag three to five times slower than the others. The Greek
-- index now also holds each weight-B lexeme as a mark, '#' and the lexeme (no word of a text can
-- begin with '#'), and the search asks for the mark instead (app/lib/search-tag-marks.ts), which
-- the index answers without reading the rows. An index on an expression: nothing more is stored,
-- and the database keeps it current on every write.
CREATE FUNCTION search_tag_marks(document tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY(SELECT '#' || lexeme FROM unnest(ts_filter(document, '{b}'))));
--> statement-breakpoint
DROP INDEX wiki_articles_search_el_idx;
--> statement-breakpoint
CREATE INDEX wiki_articles_search_el_idx ON wiki_articles USING gin ((search_el || public.search_tag_marks(search_el)));
--> statement-breakpoint
DROP INDEX events_search_el_idx;
--> statement-breakpoint
CREATE INDEX events_search_el_idx ON events USING gin ((search_el || public.search_tag_marks(search_el)));
--> statement-breakpoint
DROP INDEX news_search_el_idx;
--> statement-breakpoint
CREATE INDEX news_search_el_idx ON news USING gin ((search_el || public.search_tag_marks(search_el)));
--> statement-breakpoint
DROP INDEX stories_search_el_idx;
--> statement-breakpoint
CREATE INDEX stories_search_el_idx ON stories USING gin ((search_el || public.search_tag_marks(search_el)));
--> statement-breakpoint
DROP INDEX page_sections_search_el_idx;
--> statement-breakpoint
CREATE INDEX page_sections_search_el_idx ON page_sections USING gin ((search_el || public.search_tag_marks(search_el)));
