-- The audit log (issue 20, ADR 0008 section 2): one row per change, sign-in event or minute of refusals, written
-- in the transaction of the change. No foreign keys: entries outlive the admins and records they name.
CREATE TABLE "audit_entries" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "at" timestamp(3) with time zone NOT NULL DEFAULT date_trunc('milliseconds', now()),
  "actor_id" bigint,
  "actor_name" text,
  "actor_email" text,
  "action" text NOT NULL,
  "record_type" text,
  "record_id" bigint,
  "record_name" text,
  "changes" jsonb,
  "details" jsonb,
  "reverts_entry_id" bigint,
  "batch_id" uuid,
  "request_id" text,
  "address" inet,
  "user_agent" text
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" ("at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" ("record_type", "record_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_entries_type_idx" ON "audit_entries" ("record_type", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" ("actor_id", "at" DESC, "id" DESC) WHERE "actor_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" ("action", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_entries_request_idx" ON "audit_entries" ("request_id");
