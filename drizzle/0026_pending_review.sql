ALTER TYPE "public"."article_status" ADD VALUE 'pending_review' BEFORE 'scheduled';--> statement-breakpoint
ALTER TYPE "public"."content_status" ADD VALUE 'pending_review' BEFORE 'scheduled';--> statement-breakpoint
CREATE TABLE "review_notes" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"note" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_notes_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
