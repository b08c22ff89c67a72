-- The coach's check-in queue and the overdue check-ins, as kept state so the dashboard's two counts are a range
-- of one partial index each (no scan of check-ins or schedules per request).
--
-- 1. check_ins.user_active / check_in_schedules.user_active: the user is an active app user (role user, not
--    deleted). Set on insert (the user's row read FOR SHARE, as program_users.user_active in 0030) and moved by
--    the users trigger below when their role or deleted_at changes.
-- 2. check_in_schedules.last_check_in_on: the date of the user's latest check-in (null: none), kept by the
--    check_ins triggers (insert, delete, a date or owner change).
-- 3. check_in_schedules.unmet_due_on: the earliest due date of the cadence no check-in meets (the contract's
--    `unmetDueOn`: a due date D is met by a check-in dated on or after D - 3 days), recomputed by a BEFORE trigger
--    whenever the cadence or last_check_in_on changes. Overdue = unmet_due_on + 2 days <= today (UTC).
ALTER TABLE "check_ins" ADD COLUMN "user_active" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE "check_ins" c SET "user_active" = true
  FROM "users" u WHERE u."id" = c."user_id" AND u."role" = 'user' AND u."deleted_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "check_in_schedules" ADD COLUMN "user_active" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "check_in_schedules" ADD COLUMN "last_check_in_on" date;
--> statement-breakpoint
ALTER TABLE "check_in_schedules" ADD COLUMN "unmet_due_on" date;
--> statement-breakpoint
-- The contract's unmetDueOn (CHECK_IN_EARLY_DAYS = 3): the first starts_on + k * 7 * every_weeks after
-- latest + 3 days. test/users/check-in-overdue.test.ts holds the two to the same answers.
CREATE FUNCTION "check_in_unmet_due_on"(starts_on date, every_weeks integer, latest date) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN latest IS NULL OR latest + 3 < starts_on THEN starts_on
    ELSE starts_on + (every_weeks * 7) * (((latest + 3) - starts_on) / (every_weeks * 7) + 1)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "check_ins_set_user_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."role" = 'user' AND u."deleted_at" IS NULL INTO NEW."user_active"
    FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE;
  NEW."user_active" := coalesce(NEW."user_active", false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_set_user_active" BEFORE INSERT OR UPDATE OF "user_id" ON "check_ins"
  FOR EACH ROW EXECUTE FUNCTION "check_ins_set_user_active"();
--> statement-breakpoint
CREATE FUNCTION "check_in_schedules_keep_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT max(c."date") INTO NEW."last_check_in_on" FROM "check_ins" c WHERE c."user_id" = NEW."user_id";
    SELECT u."role" = 'user' AND u."deleted_at" IS NULL INTO NEW."user_active"
      FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE;
    NEW."user_active" := coalesce(NEW."user_active", false);
  END IF;
  NEW."unmet_due_on" := "check_in_unmet_due_on"(NEW."starts_on", NEW."every_weeks", NEW."last_check_in_on");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_in_schedules_keep_due" BEFORE INSERT OR UPDATE ON "check_in_schedules"
  FOR EACH ROW EXECUTE FUNCTION "check_in_schedules_keep_due"();
--> statement-breakpoint
UPDATE "check_in_schedules" s SET
  "last_check_in_on" = (SELECT max(c."date") FROM "check_ins" c WHERE c."user_id" = s."user_id"),
  "user_active" = EXISTS (SELECT 1 FROM "users" u
    WHERE u."id" = s."user_id" AND u."role" = 'user' AND u."deleted_at" IS NULL);
--> statement-breakpoint
ALTER TABLE "check_in_schedules" ALTER COLUMN "unmet_due_on" SET NOT NULL;
--> statement-breakpoint
-- New check-ins move the latest date forward (one UPDATE per statement, whatever the number of rows; the row
-- lock serializes two check-ins of one user and greatest() keeps the later date).
CREATE FUNCTION "check_ins_keep_latest_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "check_in_schedules" s SET "last_check_in_on" = greatest(s."last_check_in_on", n."latest")
    FROM (SELECT "user_id", max("date") AS "latest" FROM "new_rows" GROUP BY "user_id") n
    WHERE s."user_id" = n."user_id" AND (s."last_check_in_on" IS NULL OR n."latest" > s."last_check_in_on");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_keep_latest_insert" AFTER INSERT ON "check_ins"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_keep_latest_insert"();
--> statement-breakpoint
-- A check-in going (or moving to another date or user) may take the latest date back: read it again, through
-- check_ins_user_date_idx, for the users concerned.
CREATE FUNCTION "check_in_schedules_reread_latest"(user_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "check_in_schedules" s
    SET "last_check_in_on" = (SELECT max(c."date") FROM "check_ins" c WHERE c."user_id" = s."user_id")
    WHERE s."user_id" = ANY(user_ids)
$$;
--> statement-breakpoint
CREATE FUNCTION "check_ins_keep_latest_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "check_in_schedules_reread_latest"(ARRAY(SELECT DISTINCT "user_id" FROM "old_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "check_ins_keep_latest_delete" AFTER DELETE ON "check_ins"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_keep_latest_delete"();
--> statement-breakpoint
CREATE FUNCTION "check_ins_keep_latest_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "check_in_schedules_reread_latest"(ARRAY[OLD."user_id", NEW."user_id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a date or owner change: a review (reviewed_at, reply) fires nothing.
CREATE TRIGGER "check_ins_keep_latest_update" AFTER UPDATE OF "date", "user_id" ON "check_ins"
  FOR EACH ROW WHEN (OLD."date" IS DISTINCT FROM NEW."date" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "check_ins_keep_latest_update"();
--> statement-breakpoint
CREATE FUNCTION "users_status_moves_check_ins"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "check_ins" SET "user_active" = (NEW."deleted_at" IS NULL AND NEW."role" = 'user')
    WHERE "user_id" = NEW."id";
  UPDATE "check_in_schedules" SET "user_active" = (NEW."deleted_at" IS NULL AND NEW."role" = 'user')
    WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_status_moves_check_ins" AFTER UPDATE OF "role", "deleted_at" ON "users"
  FOR EACH ROW
  WHEN ((OLD."role" = 'user' AND OLD."deleted_at" IS NULL) IS DISTINCT FROM (NEW."role" = 'user' AND NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "users_status_moves_check_ins"();
--> statement-breakpoint
-- The queue, oldest first: the count is this index alone, a page a walk of it.
CREATE INDEX "check_ins_to_review_idx" ON "check_ins" ("date", "id")
  WHERE "reviewed_at" IS NULL AND "user_active";
--> statement-breakpoint
-- The overdue users, longest overdue first: "unmet_due_on <= today - 2" is a range of it.
CREATE INDEX "check_in_schedules_overdue_idx" ON "check_in_schedules" ("unmet_due_on", "user_id")
  WHERE "user_active";
