-- The dashboard at the member volume (200,000 users): two older cards read every matching row per request.
--
-- 1. 'Empty training days' counted the partial index of empty, counted days (0030): 340,000 entries, 35-130 ms.
--    The count is a function of each training_day_exercise_counts row alone (`exercises` = 0 and `counted`, both
--    kept by 0028/0030's triggers), so it is kept here exact in table_row_counts: one statement trigger per event,
--    each adding the rows that enter the condition and taking away the rows that leave it (one counter update per
--    statement, not per row: copying a program or trashing one moves many days in one statement). The list still
--    counts its rows; the tests compare the two.
CREATE FUNCTION "empty_training_days_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM new_rows WHERE "exercises" = 0 AND "counted";
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" + delta WHERE "table_name" = 'empty_training_days';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "empty_training_days_count_insert" AFTER INSERT ON "training_day_exercise_counts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "empty_training_days_count_insert"();
--> statement-breakpoint
CREATE FUNCTION "empty_training_days_count_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT (SELECT count(*) FROM new_rows WHERE "exercises" = 0 AND "counted")
       - (SELECT count(*) FROM old_rows WHERE "exercises" = 0 AND "counted") INTO delta;
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" + delta WHERE "table_name" = 'empty_training_days';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "empty_training_days_count_update" AFTER UPDATE ON "training_day_exercise_counts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "empty_training_days_count_update"();
--> statement-breakpoint
CREATE FUNCTION "empty_training_days_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM old_rows WHERE "exercises" = 0 AND "counted";
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" - delta WHERE "table_name" = 'empty_training_days';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "empty_training_days_count_delete" AFTER DELETE ON "training_day_exercise_counts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "empty_training_days_count_delete"();
--> statement-breakpoint
CREATE FUNCTION "empty_training_days_count_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_row_counts" SET "row_count" = 0 WHERE "table_name" = 'empty_training_days';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "empty_training_days_count_truncate" AFTER TRUNCATE ON "training_day_exercise_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION "empty_training_days_count_truncate"();
--> statement-breakpoint
LOCK TABLE "training_day_exercise_counts" IN SHARE MODE;
--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "row_count")
  SELECT 'empty_training_days', count(*) FROM "training_day_exercise_counts" WHERE "exercises" = 0 AND "counted";
--> statement-breakpoint
-- 2. 'No current program' counts the distinct users among the current assignments of active app users
--    (user_active, 0030): nearly every assignment at this volume, 60,000 rows sorted for the distinct (45-67 ms).
--    Read in user order from this index, the distinct needs no sort and the rows come from the index alone. "Current"
--    is measured from today, so it cannot be a kept count without a daily refresh.
CREATE INDEX "program_users_active_user_current_idx" ON "program_users" ("user_id", "ends_on", "start_date")
  WHERE NOT "program_in_trash" AND "user_active";
--> statement-breakpoint
ANALYZE "program_users";
