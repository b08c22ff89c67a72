-- Kept state for a user's personal records and progress (GET /users/{id}/records, /users/{id}/progress): one row
-- per logged workout and exercise with the sets that count (completed, reps >= 1, a weight above 0, an exercise
-- still known), their weights and reps in the order logged, and the workout's user, date, start and liveness. A
-- user's records read one range of a small index (about 640 rows for 320 workouts) instead of every performed set
-- (3,200 rows through 320 index probes); the rules applied to the rows stay the contract's (records.ts).
-- Triggers keep it: every write of performed_sets refreshes the rows of the workouts it touched (one statement per
-- write, whatever the number of sets), and a workout's date, start or delete moves its rows. Bulk loads that skip
-- triggers (the benchmark seed) call session_exercise_sets_rebuild() afterwards.
CREATE TABLE "session_exercise_sets" (
  "session_id" bigint NOT NULL REFERENCES "workout_sessions"("id") ON DELETE CASCADE,
  "exercise_id" bigint NOT NULL,
  "user_id" bigint NOT NULL,
  "performed_on" date NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "live" boolean NOT NULL,
  "exercise_name" text NOT NULL,
  "weights" double precision[] NOT NULL,
  "reps" integer[] NOT NULL,
  PRIMARY KEY ("session_id", "exercise_id")
);
--> statement-breakpoint
-- A user's records: every live row in the order the workouts were done.
CREATE INDEX "session_exercise_sets_user_idx"
  ON "session_exercise_sets" ("user_id", "performed_on", "started_at", "session_id", "exercise_id") WHERE "live";
--> statement-breakpoint
-- One exercise's progress series.
CREATE INDEX "session_exercise_sets_user_exercise_idx"
  ON "session_exercise_sets" ("user_id", "exercise_id", "performed_on", "started_at", "session_id") WHERE "live";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_exercise_sets_refresh"("session_ids" bigint[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "session_exercise_sets" WHERE "session_id" = ANY("session_ids");
  INSERT INTO "session_exercise_sets"
    ("session_id", "exercise_id", "user_id", "performed_on", "started_at", "live", "exercise_name", "weights", "reps")
  SELECT s."id", ps."exercise_id", s."user_id", s."performed_on", s."started_at", s."deleted_at" IS NULL,
    (array_agg(ps."exercise_name" ORDER BY ps."position" DESC))[1],
    array_agg(ps."weight"::double precision ORDER BY ps."position"),
    array_agg(ps."reps" ORDER BY ps."position")
  FROM "workout_sessions" s
  JOIN "performed_sets" ps ON ps."session_id" = s."id"
  WHERE s."id" = ANY("session_ids")
    AND ps."completed" AND ps."exercise_id" IS NOT NULL AND ps."reps" >= 1 AND ps."weight" > 0
  GROUP BY s."id", ps."exercise_id";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "session_exercise_sets_rebuild"() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "session_exercise_sets";
  INSERT INTO "session_exercise_sets"
    ("session_id", "exercise_id", "user_id", "performed_on", "started_at", "live", "exercise_name", "weights", "reps")
  SELECT s."id", ps."exercise_id", s."user_id", s."performed_on", s."started_at", s."deleted_at" IS NULL,
    (array_agg(ps."exercise_name" ORDER BY ps."position" DESC))[1],
    array_agg(ps."weight"::double precision ORDER BY ps."position"),
    array_agg(ps."reps" ORDER BY ps."position")
  FROM "workout_sessions" s
  JOIN "performed_sets" ps ON ps."session_id" = s."id"
  WHERE ps."completed" AND ps."exercise_id" IS NOT NULL AND ps."reps" >= 1 AND ps."weight" > 0
  GROUP BY s."id", ps."exercise_id";
$$;
--> statement-breakpoint
-- One function for the three statement triggers: each names only the transition tables its event has.
CREATE OR REPLACE FUNCTION "performed_sets_refresh_session_exercise_sets"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "session_exercise_sets_refresh"(ARRAY(SELECT DISTINCT "session_id" FROM "new_sets"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "session_exercise_sets_refresh"(ARRAY(SELECT DISTINCT "session_id" FROM "old_sets"));
  ELSE
    PERFORM "session_exercise_sets_refresh"(ARRAY(
      SELECT "session_id" FROM "new_sets" UNION SELECT "session_id" FROM "old_sets"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "performed_sets_inserted_session_exercise_sets" AFTER INSERT ON "performed_sets"
  REFERENCING NEW TABLE AS "new_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "performed_sets_refresh_session_exercise_sets"();
--> statement-breakpoint
CREATE TRIGGER "performed_sets_updated_session_exercise_sets" AFTER UPDATE ON "performed_sets"
  REFERENCING OLD TABLE AS "old_sets" NEW TABLE AS "new_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "performed_sets_refresh_session_exercise_sets"();
--> statement-breakpoint
CREATE TRIGGER "performed_sets_deleted_session_exercise_sets" AFTER DELETE ON "performed_sets"
  REFERENCING OLD TABLE AS "old_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "performed_sets_refresh_session_exercise_sets"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "workout_sessions_move_session_exercise_sets"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "session_exercise_sets"
  SET "user_id" = NEW."user_id", "performed_on" = NEW."performed_on", "started_at" = NEW."started_at",
      "live" = NEW."deleted_at" IS NULL
  WHERE "session_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "workout_sessions_moved_session_exercise_sets" AFTER UPDATE ON "workout_sessions"
  FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."performed_on" IS DISTINCT FROM NEW."performed_on"
        OR OLD."started_at" IS DISTINCT FROM NEW."started_at"
        OR (OLD."deleted_at" IS NULL) IS DISTINCT FROM (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "workout_sessions_move_session_exercise_sets"();
--> statement-breakpoint
SELECT "session_exercise_sets_rebuild"();
