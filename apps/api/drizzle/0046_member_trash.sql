-- A member's logged workouts and check-ins join the trash: a member's delete must stay recoverable by their coach.
--
-- Workouts keep the soft delete they had (workout_sessions.deleted_at, every read already filters it, as users
-- keep theirs) and gain trash entries. Check-ins had none: check_ins becomes check_ins_with_trash with deleted_at
-- behind a view of its live rows under the old name, so every read, the coach's queue, the overdue cadence and the
-- dashboard's cards stop seeing a trashed check-in with no code of their own. Its photos stay in place (private
-- files, never moved) until a purge deletes the check-in, whose photo rows take their files rows, whose trigger
-- sweeps the stored objects.
ALTER TABLE "check_ins" RENAME TO "check_ins_with_trash";
--> statement-breakpoint
ALTER TABLE "check_ins_with_trash" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
CREATE VIEW "check_ins" AS
  SELECT "id", "user_id", "client_id", "date", "bodyweight_kg", "waist_cm", "sleep_hours", "energy", "notes",
    "reviewed_at", "reviewed_by", "reply", "created_at", "updated_at", "user_active"
  FROM "check_ins_with_trash" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- The member's list and the latest-date re-read, partial over live rows like every trashable list index.
DROP INDEX "check_ins_user_date_idx";
--> statement-breakpoint
CREATE INDEX "check_ins_user_date_idx" ON "check_ins_with_trash" ("user_id", "date" DESC, "id" DESC)
  WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- The coach's queue and the dashboard's count stay one partial index, now without trashed check-ins.
DROP INDEX "check_ins_to_review_idx";
--> statement-breakpoint
CREATE INDEX "check_ins_to_review_idx" ON "check_ins_with_trash" ("date", "id")
  WHERE "reviewed_at" IS NULL AND "user_active" AND "deleted_at" IS NULL;
--> statement-breakpoint
-- A user's status moves every check-in of theirs, trashed ones too (through the view it would miss them, and a
-- restored check-in would come back with a stale user_active).
CREATE OR REPLACE FUNCTION "users_status_moves_check_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "check_ins_with_trash" SET "user_active" = (NEW."deleted_at" IS NULL AND NEW."role" = 'user')
    WHERE "user_id" = NEW."id";
  UPDATE "check_in_schedules" SET "user_active" = (NEW."deleted_at" IS NULL AND NEW."role" = 'user')
    WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Trashing or restoring a check-in may move the user's latest check-in date (the re-read goes through the view).
CREATE TRIGGER "check_ins_keep_latest_trash" AFTER UPDATE OF "deleted_at" ON "check_ins_with_trash"
  FOR EACH ROW WHEN ((OLD."deleted_at" IS NULL) IS DISTINCT FROM (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "check_ins_keep_latest_update"();
--> statement-breakpoint
ALTER TABLE "trash_entries" DROP CONSTRAINT "trash_entries_record_type_check";
--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_record_type_check"
  CHECK ("record_type" IN ('program', 'exercise', 'recipe', 'post', 'comment', 'user', 'day-exercise',
    'nutrition-template', 'nutrition-targets', 'meal-plan', 'workout-session', 'check-in'));
--> statement-breakpoint
-- A purge, or a user's purge cascading to their workouts and check-ins, takes the entries along.
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "workout_sessions"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('workout-session');
--> statement-breakpoint
CREATE TRIGGER "trash_entries_forget" AFTER DELETE ON "check_ins_with_trash"
  REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "trash_entries_forget"('check-in');
--> statement-breakpoint
-- Workouts deleted before the trash held them are listed from now on, deleted by their member, and kept a full
-- retention period from the upgrade (nothing is purged by it).
INSERT INTO "trash_entries" ("record_type", "record_id", "name", "goes_with", "batch_id", "deleted_at",
    "deleted_by", "deleted_by_name", "deleted_by_email", "retained_since")
  SELECT 'workout-session', s."id",
    s."program_name" || ', week ' || s."week_number" || ' day ' || s."day_number" || ', ' || s."performed_on",
    json_build_object('sets', (SELECT count(*) FROM "performed_sets" ps WHERE ps."session_id" = s."id")),
    gen_random_uuid(), s."deleted_at", u."id",
    coalesce(nullif(btrim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '')), ''), u."email"),
    u."email", now()
  FROM "workout_sessions" s JOIN "users" u ON u."id" = s."user_id"
  WHERE s."deleted_at" IS NOT NULL;
