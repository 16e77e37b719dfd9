-- Hand-written: the search synonyms' starting list and their content-version trigger.
-- The list is what visitors of an epilepsy site commonly type for the same thing; admins edit it
-- on /admin/search-synonyms. A change to it changes search results, so, like any content change,
-- it makes the cached pages of signed-out visitors stale on every instance.
INSERT INTO search_synonyms (lang, position, terms) VALUES
  ('en', 1, ARRAY['medicine', 'medication', 'drugs', 'pills', 'tablets']),
  ('en', 2, ARRAY['seizures', 'fits', 'convulsions']),
  ('en', 3, ARRAY['EEG', 'electroencephalogram', 'brainwave test']),
  ('en', 4, ARRAY['MRI', 'brain scan']),
  ('en', 5, ARRAY['work', 'job', 'employment', 'employer', 'workplace']),
  ('en', 6, ARRAY['ambulance', 'paramedics', '112']),
  ('en', 7, ARRAY['ketogenic diet', 'keto']),
  ('en', 8, ARRAY['VNS', 'vagus nerve stimulation']),
  ('en', 9, ARRAY['SUDEP', 'sudden unexpected death in epilepsy']),
  ('en', 10, ARRAY['driving', 'driving licence', 'car']),
  ('el', 1, ARRAY['φάρμακα', 'αγωγή', 'χάπια', 'αντιεπιληπτικά']),
  ('el', 2, ARRAY['κρίσεις', 'σπασμοί']),
  ('el', 3, ARRAY['ΗΕΓ', 'ηλεκτροεγκεφαλογράφημα', 'EEG']),
  ('el', 4, ARRAY['μαγνητική', 'MRI']),
  ('el', 5, ARRAY['εργασία', 'δουλειά', 'απασχόληση', 'εργοδότης']),
  ('el', 6, ARRAY['ασθενοφόρο', '112']),
  ('el', 7, ARRAY['κετογονική δίαιτα', 'κετογενής δίαιτα']),
  ('el', 8, ARRAY['οδήγηση', 'δίπλωμα οδήγησης', 'αυτοκίνητο']),
  ('el', 9, ARRAY['ημέρα', 'μέρα']);
--> statement-breakpoint
CREATE TRIGGER search_synonyms_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
