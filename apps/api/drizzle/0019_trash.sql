-- The trash (issue 20, ADR 0008 section 1). Each trashable root keeps its rows in "<table>_with_trash" with a
-- deleted_at mark; a same-named view of every other column shows the live rows only, so every existing read and
-- write (auto-updatable views: INSERT/UPDATE/DELETE, RETURNING, ON CONFLICT, FOR UPDATE) keeps its table name and
-- cannot see a trashed row. Children stay in place. A column added later to a *_with_trash table must be added to
-- its view too (CREATE OR REPLACE VIEW appends columns); test/db/trash-views.test.ts fails otherwise.
ALTER TABLE "training_programs" RENAME TO "training_programs_with_trash";--> statement-breakpoint
ALTER TABLE "training_programs_with_trash" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE VIEW "training_programs" AS
  SELECT "id", "name", "program_type", "difficulty_level", "duration_weeks", "training_days_per_week",
    "workout_duration", "description", "image", "image_file_id", "is_admin", "created_by", "created_at",
    "updated_at", "name_search"
  FROM "training_programs_with_trash" WHERE "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "exercises" RENAME TO "exercises_with_trash";--> statement-breakpoint
ALTER TABLE "exercises_with_trash" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE VIEW "exercises" AS
  SELECT "id", "name", "created_at", "name_search", "description", "yt_link", "target_muscle_group",
    "is_at_home", "is_gym_based", "search_text", "updated_at"
  FROM "exercises_with_trash" WHERE "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "recipes" RENAME TO "recipes_with_trash";--> statement-breakpoint
ALTER TABLE "recipes_with_trash" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE VIEW "recipes" AS
  SELECT "id", "name", "calories", "description", "protein", "carbs", "fat", "ingredients", "directions",
    "image_file_id", "search_text", "created_at", "updated_at", "search_grams"
  FROM "recipes_with_trash" WHERE "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "posts" RENAME TO "posts_with_trash";--> statement-breakpoint
ALTER TABLE "posts_with_trash" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE VIEW "posts" AS
  SELECT "id", "author_id", "content", "type", "likes_count", "comments_count", "created_at", "updated_at"
  FROM "posts_with_trash" WHERE "deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "post_comments" RENAME TO "post_comments_with_trash";--> statement-breakpoint
ALTER TABLE "post_comments_with_trash" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE VIEW "post_comments" AS
  SELECT "id", "post_id", "author_id", "content", "created_at", "updated_at"
  FROM "post_comments_with_trash" WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The places of exercises on training days, hidden while their exercise or their program is in the trash (they
-- have no mark of their own: they come back with whichever of the two is restored last).
ALTER TABLE "user_exercise_activity_logs" RENAME TO "user_exercise_activity_logs_with_trash";--> statement-breakpoint
CREATE VIEW "user_exercise_activity_logs" AS
  SELECT l."id", l."training_day_id", l."exercise_id", l."position", l."sets_data", l."created_at", l."updated_at"
  FROM "user_exercise_activity_logs_with_trash" l
  WHERE EXISTS (SELECT 1 FROM "exercises_with_trash" e WHERE e."id" = l."exercise_id" AND e."deleted_at" IS NULL)
    AND EXISTS (
      SELECT 1 FROM "training_days" d
      JOIN "training_weeks" w ON w."id" = d."training_week_id"
      JOIN "training_programs_with_trash" p ON p."id" = w."training_program_id"
      WHERE d."id" = l."training_day_id" AND p."deleted_at" IS NULL
    );--> statement-breakpoint
-- List and search indexes serve live rows only (same names); the views' predicate implies theirs. Foreign-key
-- indexes stay whole: cascades and purges need every row.
DROP INDEX "training_programs_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "training_programs_created_at_id_idx" ON "training_programs_with_trash" USING btree ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "training_programs_type_difficulty_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "training_programs_type_difficulty_created_at_id_idx" ON "training_programs_with_trash" USING btree ("program_type", "difficulty_level", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "training_programs_difficulty_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "training_programs_difficulty_created_at_id_idx" ON "training_programs_with_trash" USING btree ("difficulty_level", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "training_programs_name_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "training_programs_name_search_trgm_idx" ON "training_programs_with_trash" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate = off) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "exercises_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "exercises_created_at_id_idx" ON "exercises_with_trash" USING btree ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "exercises_target_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "exercises_target_created_at_id_idx" ON "exercises_with_trash" USING btree ("target_muscle_group", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "exercises_at_home_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "exercises_at_home_created_at_id_idx" ON "exercises_with_trash" USING btree ("is_at_home", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "exercises_gym_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "exercises_gym_created_at_id_idx" ON "exercises_with_trash" USING btree ("is_gym_based", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "exercises_name_search_id_idx";--> statement-breakpoint
CREATE INDEX "exercises_name_search_id_idx" ON "exercises_with_trash" USING btree ("name_search", "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "exercises_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "exercises_search_text_trgm_idx" ON "exercises_with_trash" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "recipes_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "recipes_created_at_id_idx" ON "recipes_with_trash" USING btree ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "recipes_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "recipes_search_text_trgm_idx" ON "recipes_with_trash" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "recipes_search_grams_idx";--> statement-breakpoint
CREATE INDEX "recipes_search_grams_idx" ON "recipes_with_trash" USING gin ("search_grams") WITH (fastupdate = off) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "posts_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "posts_created_at_id_idx" ON "posts_with_trash" USING btree ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "posts_type_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "posts_type_created_at_id_idx" ON "posts_with_trash" USING btree ("type", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX "post_comments_post_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "post_comments_post_created_at_id_idx" ON "post_comments_with_trash" USING btree ("post_id", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The trash itself: one entry per trashed record (users included), so GET /trash is one list declaration and the
-- purge one indexed scan.
CREATE TABLE "trash_entries" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "record_type" text NOT NULL,
  "record_id" bigint NOT NULL,
  "name" text NOT NULL,
  "name_search" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL,
  "goes_with" json NOT NULL DEFAULT '{}'::json, -- json, not jsonb: keeps the counts in the order declared
  "parent_id" bigint,
  "batch_id" uuid NOT NULL,
  "deleted_at" timestamp with time zone NOT NULL,
  "deleted_by" bigint REFERENCES "users"("id") ON DELETE SET NULL,
  "deleted_by_name" text,
  "deleted_by_email" text,
  "retained_since" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "trash_entries_record_type_check"
    CHECK ("record_type" IN ('program', 'exercise', 'recipe', 'post', 'comment', 'user')),
  CONSTRAINT "trash_entries_record_unique" UNIQUE ("record_type", "record_id")
);--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_at_id_idx" ON "trash_entries" ("deleted_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "trash_entries_type_deleted_at_id_idx" ON "trash_entries" ("record_type", "deleted_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "trash_entries_name_search_trgm_idx" ON "trash_entries" USING gin ("name_search" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "trash_entries_retained_since_idx" ON "trash_entries" ("retained_since");--> statement-breakpoint
CREATE INDEX "trash_entries_batch_idx" ON "trash_entries" ("batch_id");--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_by_idx" ON "trash_entries" ("deleted_by");--> statement-breakpoint
-- Whatever removes a trashed row for good (a purge, a post's cascade taking a trashed comment, a user's purge
-- taking their trashed posts), its entry goes with it. The record type is the trigger's argument.
CREATE FUNCTION "trash_entries_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "trash_entries" t USING "gone_rows" g
    WHERE t."record_type" = TG_ARGV[0] AND t."record_id" = g."id" AND g."deleted_at" IS NOT NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "training_programs_with_trash"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('program');--> statement-breakpoint
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "exercises_with_trash"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('exercise');--> statement-breakpoint
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "recipes_with_trash"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('recipe');--> statement-breakpoint
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "posts_with_trash"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('post');--> statement-breakpoint
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "post_comments_with_trash"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('comment');--> statement-breakpoint
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('user');--> statement-breakpoint
-- Users keep users.deleted_at; an account deleted before the trash existed is listed from now on, and is kept a
-- full retention period from the upgrade (nobody is purged by it).
INSERT INTO "trash_entries" ("record_type", "record_id", "name", "batch_id", "deleted_at", "retained_since")
  SELECT 'user', "id",
    coalesce(nullif(btrim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "email"),
    gen_random_uuid(), "deleted_at", now()
  FROM "users" WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
-- Kept counters count live rows. The counter key is the triggers' argument (TG_TABLE_NAME is now
-- "training_programs_with_trash"); an UPDATE statement adds its live rows after minus before (a trash, a restore),
-- and writes the counter only when that differs from zero. Transition tables cannot go with UPDATE OF, so the
-- update trigger runs on every UPDATE statement, over the rows it changed.
CREATE FUNCTION "live_row_count_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM "inserted_rows" WHERE "deleted_at" IS NULL;
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" + delta WHERE "table_name" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "live_row_count_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM "deleted_rows" WHERE "deleted_at" IS NULL;
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" - delta WHERE "table_name" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "live_row_count_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT (SELECT count(*) FROM "new_rows" WHERE "deleted_at" IS NULL)
       - (SELECT count(*) FROM "old_rows" WHERE "deleted_at" IS NULL) INTO delta;
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" + delta WHERE "table_name" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "live_row_count_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts" SET "row_count" = 0 WHERE "table_name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "training_programs_count_insert" ON "training_programs_with_trash";--> statement-breakpoint
DROP TRIGGER "training_programs_count_delete" ON "training_programs_with_trash";--> statement-breakpoint
DROP TRIGGER "training_programs_count_truncate" ON "training_programs_with_trash";--> statement-breakpoint
CREATE TRIGGER "training_programs_count_insert" AFTER INSERT ON "training_programs_with_trash"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "live_row_count_after_insert"('training_programs');--> statement-breakpoint
CREATE TRIGGER "training_programs_count_delete" AFTER DELETE ON "training_programs_with_trash"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "live_row_count_after_delete"('training_programs');--> statement-breakpoint
CREATE TRIGGER "training_programs_count_update" AFTER UPDATE ON "training_programs_with_trash"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "live_row_count_after_update"('training_programs');--> statement-breakpoint
CREATE TRIGGER "training_programs_count_truncate" AFTER TRUNCATE ON "training_programs_with_trash"
  FOR EACH STATEMENT EXECUTE FUNCTION "live_row_count_after_truncate"('training_programs');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recipes_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM "inserted_rows" WHERE "deleted_at" IS NULL;
  IF delta <> 0 THEN
    UPDATE "recipe_counts" SET "total" = "total" + delta;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recipes_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM "deleted_rows" WHERE "deleted_at" IS NULL;
  IF delta <> 0 THEN
    UPDATE "recipe_counts" SET "total" = "total" - delta;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "recipes_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT (SELECT count(*) FROM "new_rows" WHERE "deleted_at" IS NULL)
       - (SELECT count(*) FROM "old_rows" WHERE "deleted_at" IS NULL) INTO delta;
  IF delta <> 0 THEN
    UPDATE "recipe_counts" SET "total" = "total" + delta;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "recipes_count_updated" AFTER UPDATE ON "recipes_with_trash"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "recipes_count_updated"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_type_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "post_type_counts" AS c SET "count" = c."count" + n."count"
	FROM (SELECT "type", count(*) AS "count" FROM "new_posts" WHERE "deleted_at" IS NULL GROUP BY "type") AS n
	WHERE c."type" = n."type";
	INSERT INTO "post_day_counts" ("type", "day", "count")
	SELECT "type", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "new_posts" WHERE "deleted_at" IS NULL GROUP BY 1, 2
	ON CONFLICT ("type", "day") DO UPDATE SET "count" = "post_day_counts"."count" + EXCLUDED."count";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "post_type_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "post_type_counts" AS c SET "count" = c."count" - o."count"
	FROM (SELECT "type", count(*) AS "count" FROM "old_posts" WHERE "deleted_at" IS NULL GROUP BY "type") AS o
	WHERE c."type" = o."type";
	UPDATE "post_day_counts" AS d SET "count" = d."count" - o."count"
	FROM (SELECT "type", ("created_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "count"
	      FROM "old_posts" WHERE "deleted_at" IS NULL GROUP BY 1, 2) AS o
	WHERE d."type" = o."type" AND d."day" = o."day";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- An UPDATE of posts (a like bumps likes_count) touches the counters only for rows whose type, day or liveness
-- changed: the old side of those rows is removed, the new side added.
CREATE FUNCTION "post_type_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH moved AS (
	  SELECT o."type" AS old_type, (o."created_at" AT TIME ZONE 'UTC')::date AS old_day, o."deleted_at" IS NULL AS old_live,
	         n."type" AS new_type, (n."created_at" AT TIME ZONE 'UTC')::date AS new_day, n."deleted_at" IS NULL AS new_live
	  FROM "old_posts" o JOIN "new_posts" n ON n."id" = o."id"
	  WHERE o."type" IS DISTINCT FROM n."type" OR o."created_at" IS DISTINCT FROM n."created_at"
	     OR (o."deleted_at" IS NULL) <> (n."deleted_at" IS NULL)
	),
	deltas AS (
	  SELECT old_type AS "type", old_day AS "day", -1 AS d FROM moved WHERE old_live
	  UNION ALL
	  SELECT new_type, new_day, 1 FROM moved WHERE new_live
	),
	per_day AS (
	  SELECT "type", "day", sum(d)::integer AS d FROM deltas GROUP BY 1, 2 HAVING sum(d) <> 0
	),
	per_type AS (
	  UPDATE "post_type_counts" AS c SET "count" = c."count" + t.d
	  FROM (SELECT "type", sum(d) AS d FROM per_day GROUP BY 1 HAVING sum(d) <> 0) AS t
	  WHERE c."type" = t."type"
	),
	lowered AS (
	  UPDATE "post_day_counts" AS c SET "count" = c."count" + p.d
	  FROM per_day AS p WHERE p.d < 0 AND c."type" = p."type" AND c."day" = p."day"
	)
	INSERT INTO "post_day_counts" ("type", "day", "count")
	SELECT "type", "day", d FROM per_day WHERE d > 0
	ON CONFLICT ("type", "day") DO UPDATE SET "count" = "post_day_counts"."count" + EXCLUDED."count";
	RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "posts_type_counts_update" ON "posts_with_trash";--> statement-breakpoint
DROP FUNCTION "post_type_counts_move"();--> statement-breakpoint
CREATE TRIGGER "posts_type_counts_update" AFTER UPDATE ON "posts_with_trash"
  REFERENCING OLD TABLE AS "old_posts" NEW TABLE AS "new_posts" FOR EACH STATEMENT
  EXECUTE FUNCTION "post_type_counts_change"();
