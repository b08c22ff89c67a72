-- 'No current program' at the member volume: the card (and its list's total) is the active app users less those
-- with a current assignment, and that second figure counted the distinct users of every current assignment
-- (59,900 assignments at the member volume: 50-78 ms under load, whatever index). Which users are covered today
-- changes with the date, so no per-user flag can be kept; what can is where each user's coverage starts and
-- stops. user_program_coverage holds, per active app user, their live assignments' date ranges merged
-- ([covered_from, covered_until), disjoint and not touching); program_coverage_changes holds, per date, how many
-- of those ranges start that date less how many stop. The users covered on a date are the sum of the changes up
-- to it: one row per distinct start or end date, whatever the number of users.
--
-- Kept by statement triggers on program_users, as 0047's last ends are (a start date, a program's duration, its
-- trash and a user's status all reach program_users as updates). Each recompute locks the touched users' rows in
-- program_coverage_locks (one per user ever assigned, inserted where missing; row locks, not advisory ones: a
-- program's trash touches thousands of users, more than the shared lock table holds) in id order before reading,
-- so two transactions changing one user's assignments apply their differences one after the other, each from a
-- snapshot that holds the other's committed rows.
CREATE TABLE "user_program_coverage" (
  "user_id" bigint NOT NULL,
  "covered_from" date NOT NULL,
  "covered_until" date NOT NULL,
  PRIMARY KEY ("user_id", "covered_from")
);
--> statement-breakpoint
CREATE TABLE "program_coverage_locks" (
  "user_id" bigint PRIMARY KEY
);
--> statement-breakpoint
CREATE TABLE "program_coverage_changes" (
  "day" date PRIMARY KEY,
  "delta" bigint NOT NULL
);
--> statement-breakpoint
-- The merged ranges of these users' live assignments, as active app users (no range for anyone else).
CREATE FUNCTION "program_coverage_of"("user_ids" bigint[]) RETURNS TABLE (
  "user_id" bigint, "covered_from" date, "covered_until" date
) LANGUAGE sql STABLE AS $$
  SELECT r."user_id", min(r."start_date"), max(r."ends_on")
  FROM (
    SELECT s.*, sum(s."starts_new") OVER (PARTITION BY s."user_id" ORDER BY s."start_date", s."ends_on") AS "island"
    FROM (
      SELECT pu."user_id", pu."start_date", pu."ends_on",
        CASE WHEN pu."start_date" <= max(pu."ends_on") OVER (
          PARTITION BY pu."user_id" ORDER BY pu."start_date", pu."ends_on"
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS "starts_new"
      FROM "program_users" pu
      WHERE pu."user_id" IN (SELECT unnest("user_ids")) AND NOT pu."program_in_trash" AND pu."user_active"
        AND pu."ends_on" > pu."start_date"
    ) s
  ) r
  GROUP BY r."user_id", r."island"
$$;
--> statement-breakpoint
CREATE FUNCTION "program_coverage_recompute"("user_ids" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("user_ids") = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "program_coverage_locks" ("user_id")
    SELECT DISTINCT u FROM unnest("user_ids") u ORDER BY 1
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "program_coverage_locks" WHERE "user_id" IN (SELECT unnest("user_ids")) ORDER BY "user_id"
    FOR UPDATE;
  -- One statement from here, so one fresh snapshot: the ranges kept and the assignments as other committed
  -- transactions left them. A range whose start stays and whose end moves is updated in place.
  WITH "fresh" AS (SELECT * FROM "program_coverage_of"("user_ids")),
  "kept" AS (
    SELECT c."user_id", c."covered_from", c."covered_until" FROM "user_program_coverage" c
    WHERE c."user_id" IN (SELECT unnest("user_ids"))),
  "diff" AS (
    SELECT n.*, 1 AS "sign" FROM (SELECT * FROM "fresh" EXCEPT SELECT * FROM "kept") n
    UNION ALL
    SELECT o.*, -1 FROM (SELECT * FROM "kept" EXCEPT SELECT * FROM "fresh") o),
  "removed" AS (
    DELETE FROM "user_program_coverage" c USING "diff" d
    WHERE d."sign" = -1 AND c."user_id" = d."user_id" AND c."covered_from" = d."covered_from"
      AND NOT EXISTS (SELECT 1 FROM "diff" a WHERE a."sign" = 1 AND a."user_id" = d."user_id"
                        AND a."covered_from" = d."covered_from")),
  "added" AS (
    INSERT INTO "user_program_coverage" AS c ("user_id", "covered_from", "covered_until")
    SELECT d."user_id", d."covered_from", d."covered_until" FROM "diff" d WHERE d."sign" = 1
    ON CONFLICT ("user_id", "covered_from") DO UPDATE SET "covered_until" = EXCLUDED."covered_until")
  INSERT INTO "program_coverage_changes" AS k ("day", "delta")
    SELECT x."day", sum(x."delta") FROM (
      SELECT d."covered_from" AS "day", d."sign" AS "delta" FROM "diff" d
      UNION ALL SELECT d."covered_until", -d."sign" FROM "diff" d) x
    GROUP BY x."day" HAVING sum(x."delta") <> 0
    ORDER BY x."day"
    ON CONFLICT ("day") DO UPDATE SET "delta" = k."delta" + EXCLUDED."delta";
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_coverage_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "program_coverage_recompute"(ARRAY(SELECT DISTINCT n."user_id" FROM "new_rows" n));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_coverage_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "program_coverage_recompute"(ARRAY(SELECT DISTINCT o."user_id" FROM "old_rows" o));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only the users whose rows changed in what the ranges read: a change of mode or batch recomputes nobody.
CREATE FUNCTION "program_users_coverage_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "program_coverage_recompute"(ARRAY(
    SELECT DISTINCT x."user_id" FROM (
      (SELECT "user_id", "training_program_id", "start_date", "ends_on", "program_in_trash", "user_active"
       FROM "new_rows"
       EXCEPT SELECT "user_id", "training_program_id", "start_date", "ends_on", "program_in_trash", "user_active"
       FROM "old_rows")
      UNION
      (SELECT "user_id", "training_program_id", "start_date", "ends_on", "program_in_trash", "user_active"
       FROM "old_rows"
       EXCEPT SELECT "user_id", "training_program_id", "start_date", "ends_on", "program_in_trash", "user_active"
       FROM "new_rows")
    ) x));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "program_users_coverage_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_program_coverage";
  DELETE FROM "program_coverage_changes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "program_users_coverage_insert" AFTER INSERT ON "program_users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "program_users_coverage_insert"();
--> statement-breakpoint
CREATE TRIGGER "program_users_coverage_delete" AFTER DELETE ON "program_users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "program_users_coverage_delete"();
--> statement-breakpoint
CREATE TRIGGER "program_users_coverage_update" AFTER UPDATE ON "program_users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "program_users_coverage_update"();
--> statement-breakpoint
CREATE TRIGGER "program_users_coverage_truncate" AFTER TRUNCATE ON "program_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "program_users_coverage_truncate"();
--> statement-breakpoint
LOCK TABLE "program_users" IN SHARE MODE;
--> statement-breakpoint
INSERT INTO "program_coverage_locks" SELECT DISTINCT "user_id" FROM "program_users";
--> statement-breakpoint
INSERT INTO "user_program_coverage"
  SELECT * FROM "program_coverage_of"(ARRAY(SELECT DISTINCT "user_id" FROM "program_users"));
--> statement-breakpoint
INSERT INTO "program_coverage_changes" ("day", "delta")
  SELECT x."day", sum(x."delta") FROM (
    SELECT "covered_from" AS "day", 1 AS "delta" FROM "user_program_coverage"
    UNION ALL SELECT "covered_until", -1 FROM "user_program_coverage") x
  GROUP BY x."day";
--> statement-breakpoint
ANALYZE "user_program_coverage";
--> statement-breakpoint
ANALYZE "program_coverage_changes";
