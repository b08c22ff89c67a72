-- The audit log's actor + action filter (issue 20, ADR 0008 section 6 benchmark): one admin's entries of one
-- action, newest first, read as per_page + 1 index entries. Without it PostgreSQL either walks the action index
-- filtering on the actor or ANDs two bitmaps and sorts: at 10 million entries an admin with 1.8 % of them and a
-- rare action (revert, 0.1 %) took 117 ms (bitmap AND over 180,816 actor entries); with it, 0.1 ms.
CREATE INDEX "audit_entries_actor_action_idx" ON "audit_entries" ("actor_id", "action", "at" DESC, "id" DESC) WHERE "actor_id" IS NOT NULL;
