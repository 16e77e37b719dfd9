ALTER TABLE "media" DROP CONSTRAINT "media_hash_width_pk";--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_hash_content_type_width_pk" PRIMARY KEY("hash","content_type","width");