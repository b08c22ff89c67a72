-- Assignments with a start date and a mode, and personal copies (issue 22, ADR 0009). An assignment starts on a
-- calendar date (existing ones: the UTC date they were assigned on) and is `linked` (the user follows the program
-- itself) or `copy` (the user follows a personal copy: a full program of its own, owned by the user, naming the
-- template it came from). batch_id marks the assignments one bulk assignment wrote, so its undo removes exactly
-- those; null for single assignments.
ALTER TABLE "program_users" ADD COLUMN "start_date" date;
--> statement-breakpoint
UPDATE "program_users" SET "start_date" = ("assigned_at" AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
ALTER TABLE "program_users" ALTER COLUMN "start_date" SET DEFAULT ((now() AT TIME ZONE 'UTC')::date);
--> statement-breakpoint
ALTER TABLE "program_users" ALTER COLUMN "start_date" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "mode" text DEFAULT 'linked' NOT NULL;
--> statement-breakpoint
ALTER TABLE "program_users" ADD CONSTRAINT "program_users_mode_check" CHECK ("mode" in ('linked', 'copy'));
--> statement-breakpoint
ALTER TABLE "program_users" ADD COLUMN "batch_id" uuid;
--> statement-breakpoint
CREATE INDEX "program_users_batch_id_idx" ON "program_users" ("batch_id") WHERE "batch_id" IS NOT NULL;
--> statement-breakpoint
-- A purged user leaves their copies as ordinary programs (nothing of the schedule is lost); a purged template
-- leaves its copies without a template. Trashing either changes nothing here: trashed rows stay in place, so the
-- trash restores a template with its links.
ALTER TABLE "training_programs_with_trash" ADD COLUMN "owner_user_id" bigint REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "training_programs_with_trash" ADD COLUMN "template_id" bigint REFERENCES "training_programs_with_trash"("id") ON DELETE set null;
--> statement-breakpoint
CREATE OR REPLACE VIEW "training_programs" AS
  SELECT "id", "name", "program_type", "difficulty_level", "duration_weeks", "training_days_per_week",
    "workout_duration", "description", "image", "image_file_id", "is_admin", "created_by", "created_at",
    "updated_at", "name_search", "owner_user_id", "template_id"
  FROM "training_programs_with_trash" WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- The main list never shows personal copies, so its indexes hold only the other programs; the 'Personal copies'
-- filter and a template's copies have their own.
DROP INDEX "training_programs_created_at_id_idx";
--> statement-breakpoint
CREATE INDEX "training_programs_created_at_id_idx" ON "training_programs_with_trash" USING btree ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL;
--> statement-breakpoint
DROP INDEX "training_programs_type_difficulty_created_at_id_idx";
--> statement-breakpoint
CREATE INDEX "training_programs_type_difficulty_created_at_id_idx" ON "training_programs_with_trash" USING btree ("program_type", "difficulty_level", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL;
--> statement-breakpoint
DROP INDEX "training_programs_difficulty_created_at_id_idx";
--> statement-breakpoint
CREATE INDEX "training_programs_difficulty_created_at_id_idx" ON "training_programs_with_trash" USING btree ("difficulty_level", "created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "training_programs_personal_copies_created_at_id_idx" ON "training_programs_with_trash" USING btree ("created_at" DESC, "id" DESC) WHERE "deleted_at" IS NULL AND "owner_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "training_programs_template_created_at_id_idx" ON "training_programs_with_trash" USING btree ("template_id", "created_at" DESC, "id" DESC) WHERE "template_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "training_programs_owner_user_id_idx" ON "training_programs_with_trash" ("owner_user_id") WHERE "owner_user_id" IS NOT NULL;
--> statement-breakpoint
-- The kept 'training_programs' count is the main list's unfiltered total: live programs that are not personal
-- copies. Same triggers as 0019, counting only those rows.
CREATE FUNCTION "program_row_count_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM "inserted_rows" WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL;
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" + delta WHERE "table_name" = 'training_programs';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "program_row_count_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM "deleted_rows" WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL;
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" - delta WHERE "table_name" = 'training_programs';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "program_row_count_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint;
BEGIN
  SELECT (SELECT count(*) FROM "new_rows" WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL)
       - (SELECT count(*) FROM "old_rows" WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL) INTO delta;
  IF delta <> 0 THEN
    UPDATE "table_row_counts" SET "row_count" = "row_count" + delta WHERE "table_name" = 'training_programs';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "training_programs_count_insert" ON "training_programs_with_trash";
--> statement-breakpoint
DROP TRIGGER "training_programs_count_delete" ON "training_programs_with_trash";
--> statement-breakpoint
DROP TRIGGER "training_programs_count_update" ON "training_programs_with_trash";
--> statement-breakpoint
CREATE TRIGGER "training_programs_count_insert" AFTER INSERT ON "training_programs_with_trash"
  REFERENCING NEW TABLE AS "inserted_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "program_row_count_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "training_programs_count_delete" AFTER DELETE ON "training_programs_with_trash"
  REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "program_row_count_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "training_programs_count_update" AFTER UPDATE ON "training_programs_with_trash"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "program_row_count_after_update"();
--> statement-breakpoint
UPDATE "table_row_counts" SET "row_count" = (
  SELECT count(*) FROM "training_programs_with_trash" WHERE "deleted_at" IS NULL AND "owner_user_id" IS NULL
) WHERE "table_name" = 'training_programs';
