-- Global search (issue 23, modules/search): every kind is read through an index, each source capped, never by
-- scanning its table. Programs use their name_search trigram index and exercises the GiST one of 0027 (both
-- serve LIKE and %); users their full-name trigram index. The three below are what was missing:
-- a user's e-mail prefix, read in e-mail order, so 'jo' stops after the first rows instead of matching thousands;
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- a recipe's name alone (search_text holds the description too, which the recipe search reads but a title does not);
CREATE INDEX "recipes_name_trgm_idx" ON "recipes_with_trash" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate = off) WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- a post's text: a rare term is read from here, a common one walking posts_created_at_id_idx newest first until
-- the cap is reached (the planner chooses by the term's estimated frequency).
CREATE INDEX "posts_content_trgm_idx" ON "posts_with_trash" USING gin ("content" gin_trgm_ops) WITH (fastupdate = off) WHERE "deleted_at" IS NULL;
