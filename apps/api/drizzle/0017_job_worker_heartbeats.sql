-- The job workers of every running instance, with a heartbeat: a worker killed with its jobs locked (kill -9,
-- a lost machine) is found by its stale row, and its jobs are unlocked for the others at once instead of after
-- graphile-worker's 4-hour lock timeout.
CREATE TABLE IF NOT EXISTS "job_workers" (
  "worker_id" text PRIMARY KEY,
  "instance_id" uuid NOT NULL,
  "seen_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_workers_seen_at_idx" ON "job_workers" ("seen_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_workers_instance_id_idx" ON "job_workers" ("instance_id");
