-- Full-text search in English and Greek, identical on PGlite and PostgreSQL.
-- Each searchable table gets two generated tsvector columns (search_en, search_el), so the index
-- is rewritten by the database itself on every insert and update, whoever writes.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Text search configurations that drop accents before stemming: επιληψία, επιληψια and
-- ΕΠΙΛΗΨΙΑ become one word, as do café and cafe. search_simple keeps whole (unstemmed) words,
-- for the Greek prefix matching that covers what the Greek stemmer gets wrong.
CREATE TEXT SEARCH CONFIGURATION search_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_el (COPY = pg_catalog.greek);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_el ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, greek_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_simple (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_simple ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, simple;
--> statement-breakpoint
-- Stored HTML as text: tags become spaces so that words on either side stay apart.
CREATE FUNCTION search_html_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g');
--> statement-breakpoint
-- array_to_string is only STABLE in general (element types may format by setting); for text[]
-- it is immutable, which generated columns need.
CREATE FUNCTION search_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string(tags, ' '), '');
--> statement-breakpoint
-- The Greek text of a field, or the English one that Greek readers see when it is missing.
CREATE FUNCTION search_el_or_en(el text, en text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(nullif(btrim(el), ''), en, '');
--> statement-breakpoint
-- Weights: A title, B tags, C summary (excerpt, location, author), D body.
CREATE FUNCTION search_doc_en(title text, tags text[], summary text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('public.search_en'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.search_en'::regconfig, public.search_tags_text(tags)), 'B')
    || setweight(to_tsvector('public.search_en'::regconfig, coalesce(summary, '')), 'C')
    || setweight(to_tsvector('public.search_en'::regconfig, public.search_html_text(body)), 'D');
--> statement-breakpoint
CREATE FUNCTION search_doc_el(title text, tags text[], summary text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('public.search_el'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.search_simple'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.search_el'::regconfig, public.search_tags_text(tags)), 'B')
    || setweight(to_tsvector('public.search_el'::regconfig, coalesce(summary, '')), 'C')
    || setweight(to_tsvector('public.search_simple'::regconfig, coalesce(summary, '')), 'C')
    || setweight(to_tsvector('public.search_el'::regconfig, public.search_html_text(body)), 'D')
    || setweight(to_tsvector('public.search_simple'::regconfig, public.search_html_text(body)), 'D');
--> statement-breakpoint
ALTER TABLE wiki_articles
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    search_doc_en(title, tags, excerpt || ' ' || coalesce(meta_description, ''), content)) STORED,
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(title_el, title), tags,
      search_el_or_en(excerpt_el, excerpt) || ' ' || search_el_or_en(meta_description_el, meta_description),
      search_el_or_en(content_el, content))) STORED;
--> statement-breakpoint
ALTER TABLE events
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    search_doc_en(title, tags, location, description)) STORED,
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(title_el, title), tags, search_el_or_en(location_el, location),
      search_el_or_en(description_el, description))) STORED;
--> statement-breakpoint
ALTER TABLE news
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    search_doc_en(title, tags, excerpt || ' ' || author, content)) STORED,
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(title_el, title), tags,
      search_el_or_en(excerpt_el, excerpt) || ' ' || search_el_or_en(author_el, author),
      search_el_or_en(content_el, content))) STORED;
--> statement-breakpoint
ALTER TABLE stories
  ADD COLUMN search_en tsvector GENERATED ALWAYS AS (
    search_doc_en(title, tags, excerpt || ' ' || author, content)) STORED,
  ADD COLUMN search_el tsvector GENERATED ALWAYS AS (
    search_doc_el(search_el_or_en(title_el, title), tags,
      search_el_or_en(excerpt_el, excerpt) || ' ' || search_el_or_en(author_el, author),
      search_el_or_en(content_el, content))) STORED;
--> statement-breakpoint
CREATE INDEX wiki_articles_search_en_idx ON wiki_articles USING gin (search_en);
--> statement-breakpoint
CREATE INDEX wiki_articles_search_el_idx ON wiki_articles USING gin (search_el);
--> statement-breakpoint
CREATE INDEX events_search_en_idx ON events USING gin (search_en);
--> statement-breakpoint
CREATE INDEX events_search_el_idx ON events USING gin (search_el);
--> statement-breakpoint
CREATE INDEX news_search_en_idx ON news USING gin (search_en);
--> statement-breakpoint
CREATE INDEX news_search_el_idx ON news USING gin (search_el);
--> statement-breakpoint
CREATE INDEX stories_search_en_idx ON stories USING gin (search_en);
--> statement-breakpoint
CREATE INDEX stories_search_el_idx ON stories USING gin (search_el);
