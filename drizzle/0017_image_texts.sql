CREATE TABLE "image_texts" (
	"hash" text PRIMARY KEY NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"alt_el" text DEFAULT '' NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_texts_alt_length" CHECK (char_length("image_texts"."alt") <= 250),
	CONSTRAINT "image_texts_alt_el_length" CHECK (char_length("image_texts"."alt_el") <= 250)
);
--> statement-breakpoint
-- Pages show an image's text alternative: a change makes cached pages stale, like any content change.
CREATE TRIGGER image_texts_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON image_texts FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER image_texts_set_updated_at BEFORE UPDATE ON image_texts FOR EACH ROW EXECUTE FUNCTION set_updated_at();
