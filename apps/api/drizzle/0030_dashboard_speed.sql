-- Issue 23, the dashboard at volume: what its counts and lists read becomes a few hundred index entries instead of
-- joins against a seq-scanned view or an anti-join of every support post with every admin comment.
--
-- 1. program_users.program_in_trash: whether the assignment's program is in the trash, kept by triggers (set on
--    insert and when the program changes; moved when the program is trashed or restored), so "assigned to a live
--    program" is a condition on program_users alone and its date indexes are partial over live programs.
ALTER TABLE "program_users" ADD COLUMN "program_in_trash" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE "program_users" pu SET "program_in_trash" = true
  FROM "training_programs_with_trash" p WHERE p."id" = pu."training_program_id" AND p."deleted_at" IS NOT NULL;
--> statement-breakpoint
-- program_users.user_active: whether the assigned user is an active app user (role user, not deleted), set here
-- and moved by the users trigger of part 4, so "active app users with a current assignment" is a range of one
-- index. The user's row is read FOR SHARE: a concurrent change of their status either finishes first (and is
-- read) or waits for this assignment to commit (and its trigger then sees it).
ALTER TABLE "program_users" ADD COLUMN "user_active" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE "program_users" pu SET "user_active" = true
  FROM "users" u WHERE u."id" = pu."user_id" AND u."role" = 'user' AND u."deleted_at" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "program_users_set_ends_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NEW."start_date" + 7 * p."duration_weeks", p."deleted_at" IS NOT NULL
    INTO NEW."ends_on", NEW."program_in_trash"
    FROM "training_programs_with_trash" p WHERE p."id" = NEW."training_program_id";
  SELECT u."role" = 'user' AND u."deleted_at" IS NULL INTO NEW."user_active"
    FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE;
  NEW."user_active" := coalesce(NEW."user_active", false);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "program_users_set_ends_on" ON "program_users";
--> statement-breakpoint
CREATE TRIGGER "program_users_set_ends_on" BEFORE INSERT OR UPDATE OF "start_date", "training_program_id", "user_id"
  ON "program_users" FOR EACH ROW EXECUTE FUNCTION "program_users_set_ends_on"();
--> statement-breakpoint
-- (Its body grows in part 4: the program's training days leave or join the empty days counted.)
CREATE FUNCTION "training_programs_trash_moves_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "program_users" SET "program_in_trash" = (NEW."deleted_at" IS NOT NULL)
    WHERE "training_program_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_programs_trash_moves_assignments" AFTER UPDATE OF "deleted_at"
  ON "training_programs_with_trash" FOR EACH ROW
  WHEN ((OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "training_programs_trash_moves_assignments"();
--> statement-breakpoint
-- "Ends within the window" and "covers today": a range of ends_on (start_date in the entry); "nothing of this
-- user ends after the window", "this user has a current assignment": one probe per user.
DROP INDEX "program_users_ends_on_idx";
--> statement-breakpoint
DROP INDEX "program_users_user_ends_on_idx";
--> statement-breakpoint
CREATE INDEX "program_users_ends_on_idx" ON "program_users" ("ends_on", "start_date", "user_id")
  WHERE NOT "program_in_trash";
--> statement-breakpoint
CREATE INDEX "program_users_user_ends_on_idx" ON "program_users" ("user_id", "ends_on", "start_date")
  WHERE NOT "program_in_trash";
--> statement-breakpoint
-- The assignments of active app users covering today: counted by user, "no current program" is the rest.
CREATE INDEX "program_users_active_ends_on_idx" ON "program_users" ("ends_on", "start_date", "user_id")
  WHERE NOT "program_in_trash" AND "user_active";
--> statement-breakpoint
-- Active app users by id: "has a current assignment" probes it index-only instead of fetching each user's row.
CREATE INDEX "users_app_active_id_idx" ON "users" ("id") WHERE "deleted_at" IS NULL AND "role" = 'user';
--> statement-breakpoint
-- 2. The active app users (role user, not deleted), kept exact in table_row_counts like 'active_users' (0012):
--    "no current program" is this minus the active app users with a current assignment (a range of
--    program_users_active_ends_on_idx, counted by user), instead of an anti-join over every active app user.
CREATE FUNCTION "active_app_users_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts"
    SET "row_count" = "row_count"
      + (SELECT count(*) FROM "inserted_rows" WHERE "deleted_at" IS NULL AND "role" = 'user')
    WHERE "table_name" = 'active_app_users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "active_app_users_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts"
    SET "row_count" = "row_count"
      - (SELECT count(*) FROM "deleted_rows" WHERE "deleted_at" IS NULL AND "role" = 'user')
    WHERE "table_name" = 'active_app_users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "active_app_users_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts"
    SET "row_count" = "row_count"
      + (CASE WHEN NEW."deleted_at" IS NULL AND NEW."role" = 'user' THEN 1 ELSE 0 END)
      - (CASE WHEN OLD."deleted_at" IS NULL AND OLD."role" = 'user' THEN 1 ELSE 0 END)
    WHERE "table_name" = 'active_app_users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "active_app_users_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts" SET "row_count" = 0 WHERE "table_name" = 'active_app_users';
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "row_count")
  SELECT 'active_app_users', count(*) FROM "users" WHERE "deleted_at" IS NULL AND "role" = 'user';
--> statement-breakpoint
CREATE TRIGGER "active_app_users_count_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "active_app_users_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "active_app_users_count_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "active_app_users_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "active_app_users_count_change" AFTER UPDATE OF "deleted_at", "role" ON "users" FOR EACH ROW
  WHEN ((OLD."deleted_at" IS NULL AND OLD."role" = 'user') <> (NEW."deleted_at" IS NULL AND NEW."role" = 'user'))
  EXECUTE FUNCTION "active_app_users_after_change"();
--> statement-breakpoint
CREATE TRIGGER "active_app_users_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "active_app_users_after_truncate"();
--> statement-breakpoint
-- 3. posts.admin_replied: whether the post has a live (not trashed) comment by an admin (role admin, deleted or
--    not), kept by triggers, so the unanswered support posts are a partial index (oldest first) holding only
--    them. Recomputed per affected post after locking it (a fresh snapshot then sees every committed reply, so
--    concurrent replies and trashings leave it exact): for a comment inserted, deleted, trashed, restored or
--    moved, and for every post an account commented on when its role changes. A comment's post is a candidate
--    when the change can flip it: a live admin comment arriving (always recomputed: a reply being trashed at
--    the same time may be about to clear the mark), or any live comment leaving a post whose mark is set (a
--    cascade from a deleted user no longer shows the author's role; a post whose mark is clear has no live
--    admin comment to lose). Known limit: a role change racing a new comment by that very account can leave
--    that post's mark stale until its next comment change.
ALTER TABLE "posts_with_trash" ADD COLUMN "admin_replied" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE "posts_with_trash" p SET "admin_replied" = true
  WHERE EXISTS (SELECT 1 FROM "post_comments_with_trash" c JOIN "users" u ON u."id" = c."author_id"
                WHERE c."post_id" = p."id" AND c."deleted_at" IS NULL AND u."role" = 'admin');
--> statement-breakpoint
CREATE OR REPLACE VIEW "posts" AS
  SELECT "id", "author_id", "content", "type", "likes_count", "comments_count", "created_at", "updated_at",
    "admin_replied"
  FROM "posts_with_trash" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "posts_recompute_admin_replied"("post_ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("post_ids") = 0 THEN
    RETURN;
  END IF;
  -- NO KEY UPDATE: a comment being inserted holds KEY SHARE on its post (its foreign key); that must not block.
  PERFORM 1 FROM "posts_with_trash" WHERE "id" = ANY ("post_ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "posts_with_trash" p SET "admin_replied" = NOT p."admin_replied"
    WHERE p."id" = ANY ("post_ids")
      AND p."admin_replied" <> EXISTS (
        SELECT 1 FROM "post_comments_with_trash" c JOIN "users" u ON u."id" = c."author_id"
        WHERE c."post_id" = p."id" AND c."deleted_at" IS NULL AND u."role" = 'admin');
END $$;
--> statement-breakpoint
CREATE FUNCTION "post_comments_admin_reply_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "posts_recompute_admin_replied"(ARRAY(
    SELECT DISTINCT n."post_id" FROM "new_rows" n JOIN "users" u ON u."id" = n."author_id"
    WHERE n."deleted_at" IS NULL AND u."role" = 'admin'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "post_comments_admin_reply_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "posts_recompute_admin_replied"(ARRAY(
    SELECT DISTINCT o."post_id" FROM "old_rows" o
    WHERE o."deleted_at" IS NULL
      AND EXISTS (SELECT 1 FROM "posts_with_trash" p WHERE p."id" = o."post_id" AND p."admin_replied")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "post_comments_admin_reply_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "posts_recompute_admin_replied"(ARRAY(
    SELECT o."post_id" FROM "old_rows" o
    WHERE o."deleted_at" IS NULL
      AND EXISTS (SELECT 1 FROM "posts_with_trash" p WHERE p."id" = o."post_id" AND p."admin_replied")
    UNION
    SELECT n."post_id" FROM "new_rows" n JOIN "users" u ON u."id" = n."author_id"
    WHERE n."deleted_at" IS NULL AND u."role" = 'admin'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "post_comments_admin_reply_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "posts_with_trash" SET "admin_replied" = false WHERE "admin_replied";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "users_role_moves_admin_replies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "posts_recompute_admin_replied"(ARRAY(
    SELECT DISTINCT c."post_id" FROM "post_comments_with_trash" c
    WHERE c."author_id" = NEW."id" AND c."deleted_at" IS NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_comments_admin_reply_insert" AFTER INSERT ON "post_comments_with_trash"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_admin_reply_insert"();
--> statement-breakpoint
CREATE TRIGGER "post_comments_admin_reply_delete" AFTER DELETE ON "post_comments_with_trash"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_admin_reply_delete"();
--> statement-breakpoint
CREATE TRIGGER "post_comments_admin_reply_update" AFTER UPDATE ON "post_comments_with_trash"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "post_comments_admin_reply_update"();
--> statement-breakpoint
CREATE TRIGGER "post_comments_admin_reply_truncate" AFTER TRUNCATE ON "post_comments_with_trash"
  FOR EACH STATEMENT EXECUTE FUNCTION "post_comments_admin_reply_truncate"();
--> statement-breakpoint
CREATE TRIGGER "users_role_moves_admin_replies" AFTER UPDATE OF "role" ON "users" FOR EACH ROW
  WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "users_role_moves_admin_replies"();
--> statement-breakpoint
-- The unanswered support posts oldest first: the dashboard's count is this index's size, the list its walk.
CREATE INDEX "posts_unanswered_support_idx" ON "posts_with_trash" ("created_at", "id")
  WHERE "type" = 'support' AND "deleted_at" IS NULL AND NOT "admin_replied";
--> statement-breakpoint
-- 4. Empty training days: training_day_exercise_counts.counted says whether the day's program is live and followed
--    (at least one active app user assigned), kept by triggers, so the dashboard's empty training days are exactly
--    the entries of a partial index (exercises = 0 and counted) instead of three joins and two probes per empty
--    day. followed_programs holds the followed programs, recomputed per affected program after locking it (the
--    same fresh-snapshot rule as the posts' mark): for assignments made, removed or moved, and for every
--    program of a user who becomes or stops being an active app user (a user deleted for good takes their
--    assignments along, which recomputes their programs). A program's move in or out of followed_programs or
--    the trash sets its days' rows; a new row (a new training day, a rest day made a training day) reads its
--    program's state when inserted.
CREATE TABLE "followed_programs" (
  "training_program_id" bigint PRIMARY KEY REFERENCES "training_programs_with_trash" ("id") ON DELETE CASCADE
);
--> statement-breakpoint
INSERT INTO "followed_programs" ("training_program_id")
  SELECT DISTINCT pu."training_program_id" FROM "program_users" pu JOIN "users" u ON u."id" = pu."user_id"
  WHERE u."role" = 'user' AND u."deleted_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "training_day_exercise_counts" ADD COLUMN "counted" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE "training_day_exercise_counts" c SET "counted" = true
  FROM "training_days" d
  JOIN "training_weeks" w ON w."id" = d."training_week_id"
  JOIN "training_programs_with_trash" p ON p."id" = w."training_program_id"
  JOIN "followed_programs" f ON f."training_program_id" = p."id"
  WHERE d."id" = c."training_day_id" AND p."deleted_at" IS NULL;
--> statement-breakpoint
CREATE FUNCTION "training_day_exercise_counts_set_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."counted" := EXISTS (
    SELECT 1 FROM "training_days" d
    JOIN "training_weeks" w ON w."id" = d."training_week_id"
    JOIN "training_programs_with_trash" p ON p."id" = w."training_program_id"
    JOIN "followed_programs" f ON f."training_program_id" = p."id"
    WHERE d."id" = NEW."training_day_id" AND p."deleted_at" IS NULL);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_day_exercise_counts_set_counted" BEFORE INSERT ON "training_day_exercise_counts"
  FOR EACH ROW EXECUTE FUNCTION "training_day_exercise_counts_set_counted"();
--> statement-breakpoint
CREATE FUNCTION "programs_recount_days"("program_ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "training_day_exercise_counts" c SET "counted" = x."counted"
    FROM (SELECT d."id" AS "day_id",
                 p."deleted_at" IS NULL
                   AND EXISTS (SELECT 1 FROM "followed_programs" f WHERE f."training_program_id" = p."id") AS "counted"
          FROM "training_programs_with_trash" p
          JOIN "training_weeks" w ON w."training_program_id" = p."id"
          JOIN "training_days" d ON d."training_week_id" = w."id"
          WHERE p."id" = ANY ("program_ids")) x
    WHERE c."training_day_id" = x."day_id" AND c."counted" <> x."counted";
END $$;
--> statement-breakpoint
CREATE FUNCTION "programs_refollow"("program_ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "changed" bigint[];
BEGIN
  IF cardinality("program_ids") = 0 THEN
    RETURN;
  END IF;
  -- NO KEY UPDATE: an assignment being inserted holds KEY SHARE on its program (its foreign key).
  PERFORM 1 FROM "training_programs_with_trash" WHERE "id" = ANY ("program_ids") ORDER BY "id" FOR NO KEY UPDATE;
  WITH "wanted" AS (
    SELECT p."id", EXISTS (
      SELECT 1 FROM "program_users" pu JOIN "users" u ON u."id" = pu."user_id"
      WHERE pu."training_program_id" = p."id" AND u."role" = 'user' AND u."deleted_at" IS NULL) AS "followed"
    FROM "training_programs_with_trash" p WHERE p."id" = ANY ("program_ids")
  ), "added" AS (
    INSERT INTO "followed_programs" ("training_program_id")
      SELECT "id" FROM "wanted" WHERE "followed" ON CONFLICT DO NOTHING
      RETURNING "training_program_id"
  ), "removed" AS (
    DELETE FROM "followed_programs" f USING "wanted" w
      WHERE f."training_program_id" = w."id" AND NOT w."followed"
      RETURNING f."training_program_id"
  )
  SELECT array_agg(x."id") INTO "changed"
    FROM (SELECT "training_program_id" AS "id" FROM "added"
          UNION ALL SELECT "training_program_id" FROM "removed") x;
  IF "changed" IS NOT NULL THEN
    PERFORM "programs_recount_days"("changed");
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_refollow_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "programs_refollow"(ARRAY(SELECT DISTINCT n."training_program_id" FROM "new_rows" n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_refollow_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "programs_refollow"(ARRAY(SELECT DISTINCT o."training_program_id" FROM "old_rows" o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_refollow_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "programs_refollow"(ARRAY[OLD."training_program_id", NEW."training_program_id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_refollow_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "followed_programs";
  UPDATE "training_day_exercise_counts" SET "counted" = false WHERE "counted";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "users_status_refollows_programs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "program_users" SET "user_active" = (NEW."deleted_at" IS NULL AND NEW."role" = 'user')
    WHERE "user_id" = NEW."id";
  PERFORM "programs_refollow"(ARRAY(
    SELECT pu."training_program_id" FROM "program_users" pu WHERE pu."user_id" = NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "program_users_refollow_insert" AFTER INSERT ON "program_users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "program_users_refollow_insert"();
--> statement-breakpoint
CREATE TRIGGER "program_users_refollow_delete" AFTER DELETE ON "program_users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "program_users_refollow_delete"();
--> statement-breakpoint
CREATE TRIGGER "program_users_refollow_move" AFTER UPDATE OF "training_program_id", "user_id" ON "program_users"
  FOR EACH ROW WHEN (OLD."training_program_id" <> NEW."training_program_id" OR OLD."user_id" <> NEW."user_id")
  EXECUTE FUNCTION "program_users_refollow_move"();
--> statement-breakpoint
CREATE TRIGGER "program_users_refollow_truncate" AFTER TRUNCATE ON "program_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "program_users_refollow_truncate"();
--> statement-breakpoint
CREATE TRIGGER "users_status_refollows_programs" AFTER UPDATE OF "deleted_at", "role" ON "users" FOR EACH ROW
  WHEN ((OLD."deleted_at" IS NULL AND OLD."role" = 'user') <> (NEW."deleted_at" IS NULL AND NEW."role" = 'user'))
  EXECUTE FUNCTION "users_status_refollows_programs"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "training_programs_trash_moves_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "program_users" SET "program_in_trash" = (NEW."deleted_at" IS NOT NULL)
    WHERE "training_program_id" = NEW."id";
  PERFORM "programs_recount_days"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP INDEX "training_day_exercise_counts_empty_idx";
--> statement-breakpoint
CREATE INDEX "training_day_exercise_counts_empty_idx" ON "training_day_exercise_counts" ("training_day_id")
  WHERE "exercises" = 0 AND "counted";
--> statement-breakpoint
ANALYZE "program_users";
--> statement-breakpoint
ANALYZE "posts_with_trash";
--> statement-breakpoint
ANALYZE "training_day_exercise_counts";
