ALTER TABLE "image_texts" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_texts" ADD COLUMN "caption_el" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_texts" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_texts" ADD CONSTRAINT "image_texts_caption_length" CHECK (char_length("image_texts"."caption") <= 500);--> statement-breakpoint
ALTER TABLE "image_texts" ADD CONSTRAINT "image_texts_caption_el_length" CHECK (char_length("image_texts"."caption_el") <= 500);--> statement-breakpoint
ALTER TABLE "image_texts" ADD CONSTRAINT "image_texts_file_name_length" CHECK (char_length("image_texts"."file_name") <= 200);