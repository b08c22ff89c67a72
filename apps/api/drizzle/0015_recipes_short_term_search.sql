-- A recipe search for one or two characters has no trigram to look up, so it read all 100,000 recipes for the
-- count and again for the page (about 100 ms each for a rare pair of letters). As for users (migration 0014),
-- each recipe keeps the one- and two-character pieces of its searched text (the lower-cased name and
-- description, as in search_text) in a GIN-indexed array; the search keeps its LIKE, so the answer is the same.
ALTER TABLE "recipes" ADD COLUMN IF NOT EXISTS "search_grams" text[] GENERATED ALWAYS AS (
  short_search_grams(lower("name") || E'\n' || lower(coalesce("description", '')))
) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recipes_search_grams_idx" ON "recipes" USING gin ("search_grams") WITH (fastupdate = off);--> statement-breakpoint
ANALYZE "recipes";
