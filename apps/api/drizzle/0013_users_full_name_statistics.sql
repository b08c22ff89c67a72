-- A users search for a full name (20 matching users in 200,000) was estimated at 2,000 matches: with the default
-- sample, PostgreSQL guessed a substring's selectivity instead of reading it from the values, and walked the
-- whole created_at index looking for 50 matches (260 ms) instead of taking the trigram bitmap (6 ms). A larger
-- sample of the searched expression gives it enough values to estimate from.
ALTER INDEX "users_full_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "users";
