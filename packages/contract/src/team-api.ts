import { z } from 'zod';
import { optionalQueryValue, optionalSearchTerm } from './list-query.js';
import { pageParam, paginated, perPageParam } from './pagination.js';
import { teamRoleSchema } from './team.js';

/** The panel accounts a directory page holds. */
export const TEAM_DIRECTORY_PAGE_SIZE = 20;

/**
 * `GET /team/directory?search&id&page&per_page`: the panel accounts (owners, coaches, moderators; deactivated ones
 * too, whose entries stay in the log) for whoever may read the activity log, to name and pick the admin it is
 * filtered by. `search`: the full name or the e-mail contains the term; `id`: that one account.
 */
export const teamDirectoryQuerySchema = z.object({
  search: optionalSearchTerm,
  id: optionalQueryValue(z.coerce.number().int().positive()),
  page: pageParam,
  per_page: perPageParam(TEAM_DIRECTORY_PAGE_SIZE),
});
export type TeamDirectoryQuery = z.input<typeof teamDirectoryQuerySchema>;

/** A panel account as the directory names it: no sign-ins, sessions or two-factor (the Team page's). */
export const teamDirectoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  team_role: teamRoleSchema,
});
export type TeamDirectoryEntry = z.infer<typeof teamDirectoryEntrySchema>;

export const teamDirectoryPageSchema = paginated(teamDirectoryEntrySchema);
export type TeamDirectoryPage = z.infer<typeof teamDirectoryPageSchema>;
