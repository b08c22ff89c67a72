import { createContext, useCallback, useContext } from 'react';
// Subpaths, not the contract's index: this module is in the first chunk, which must build no zod schema before
// lib/zod-config runs (the index would, and zod would probe eval under the Content-Security-Policy).
import { mayCall, type PermissionKey } from '@coachboard/contract/permissions';
import type { TeamRole } from '@coachboard/contract/team-roles';

/** The signed-in member's team role, provided by the admin layout (features never read the auth context). */
export const TeamRoleContext = createContext<TeamRole | null>(null);

/** The signed-in member's team role (null outside the admin layout), for the contract's role rules. */
export const useTeamRole = () => useContext(TeamRoleContext);

/**
 * Whether the signed-in member's team role may call a route, by its operationId, from the same permission table
 * the API's access check reads. Screens hide what the role cannot do: `can('programs.create')`.
 */
export function useCan() {
  const teamRole = useContext(TeamRoleContext);
  return useCallback((operationId: PermissionKey) => mayCall(teamRole, operationId), [teamRole]);
}
