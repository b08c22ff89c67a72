-- The exercise library's per-row count of programs listing the exercise (issue 20 follow-up). Since 0019 it
-- must skip programs in the trash, and joining the training_programs view made PostgreSQL hash all live
-- programs once per row of a page (exercises page 1: 1.1 ms -> 19 ms). Now the count reads the links from an
-- index that holds both ids (index-only) and skips the few trashed programs through a partial index of them.
CREATE INDEX "program_exercises_exercise_program_idx" ON "program_exercises" ("exercise_id", "training_program_id");
--> statement-breakpoint
DROP INDEX "program_exercises_exercise_id_idx";
--> statement-breakpoint
CREATE INDEX "training_programs_trashed_idx" ON "training_programs_with_trash" ("id") WHERE "deleted_at" IS NOT NULL;
