-- 'Programs ending soon' at the member volume: the card read every live assignment ending within the window and
-- probed each one's user for a later one (8,125 assignments, 27-44 ms of the dashboard's statement). A user is on
-- the card when the end of their last live assignment falls in (today, today + 7]; that end is a fact of the
-- user's assignments alone, not of the date, so it is kept here, one row per user with a live assignment, and the
-- card is a range of one small partial index whatever day it is. user_active is program_users' (0030: an active
-- app user, moved with the user's role and deletion), so the card needs no users row either. The users list
-- still reads the assignments themselves; the tests hold the card's count to its list.
--
-- Kept by statement triggers on program_users (insertions, deletions, updates: a start date, a program's new
-- duration, its trash and restore, a user's status all reach program_users as updates), each recomputing the
-- touched users from their live assignments. The recompute is a maximum, not a delta, so two transactions
-- changing one user's assignments must not both measure from snapshots that miss the other: the users' kept rows
-- are locked first in id order (a placeholder row inserted where none is, so there is a row to lock; it is set or
-- removed before the commit), and each later statement of the function takes a fresh snapshot, which sees the
-- other's committed assignments.
CREATE TABLE "user_last_program_ends" (
  "user_id" bigint PRIMARY KEY,
  "ends_on" date NOT NULL,
  "user_active" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_last_program_ends_active_idx" ON "user_last_program_ends" ("ends_on") WHERE "user_active";
--> statement-breakpoint
CREATE FUNCTION "user_last_program_ends_recompute"("user_ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("user_ids") = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "user_last_program_ends" ("user_id", "ends_on", "user_active")
    SELECT DISTINCT u, 'infinity'::date, false FROM unnest("user_ids") u ORDER BY 1
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "user_last_program_ends" WHERE "user_id" = ANY ("user_ids") ORDER BY "user_id" FOR UPDATE;
  DELETE FROM "user_last_program_ends" e
    WHERE e."user_id" = ANY ("user_ids") AND NOT EXISTS (
      SELECT 1 FROM "program_users" pu WHERE pu."user_id" = e."user_id" AND NOT pu."program_in_trash");
  INSERT INTO "user_last_program_ends" AS e ("user_id", "ends_on", "user_active")
    SELECT pu."user_id", max(pu."ends_on"), bool_or(pu."user_active")
    FROM "program_users" pu
    WHERE pu."user_id" = ANY ("user_ids") AND NOT pu."program_in_trash"
    GROUP BY pu."user_id"
    ORDER BY pu."user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "ends_on" = EXCLUDED."ends_on", "user_active" = EXCLUDED."user_active"
      WHERE (e."ends_on", e."user_active") IS DISTINCT FROM (EXCLUDED."ends_on", EXCLUDED."user_active");
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_last_ends_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_last_program_ends_recompute"(ARRAY(SELECT DISTINCT n."user_id" FROM "new_rows" n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_last_ends_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_last_program_ends_recompute"(ARRAY(SELECT DISTINCT o."user_id" FROM "old_rows" o));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the users whose rows changed in what the card reads: a change of mode or batch recomputes nobody.
CREATE FUNCTION "program_users_last_ends_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_last_program_ends_recompute"(ARRAY(
    SELECT DISTINCT x."user_id" FROM (
      (SELECT "user_id", "training_program_id", "ends_on", "program_in_trash", "user_active" FROM "new_rows"
       EXCEPT SELECT "user_id", "training_program_id", "ends_on", "program_in_trash", "user_active" FROM "old_rows")
      UNION
      (SELECT "user_id", "training_program_id", "ends_on", "program_in_trash", "user_active" FROM "old_rows"
       EXCEPT SELECT "user_id", "training_program_id", "ends_on", "program_in_trash", "user_active" FROM "new_rows")
    ) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_last_ends_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_last_program_ends";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "program_users_last_ends_insert" AFTER INSERT ON "program_users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "program_users_last_ends_insert"();
--> statement-breakpoint
CREATE TRIGGER "program_users_last_ends_delete" AFTER DELETE ON "program_users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "program_users_last_ends_delete"();
--> statement-breakpoint
CREATE TRIGGER "program_users_last_ends_update" AFTER UPDATE ON "program_users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "program_users_last_ends_update"();
--> statement-breakpoint
CREATE TRIGGER "program_users_last_ends_truncate" AFTER TRUNCATE ON "program_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "program_users_last_ends_truncate"();
--> statement-breakpoint
LOCK TABLE "program_users" IN SHARE MODE;
--> statement-breakpoint
INSERT INTO "user_last_program_ends" ("user_id", "ends_on", "user_active")
  SELECT "user_id", max("ends_on"), bool_or("user_active") FROM "program_users"
  WHERE NOT "program_in_trash" GROUP BY "user_id";
--> statement-breakpoint
ANALYZE "user_last_program_ends";
