-- One number that changes whenever anything a visitor can see changes. App instances keep
-- rendered pages for signed-out visitors and serve them only while this number is unchanged, so
-- every write (pages, API, scripts, psql) invalidates them at once, on every instance that shares
-- the database, without any code having to remember to.
CREATE TABLE content_version (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
INSERT INTO content_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER news_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER stories_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stories FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER wiki_categories_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wiki_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER wiki_articles_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wiki_articles FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER wiki_media_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wiki_media FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER media_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER app_settings_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
