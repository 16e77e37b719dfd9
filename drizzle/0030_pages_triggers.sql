-- Hand-written (triggers are not expressible in Drizzle): a page's edit makes the cached pages of
-- signed-out visitors stale on every instance, like any content change, and updated_at follows
-- every writer.
CREATE TRIGGER pages_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER pages_set_updated_at BEFORE UPDATE ON pages FOR EACH ROW EXECUTE FUNCTION set_updated_at();
