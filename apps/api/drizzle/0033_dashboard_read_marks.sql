-- 'Mark all read' in the bell (spec part 1, Shell: 'Notification', 'Mark all read'): the dashboard counts each
-- panel account marked read; the bell's dot shows again once a count rises above its mark. One row per account,
-- its own table rather than a column of "users" (200,000 app users, triggers, the auth check's row): a click
-- writes a row of its own, and the account's deletion takes it along. The counts are one jsonb object keyed by
-- the dashboard's card keys, always written and read whole by the account's id: a card added later needs no
-- migration (its absent mark reads as 0, as for an account that never marked).
CREATE TABLE "dashboard_read_marks" (
  "user_id" bigint PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "counts" jsonb NOT NULL CONSTRAINT "dashboard_read_marks_counts_object" CHECK (jsonb_typeof("counts") = 'object'),
  "marked_at" timestamp with time zone NOT NULL DEFAULT now()
);
