-- Search speed: what search used to work out for every matching row at query time (a title
-- folded for the phrase bonuses, a title-only vector for the title bonus, a folded label for the
-- misspelling fallback) is stored in generated columns, so the database keeps it current on
-- every write and a query only reads it. Indexes: GIN on the title vectors (title matches are
-- the best candidates), pg_trgm GIN on the labels (misspellings).
--
-- unaccent() is only STABLE (it looks its dictionary up by name); with the dictionary named it
-- is fixed, so the wrappers below may be IMMUTABLE, which generated columns need.
CREATE FUNCTION search_fold_label(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN translate(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))), 'ς', 'σ');
--> statement-breakpoint
-- As foldText in app/lib/search-query.ts folds the query: no accents, lowercase, σ for ς, and
-- punctuation runs as one space.
CREATE FUNCTION search_fold_title(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN btrim(regexp_replace(public.search_fold_label(t), '[[:space:][:punct:]«»“”‘’…·;]+', ' ', 'g'));
--> statement-breakpoint
-- The title part (weight A) of search_doc_en / search_doc_el, lexeme for lexeme.
CREATE FUNCTION search_title_en(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('public.search_en'::regconfig, coalesce(title, '')), 'A');
--> statement-breakpoint
CREATE FUNCTION search_title_el(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('public.search_el'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('public.search_simple'::regconfig, coalesce(title, '')), 'A');
--> statement-breakpoint
ALTER TABLE wiki_articles
  ADD COLUMN search_title_vector_en tsvector GENERATED ALWAYS AS (search_title_en(title)) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_title_folded_en text GENERATED ALWAYS AS (search_fold_title(title)) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_label_en text GENERATED ALWAYS AS (search_fold_label(title || ' ' || search_tags_text(tags))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(title_el, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
ALTER TABLE events
  ADD COLUMN search_title_vector_en tsvector GENERATED ALWAYS AS (search_title_en(title)) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_title_folded_en text GENERATED ALWAYS AS (search_fold_title(title)) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_label_en text GENERATED ALWAYS AS (search_fold_label(title || ' ' || search_tags_text(tags))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(title_el, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
ALTER TABLE news
  ADD COLUMN search_title_vector_en tsvector GENERATED ALWAYS AS (search_title_en(title)) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_title_folded_en text GENERATED ALWAYS AS (search_fold_title(title)) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_label_en text GENERATED ALWAYS AS (search_fold_label(title || ' ' || search_tags_text(tags))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(title_el, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
ALTER TABLE stories
  ADD COLUMN search_title_vector_en tsvector GENERATED ALWAYS AS (search_title_en(title)) STORED,
  ADD COLUMN search_title_vector_el tsvector GENERATED ALWAYS AS (search_title_el(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_title_folded_en text GENERATED ALWAYS AS (search_fold_title(title)) STORED,
  ADD COLUMN search_title_folded_el text GENERATED ALWAYS AS (search_fold_title(search_el_or_en(title_el, title))) STORED,
  ADD COLUMN search_label_en text GENERATED ALWAYS AS (search_fold_label(title || ' ' || search_tags_text(tags))) STORED,
  ADD COLUMN search_label_el text GENERATED ALWAYS AS (search_fold_label(search_el_or_en(title_el, title) || ' ' || search_tags_text(tags))) STORED;
--> statement-breakpoint
CREATE INDEX wiki_articles_search_title_en_idx ON wiki_articles USING gin (search_title_vector_en);
--> statement-breakpoint
CREATE INDEX wiki_articles_search_title_el_idx ON wiki_articles USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX wiki_articles_search_label_en_idx ON wiki_articles USING gin (search_label_en gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX wiki_articles_search_label_el_idx ON wiki_articles USING gin (search_label_el gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX events_search_title_en_idx ON events USING gin (search_title_vector_en);
--> statement-breakpoint
CREATE INDEX events_search_title_el_idx ON events USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX events_search_label_en_idx ON events USING gin (search_label_en gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX events_search_label_el_idx ON events USING gin (search_label_el gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX news_search_title_en_idx ON news USING gin (search_title_vector_en);
--> statement-breakpoint
CREATE INDEX news_search_title_el_idx ON news USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX news_search_label_en_idx ON news USING gin (search_label_en gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX news_search_label_el_idx ON news USING gin (search_label_el gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX stories_search_title_en_idx ON stories USING gin (search_title_vector_en);
--> statement-breakpoint
CREATE INDEX stories_search_title_el_idx ON stories USING gin (search_title_vector_el);
--> statement-breakpoint
CREATE INDEX stories_search_label_en_idx ON stories USING gin (search_label_en gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX stories_search_label_el_idx ON stories USING gin (search_label_el gin_trgm_ops);
