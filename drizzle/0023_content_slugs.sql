CREATE TABLE "content_slug_history" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slug_history_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "content_slug_history_item_idx" ON "content_slug_history" USING btree ("kind","item_id");--> statement-breakpoint
-- An item's slug made from a text the way app/lib/slug.ts makes it (slugify): Greek letters
-- transliterated by ELOT 743, accents removed, lowercase ASCII words joined by hyphens.
CREATE OR REPLACE FUNCTION slug_of_text(source text) RETURNS text AS $$
DECLARE
  s text := lower(normalize(coalesce(source, ''), NFC));
  n integer := char_length(s);
  i integer := 1;
  result text := '';
  c text;
  base text;
  next_base text;
  after_base text;
  prev_greek boolean;
  greek constant text := '[ΐά-ώ]';
  voiceless constant text := 'θκξπσςτφχψ';
BEGIN
  WHILE i <= n LOOP
    c := substr(s, i, 1);
    IF c !~ greek THEN
      result := result || c;
      i := i + 1;
      CONTINUE;
    END IF;
    base := translate(c, 'άέήίόύώΐΰ', 'αεηιουωϊϋ');
    next_base := CASE WHEN substr(s, i + 1, 1) ~ greek
      THEN translate(substr(s, i + 1, 1), 'άέήίόύώΐΰ', 'αεηιουωϊϋ') END;
    after_base := CASE WHEN substr(s, i + 2, 1) ~ greek
      THEN translate(substr(s, i + 2, 1), 'άέήίόύώΐΰ', 'αεηιουωϊϋ') END;
    prev_greek := i > 1 AND substr(s, i - 1, 1) ~ greek;
    IF base IN ('α', 'ε', 'η') AND next_base = 'υ' AND c = base THEN
      result := result || translate(base, 'αεη', 'aei')
        || CASE WHEN after_base IS NULL OR strpos(voiceless, after_base) > 0 THEN 'f' ELSE 'v' END;
      i := i + 2;
    ELSIF base = 'ο' AND next_base = 'υ' AND c = base THEN
      result := result || 'ou';
      i := i + 2;
    ELSIF base = 'γ' AND next_base IN ('γ', 'ξ', 'χ') THEN
      result := result || 'n' || CASE next_base WHEN 'γ' THEN 'g' WHEN 'ξ' THEN 'x' ELSE 'ch' END;
      i := i + 2;
    ELSIF base = 'μ' AND next_base = 'π' THEN
      result := result || CASE WHEN NOT prev_greek OR after_base IS NULL THEN 'b' ELSE 'mp' END;
      i := i + 2;
    ELSE
      result := result || CASE base
        WHEN 'θ' THEN 'th' WHEN 'χ' THEN 'ch' WHEN 'ψ' THEN 'ps' WHEN 'ϊ' THEN 'i' WHEN 'ϋ' THEN 'y'
        ELSE translate(base, 'αβγδεζηικλμνξοπρσςτυφω', 'avgdeziiklmnxoprsstyfo') END;
      i := i + 1;
    END IF;
  END LOOP;
  result := regexp_replace(normalize(result, NFKD), '[\u0300-\u036f]', '', 'g');
  result := regexp_replace(lower(result), '[^a-z0-9\s-]', '', 'g');
  result := regexp_replace(btrim(result, E' \t\n\r\f\v'), '\s+', '-', 'g');
  result := regexp_replace(result, '-+', '-', 'g');
  RETURN regexp_replace(result, '^-+|-+$', '', 'g');
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
-- `base`, else `base-2`, `base-3`...: the first slug no other item of the kind (its table) has
-- now or had before, and none the site reserves (create, an id's shape). content-store.server.ts
-- calls it too.
CREATE OR REPLACE FUNCTION content_unique_slug(kind text, item uuid, base text) RETURNS text AS $$
DECLARE
  candidate text;
  number integer := 1;
  taken boolean;
BEGIN
  LOOP
    candidate := CASE WHEN number = 1 THEN base ELSE base || '-' || number END;
    IF candidate <> 'create'
      AND candidate !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE slug = $1 AND id IS DISTINCT FROM $2)', kind)
        INTO taken USING candidate, item;
      IF NOT taken AND NOT EXISTS (
        SELECT 1 FROM content_slug_history h
        WHERE h.kind = content_unique_slug.kind AND h.slug = candidate
          AND h.item_id IS DISTINCT FROM item
      ) THEN
        RETURN candidate;
      END IF;
    END IF;
    number := number + 1;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A row written without a slug ('') gets one from its title (English, else Greek; the kind's
-- word when the title gives none), cut at a word's end after 80 characters, made unique.
CREATE OR REPLACE FUNCTION set_content_slug() RETURNS trigger AS $$
DECLARE
  base text;
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    base := slug_of_text(CASE WHEN btrim(NEW.title) <> '' THEN NEW.title ELSE NEW.title_el END);
    IF char_length(base) > 80 THEN
      base := substr(base, 1, 81);
      base := CASE WHEN strpos(base, '-') > 0
        THEN regexp_replace(base, '-[^-]*$', '') ELSE substr(base, 1, 80) END;
    END IF;
    IF base = '' THEN
      base := CASE TG_TABLE_NAME WHEN 'events' THEN 'event' WHEN 'stories' THEN 'story' ELSE 'news' END;
    END IF;
    NEW.slug := content_unique_slug(TG_TABLE_NAME, NEW.id, base);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A changed slug keeps the old one as an address of the item; a slug taken (again) is no longer
-- an old address of anything.
CREATE OR REPLACE FUNCTION keep_old_content_slug() RETURNS trigger AS $$
BEGIN
  DELETE FROM content_slug_history WHERE kind = TG_TABLE_NAME AND slug = NEW.slug;
  IF TG_OP = 'UPDATE' AND OLD.slug <> NEW.slug AND OLD.slug <> '' THEN
    INSERT INTO content_slug_history (kind, slug, item_id) VALUES (TG_TABLE_NAME, OLD.slug, NEW.id)
    ON CONFLICT (kind, slug) DO UPDATE SET item_id = EXCLUDED.item_id, created_at = now();
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_set_slug BEFORE INSERT OR UPDATE OF slug ON events FOR EACH ROW EXECUTE FUNCTION set_content_slug();
--> statement-breakpoint
CREATE TRIGGER news_set_slug BEFORE INSERT OR UPDATE OF slug ON news FOR EACH ROW EXECUTE FUNCTION set_content_slug();
--> statement-breakpoint
CREATE TRIGGER stories_set_slug BEFORE INSERT OR UPDATE OF slug ON stories FOR EACH ROW EXECUTE FUNCTION set_content_slug();
--> statement-breakpoint
-- Existing items get their slugs, oldest first, so the oldest of two equal titles keeps the plain one.
DO $$
DECLARE
  kind text;
  item record;
BEGIN
  FOREACH kind IN ARRAY ARRAY['events', 'news', 'stories'] LOOP
    FOR item IN EXECUTE format('SELECT id FROM %I ORDER BY created_at, id', kind) LOOP
      EXECUTE format('UPDATE %I SET slug = %L WHERE id = $1', kind, '') USING item.id;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_keep_old_slug AFTER INSERT OR UPDATE OF slug ON events FOR EACH ROW EXECUTE FUNCTION keep_old_content_slug();
--> statement-breakpoint
CREATE TRIGGER news_keep_old_slug AFTER INSERT OR UPDATE OF slug ON news FOR EACH ROW EXECUTE FUNCTION keep_old_content_slug();
--> statement-breakpoint
CREATE TRIGGER stories_keep_old_slug AFTER INSERT OR UPDATE OF slug ON stories FOR EACH ROW EXECUTE FUNCTION keep_old_content_slug();
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_slug_format" CHECK ("events"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_slug_format" CHECK ("news"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_slug_format" CHECK ("stories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meta_description_el" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "meta_description_el" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "meta_description_el" text;