CREATE TABLE "tags" (
	"name" text PRIMARY KEY NOT NULL,
	"name_el" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_not_blank" CHECK (btrim("tags"."name") <> '')
);
--> statement-breakpoint
-- Every tag saved on an item joins the list, whoever writes the item (pages, API, restores,
-- scripts); its Greek label comes later, from an admin.
CREATE OR REPLACE FUNCTION add_item_tags() RETURNS trigger AS $$
BEGIN
  INSERT INTO tags (name)
    SELECT DISTINCT tag FROM unnest(NEW.tags) AS tag WHERE btrim(tag) <> ''
    ON CONFLICT (name) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_add_tags AFTER INSERT OR UPDATE OF tags ON events FOR EACH ROW EXECUTE FUNCTION add_item_tags();
--> statement-breakpoint
CREATE TRIGGER news_add_tags AFTER INSERT OR UPDATE OF tags ON news FOR EACH ROW EXECUTE FUNCTION add_item_tags();
--> statement-breakpoint
CREATE TRIGGER stories_add_tags AFTER INSERT OR UPDATE OF tags ON stories FOR EACH ROW EXECUTE FUNCTION add_item_tags();
--> statement-breakpoint
CREATE TRIGGER wiki_articles_add_tags AFTER INSERT OR UPDATE OF tags ON wiki_articles FOR EACH ROW EXECUTE FUNCTION add_item_tags();
--> statement-breakpoint
-- The tags already on items.
INSERT INTO tags (name)
  SELECT DISTINCT tag FROM (
    SELECT unnest(tags) AS tag FROM events
    UNION ALL SELECT unnest(tags) FROM news
    UNION ALL SELECT unnest(tags) FROM stories
    UNION ALL SELECT unnest(tags) FROM wiki_articles
  ) AS used
  WHERE btrim(tag) <> ''
  ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- Labels are on every page that shows a tag: a change makes cached pages stale, like any content.
CREATE TRIGGER tags_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER tags_set_updated_at BEFORE UPDATE ON tags FOR EACH ROW EXECUTE FUNCTION set_updated_at();
