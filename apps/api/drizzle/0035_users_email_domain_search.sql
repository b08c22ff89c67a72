-- Global search finds users by an e-mail fragment: '@example' and 'example.com' name the start of a domain, which
-- no index on the whole e-mail serves (its trigram index reads every user of a domain all share, its prefix index
-- starts at the local part). Keyed by the domain and then the e-mail, both in byte order as the search's ~>=~ / ~<~
-- range reads them, so a domain of 200,000 users stops after the first candidates in e-mail order.
CREATE INDEX "users_email_domain_idx" ON "users" USING btree (lower(split_part("email", '@', 2)) text_pattern_ops, lower("email") text_pattern_ops) WHERE "deleted_at" IS NULL;
