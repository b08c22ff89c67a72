-- Issue 23, the "needs attention" dashboard: what its counts and the lists behind its links read through an index.
--
-- 1. program_users.ends_on, the first day after the program (start_date + duration_weeks * 7, as the contract's
--    assignmentEndsOn), kept by triggers: a date computed across two tables cannot be indexed as an expression,
--    and "ends within 7 days" / "covers today" must be index ranges, not a walk over every assignment.
ALTER TABLE "program_users" ADD COLUMN "ends_on" date;
--> statement-breakpoint
UPDATE "program_users" pu SET "ends_on" = pu."start_date" + p."duration_weeks" * 7
  FROM "training_programs_with_trash" p WHERE p."id" = pu."training_program_id";
--> statement-breakpoint
ALTER TABLE "program_users" ALTER COLUMN "ends_on" SET NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "program_users_set_ends_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."ends_on" := NEW."start_date" + 7 * (SELECT p."duration_weeks" FROM "training_programs_with_trash" p
                                           WHERE p."id" = NEW."training_program_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "program_users_set_ends_on" BEFORE INSERT OR UPDATE OF "start_date", "training_program_id"
  ON "program_users" FOR EACH ROW EXECUTE FUNCTION "program_users_set_ends_on"();
--> statement-breakpoint
CREATE FUNCTION "training_programs_duration_moves_ends_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "program_users" SET "ends_on" = "start_date" + NEW."duration_weeks" * 7
    WHERE "training_program_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_programs_duration_moves_ends_on" AFTER UPDATE OF "duration_weeks"
  ON "training_programs_with_trash" FOR EACH ROW WHEN (OLD."duration_weeks" IS DISTINCT FROM NEW."duration_weeks")
  EXECUTE FUNCTION "training_programs_duration_moves_ends_on"();
--> statement-breakpoint
-- "Ends within the window": a range on ends_on; "covers today": ends_on > today, then start_date.
CREATE INDEX "program_users_ends_on_idx" ON "program_users" ("ends_on", "start_date", "user_id", "training_program_id");
--> statement-breakpoint
-- "Nothing of this user ends after the window": one probe per candidate user.
CREATE INDEX "program_users_user_ends_on_idx" ON "program_users" ("user_id", "ends_on", "training_program_id");
--> statement-breakpoint
-- 2. Active app users newest first: the users list's attention filters walk it, new users are a range of it, and
--    "no current program" counts it without reading the table (index-only, the role being in the predicate).
CREATE INDEX "users_app_active_created_at_id_idx" ON "users" ("created_at" DESC, "id" DESC)
  WHERE "deleted_at" IS NULL AND "role" = 'user';
--> statement-breakpoint
-- The few admins, whose comments answer a support post.
CREATE INDEX "users_admins_idx" ON "users" ("id") WHERE "role" = 'admin';
--> statement-breakpoint
-- 3. training_day_exercise_counts: each training day's (not rest day's) live (not trashed) day exercises, kept by deltas from
--    statement triggers (row locks of the upsert serialize concurrent changes of one day, so the count stays
--    exact). An empty day is then a partial index entry, instead of an anti-join of every day against every
--    day exercise. Days get their row when made (0) and lose it with their day (cascade); a delta for a day that
--    is gone is dropped (the join), and a delta arriving before the day's own row (one statement making both)
--    creates it, the day's 0 then doing nothing.
CREATE TABLE "training_day_exercise_counts" (
  "training_day_id" bigint PRIMARY KEY REFERENCES "training_days" ("id") ON DELETE CASCADE,
  "exercises" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "training_day_exercise_counts" ("training_day_id", "exercises")
  SELECT d."id", (SELECT count(*) FROM "user_exercise_activity_logs_with_trash" l
                  WHERE l."training_day_id" = d."id" AND l."deleted_at" IS NULL)
  FROM "training_days" d WHERE NOT d."is_rest_day";
--> statement-breakpoint
CREATE INDEX "training_day_exercise_counts_empty_idx" ON "training_day_exercise_counts" ("training_day_id")
  WHERE "exercises" = 0;
--> statement-breakpoint
CREATE FUNCTION "training_days_count_exercises"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_day_exercise_counts" ("training_day_id", "exercises")
    SELECT n."id", 0 FROM new_days n WHERE NOT n."is_rest_day" ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_days_count_exercises" AFTER INSERT ON "training_days"
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION "training_days_count_exercises"();
--> statement-breakpoint
-- A day turned into a rest day leaves the counts; a rest day turned into a training day joins them, counted afresh.
CREATE FUNCTION "training_days_rest_moves_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_rest_day" THEN
    DELETE FROM "training_day_exercise_counts" WHERE "training_day_id" = NEW."id";
  ELSE
    INSERT INTO "training_day_exercise_counts" ("training_day_id", "exercises")
      SELECT NEW."id", count(*)::int FROM "user_exercise_activity_logs_with_trash" l
      WHERE l."training_day_id" = NEW."id" AND l."deleted_at" IS NULL
    ON CONFLICT ("training_day_id") DO UPDATE SET "exercises" = excluded."exercises";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_days_rest_moves_counts" AFTER UPDATE OF "is_rest_day" ON "training_days" FOR EACH ROW
  WHEN (OLD."is_rest_day" IS DISTINCT FROM NEW."is_rest_day") EXECUTE FUNCTION "training_days_rest_moves_counts"();
--> statement-breakpoint
CREATE FUNCTION "day_exercises_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_day_exercise_counts" AS c ("training_day_id", "exercises")
    SELECT d."id", s.delta
    FROM (SELECT changed.day, sum(changed.delta)::int AS delta
          FROM (SELECT n."training_day_id" AS day, 1 AS delta FROM new_rows n WHERE n."deleted_at" IS NULL) changed GROUP BY changed.day) s
    JOIN "training_days" d ON d."id" = s.day AND NOT d."is_rest_day"
    WHERE s.delta <> 0
    ORDER BY d."id"
  ON CONFLICT ("training_day_id") DO UPDATE SET "exercises" = c."exercises" + excluded."exercises";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "day_exercises_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_day_exercise_counts" AS c ("training_day_id", "exercises")
    SELECT d."id", s.delta
    FROM (SELECT changed.day, sum(changed.delta)::int AS delta
          FROM (SELECT o."training_day_id" AS day, -1 AS delta FROM old_rows o WHERE o."deleted_at" IS NULL) changed GROUP BY changed.day) s
    JOIN "training_days" d ON d."id" = s.day AND NOT d."is_rest_day"
    WHERE s.delta <> 0
    ORDER BY d."id"
  ON CONFLICT ("training_day_id") DO UPDATE SET "exercises" = c."exercises" + excluded."exercises";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "day_exercises_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_day_exercise_counts" AS c ("training_day_id", "exercises")
    SELECT d."id", s.delta
    FROM (SELECT changed.day, sum(changed.delta)::int AS delta
          FROM (SELECT o."training_day_id" AS day, -1 AS delta FROM old_rows o WHERE o."deleted_at" IS NULL
                UNION ALL
                SELECT n."training_day_id", 1 FROM new_rows n WHERE n."deleted_at" IS NULL) changed GROUP BY changed.day) s
    JOIN "training_days" d ON d."id" = s.day AND NOT d."is_rest_day"
    WHERE s.delta <> 0
    ORDER BY d."id"
  ON CONFLICT ("training_day_id") DO UPDATE SET "exercises" = c."exercises" + excluded."exercises";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "day_exercises_count_insert" AFTER INSERT ON "user_exercise_activity_logs_with_trash"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_exercises_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "day_exercises_count_delete" AFTER DELETE ON "user_exercise_activity_logs_with_trash"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_exercises_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "day_exercises_count_update" AFTER UPDATE ON "user_exercise_activity_logs_with_trash"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "day_exercises_after_update"();
--> statement-breakpoint
ANALYZE "program_users";
--> statement-breakpoint
ANALYZE "training_day_exercise_counts";
