-- Image URLs saved before they named their size get it, so that pages offer only the widths an
-- upload really has and reserve its real shape (see app/domain/media-rules.ts).
CREATE TEMPORARY TABLE largest_media AS
  SELECT DISTINCT ON (hash) hash, '/media/' || hash || '.webp' AS old_url, '/media/' || hash || '.' || width || 'x' || height || '.webp' AS new_url
  FROM media ORDER BY hash, width DESC;
--> statement-breakpoint
UPDATE events SET image_url = m.new_url FROM largest_media m WHERE events.image_url = m.old_url;
--> statement-breakpoint
UPDATE news SET image_url = m.new_url FROM largest_media m WHERE news.image_url = m.old_url;
--> statement-breakpoint
UPDATE stories SET image_url = m.new_url FROM largest_media m WHERE stories.image_url = m.old_url;
--> statement-breakpoint
UPDATE wiki_articles SET featured_image_url = m.new_url FROM largest_media m WHERE wiki_articles.featured_image_url = m.old_url;
--> statement-breakpoint
DROP TABLE largest_media;
