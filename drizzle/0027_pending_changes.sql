CREATE TABLE "pending_changes" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"base_revision" text NOT NULL,
	"author_id" text,
	"author_email" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_changes_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
