-- The admin libraries (programs, exercises, recipes) are written rarely and searched on every keystroke. GIN's
-- fast update puts new entries in a pending list that every search scans in full until (auto)vacuum merges it:
-- a freshly loaded library searched 40 times slower (6 ms instead of 0.15 ms for a common term in 10,000
-- programs). These indexes take each insert directly instead; the list already pending is merged now.
ALTER INDEX "training_programs_name_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "exercises_search_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "recipes_search_text_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('training_programs_name_search_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('exercises_search_text_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('recipes_search_text_trgm_idx'::regclass);
