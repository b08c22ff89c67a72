-- Template changes into personal copies (issue 22). A copy's day exercises and groups name the template's they
-- came from (template_log_id, template_group_id: identities only, no foreign key, so a template row purged later
-- leaves its copies' rows as they are); null for what the copy added itself. program_copy_bases keeps, per copy,
-- the template's normalized state the copy was made or last synced from: the base of the three-way merge.
ALTER TABLE "user_exercise_activity_logs_with_trash" ADD COLUMN "template_log_id" bigint;
--> statement-breakpoint
ALTER TABLE "day_exercise_groups" ADD COLUMN "template_group_id" bigint;
--> statement-breakpoint
CREATE OR REPLACE VIEW "user_exercise_activity_logs" AS
  SELECT l."id", l."training_day_id", l."exercise_id", l."position", l."sets_data", l."created_at", l."updated_at",
    l."group_id", l."deleted_at", l."template_log_id"
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
CREATE TABLE "program_copy_bases" (
	"copy_program_id" bigint PRIMARY KEY REFERENCES "training_programs_with_trash"("id") ON DELETE cascade,
	"template_id" bigint NOT NULL REFERENCES "training_programs_with_trash"("id") ON DELETE cascade,
	"base" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "program_copy_bases_template_id_idx" ON "program_copy_bases" ("template_id");
--> statement-breakpoint
-- Copies made before this migration: their day exercises match the template's by week, day of the week and
-- exercise (unique per day), their groups through their members. They have no base yet; the sync takes the
-- template as it is now for one (nothing applied, every difference kept) until their first sync.
UPDATE "user_exercise_activity_logs_with_trash" c SET "template_log_id" = t."id"
FROM "training_days" cd
JOIN "training_weeks" cw ON cw."id" = cd."training_week_id"
JOIN "training_programs_with_trash" cp ON cp."id" = cw."training_program_id" AND cp."template_id" IS NOT NULL
JOIN "training_weeks" tw ON tw."training_program_id" = cp."template_id" AND tw."sequence_number" = cw."sequence_number"
JOIN "training_days" td ON td."training_week_id" = tw."id" AND td."day_of_the_week" = cd."day_of_the_week"
JOIN "user_exercise_activity_logs_with_trash" t ON t."training_day_id" = td."id" AND t."deleted_at" IS NULL
WHERE c."training_day_id" = cd."id" AND c."deleted_at" IS NULL AND t."exercise_id" = c."exercise_id";
--> statement-breakpoint
UPDATE "day_exercise_groups" g SET "template_group_id" = t."group_id"
FROM "user_exercise_activity_logs_with_trash" c
JOIN "user_exercise_activity_logs_with_trash" t ON t."id" = c."template_log_id"
WHERE c."group_id" = g."id" AND t."group_id" IS NOT NULL;
