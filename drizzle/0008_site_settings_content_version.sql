-- The site settings (contact details, helpline, social links) are on every page: a change makes
-- the cached pages of signed-out visitors stale on every instance, like any content change.
CREATE TRIGGER site_settings_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER site_settings_set_updated_at BEFORE UPDATE ON site_settings FOR EACH ROW EXECUTE FUNCTION set_updated_at();
