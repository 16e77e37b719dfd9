-- Every change of the content version is also announced on the channel `content_version`, with
-- the new version as payload. App instances LISTEN and keep the version in memory instead of
-- reading the row for each cached page. A trigger on the row itself, rather than in the bump
-- function, so a change made any way at all (the triggers of the content tables, a hand-written
-- UPDATE) is announced. The notification goes out when the writing transaction commits.
CREATE OR REPLACE FUNCTION notify_content_version() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_version', NEW.version::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER content_version_notify AFTER INSERT OR UPDATE ON content_version FOR EACH ROW EXECUTE FUNCTION notify_content_version();
