-- Pasting a workout (issue 21) suggests the library names nearest to a pasted name: a GiST trigram index on the
-- lower-cased name answers `order by name_search <-> $1 limit n` nearest first, reading a handful of short names
-- instead of rechecking the whole search text of every row sharing a word with the pasted name.
CREATE INDEX "exercises_name_search_trgm_gist_idx" ON "exercises_with_trash" USING gist ("name_search" gist_trgm_ops) WHERE "deleted_at" IS NULL;
