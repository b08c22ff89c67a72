-- Expired sessions and reset codes are pruned hourly by a scheduled job; these serve its range deletes.
CREATE INDEX IF NOT EXISTS "auth_sessions_expires_at_idx" ON "auth_sessions" ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "password_reset_codes_expires_at_idx" ON "password_reset_codes" ("expires_at");--> statement-breakpoint
-- Whatever deletes a file row (a replaced image, a deleted program or post, a cascade, a purge), the stored
-- object is removed by a job queued in the same transaction: a crash after the commit cannot orphan it.
-- graphile_worker's schema is installed right after these migrations, before the API serves (db/migrate.ts);
-- PL/pgSQL resolves add_job when the trigger runs, not when it is created.
CREATE OR REPLACE FUNCTION "files_sweep_stored_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM graphile_worker.add_job(
    'sweep_stored_file',
    json_build_object('storage_name', OLD.storage_name),
    max_attempts => 10
  );
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "files_sweep_stored_file" AFTER DELETE ON "files"
  FOR EACH ROW EXECUTE FUNCTION "files_sweep_stored_file"();
