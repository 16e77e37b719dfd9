CREATE TABLE "search_synonyms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"position" integer NOT NULL,
	"terms" text[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_lang" CHECK ("search_synonyms"."lang" IN ('en', 'el'))
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_lang_position" ON "search_synonyms" USING btree ("lang","position");