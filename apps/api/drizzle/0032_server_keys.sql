-- The data key: what must outlive a JWT_SECRET rotation (two-factor secrets, recovery-code hashes, queued mail)
-- is keyed by it. Stored wrapped by a key derived from JWT_SECRET; a rotation re-wraps it, nothing else.
CREATE TABLE "server_keys" (
  "name" text PRIMARY KEY,
  "wrapped" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "rewrapped_at" timestamp with time zone
);
