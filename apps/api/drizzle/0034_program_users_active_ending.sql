-- The 'Programs ending soon' list sorted by the end of the program (`GET /users?attention=program_ending&sort=ends_on`):
-- the live assignments of active app users in (ends_on, user_id) order, the list's own order, so a page is a range
-- of this index read in order (the user's last assignment checked per entry through program_users_user_ends_on_idx)
-- instead of every assignment of the window sorted. The program id rides along for the row's program.
CREATE INDEX "program_users_active_ending_idx" ON "program_users" ("ends_on", "user_id") INCLUDE ("training_program_id")
  WHERE NOT "program_in_trash" AND "user_active";
