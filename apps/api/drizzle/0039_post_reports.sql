-- Members' reports of community posts, kept for the moderation queue: one per member and post (the primary key
-- makes a second report of the same post a no-op). The post detail counts them through the key's post_id prefix.
CREATE TABLE "post_reports" (
  "post_id" bigint NOT NULL REFERENCES "posts_with_trash"("id") ON DELETE CASCADE,
  "user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "text" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "post_reports_post_id_user_id_pk" PRIMARY KEY ("post_id", "user_id"),
  CONSTRAINT "post_reports_reason_check" CHECK ("reason" IN ('spam', 'abuse', 'off_topic', 'other'))
);
--> statement-breakpoint
CREATE INDEX "post_reports_user_id_idx" ON "post_reports" ("user_id");
