-- Bulk assignment (issue 22): one row per POST /training-programs/{id}/assignments that wrote something. Its
-- assignments carry its id in program_users.batch_id (0024); the personal copies it made are listed here, so its
-- undo removes exactly them even after their owner was unassigned. copy_fingerprint is the md5 of the template's
-- content as the copies got it (see bulk-assignment-repository.ts): a copy whose content no longer has that
-- fingerprint, or whose own row was updated, was edited since, and the undo is refused naming it.
CREATE TABLE "assignment_batches" (
  "id" uuid PRIMARY KEY NOT NULL,
  "training_program_id" bigint REFERENCES "training_programs_with_trash"("id") ON DELETE set null,
  "mode" text NOT NULL,
  "start_date" date NOT NULL,
  "user_ids" bigint[] NOT NULL,
  "copy_program_ids" bigint[] DEFAULT '{}' NOT NULL,
  "copy_fingerprint" text,
  "created_by" bigint REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "undone_at" timestamp with time zone,
  CONSTRAINT "assignment_batches_mode_check" CHECK ("mode" in ('linked', 'copy'))
);
--> statement-breakpoint
CREATE INDEX "assignment_batches_training_program_id_idx" ON "assignment_batches" ("training_program_id");
