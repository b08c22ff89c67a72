-- The coach's view of logged training (the coaching module). Two kinds of state:
--
-- 1. A logged workout keeps the day's prescription as it was when it was first logged: how many sets each day
--    exercise of the training day prescribed ([{"day_exercise_id": 12, "sets": 5}, ...]). Its performed sets already
--    keep their targets (0036); this also keeps the sets the member did not log, so compliance measures a workout
--    against what was prescribed then, whatever the program says later. Null for workouts logged before this
--    migration: they are measured against the day as it is now.
ALTER TABLE "workout_sessions" ADD COLUMN "prescription" jsonb;
--> statement-breakpoint
-- 2. Each app user's kept compliance figures (docs/design/compliance.md), so the users list sorts by them and the
--    dashboard counts the 'Compliance dropped' card without reading a logged set: the 7- and 30-day compliance
--    (percent, one decimal; null when nothing was prescribed in the window), the last training day scheduled on or
--    before the day they were measured, and that day. Refreshed by a job queued with every logged, edited or
--    deleted workout and assignment change, and by a daily task for the passage of time. On `users` (the shared
--    accounts table) because the users list pages over it: its sort reads one index, with no join.
ALTER TABLE "users" ADD COLUMN "compliance_7d" numeric(4, 1),
  ADD COLUMN "compliance_30d" numeric(4, 1),
  ADD COLUMN "last_training_day" date,
  ADD COLUMN "compliance_measured_on" date;
--> statement-breakpoint
-- The users list sorted by 7-day compliance, lowest first (users with no figure last): page 1 is the start of
-- this index, app users only.
CREATE INDEX "users_compliance_7d_idx" ON "users" ("compliance_7d", "id") WHERE "role" = 'user';
--> statement-breakpoint
-- The 'Compliance dropped' card and its list: active app users whose 7-day compliance is at least 20 points below
-- the 30-day one, a range of this index by their last training day (within the last 7 days). The predicate is
-- spelled as user-attention.ts spells the condition, so the planner uses it.
CREATE INDEX "users_compliance_dropped_idx" ON "users" ("last_training_day", "id")
  WHERE "role" = 'user' AND "deleted_at" IS NULL AND "compliance_7d" <= "compliance_30d" - 20;
