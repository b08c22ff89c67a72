-- Day exercises taken off a day by a builder's replace (duplicate a week onto a week, copy a day with mode
-- replace) go to the trash (issue 21): the row stays in place with deleted_at set, the view of live day
-- exercises hides it, and a trash entry of type 'day-exercise' lists it. A day holds an exercise once among its
-- rows not in the trash (the unique index becomes partial), so the copies that replaced them may hold the same
-- exercises. The view gains the column, appended (it is a view of every column of its table).
ALTER TABLE "user_exercise_activity_logs_with_trash" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
DROP INDEX "user_exercise_activity_logs_day_exercise_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "user_exercise_activity_logs_day_exercise_unique"
  ON "user_exercise_activity_logs_with_trash" ("training_day_id", "exercise_id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE VIEW "user_exercise_activity_logs" AS
  SELECT l."id", l."training_day_id", l."exercise_id", l."position", l."sets_data", l."created_at", l."updated_at",
    l."group_id", l."deleted_at"
  FROM "user_exercise_activity_logs_with_trash" l
  WHERE l."deleted_at" IS NULL
    AND EXISTS (SELECT 1 FROM "exercises_with_trash" e WHERE e."id" = l."exercise_id" AND e."deleted_at" IS NULL)
    AND EXISTS (
      SELECT 1 FROM "training_days" d
      JOIN "training_weeks" w ON w."id" = d."training_week_id"
      JOIN "training_programs_with_trash" p ON p."id" = w."training_program_id"
      WHERE d."id" = l."training_day_id" AND p."deleted_at" IS NULL
    );
--> statement-breakpoint
ALTER TABLE "trash_entries" DROP CONSTRAINT "trash_entries_record_type_check";
--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_record_type_check"
  CHECK ("record_type" IN ('program', 'exercise', 'recipe', 'post', 'comment', 'user', 'day-exercise'));
--> statement-breakpoint
-- A trashed day exercise removed for good (its purge, or its day, week or program going) takes its entry along.
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "user_exercise_activity_logs_with_trash"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('day-exercise');
