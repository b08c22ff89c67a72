import { createContext, useCallback, useContext } from 'react';
import { mayCall, type PermissionKey, type TeamRole } from '@coachboard/contract';

/** The signed-in member's team role, provided by the admin layout (features never read the auth context). */
export const TeamRoleContext = createContext<TeamRole | null>(null);

/**
 * Whether the signed-in member's team role may call a route, by its operationId, from the same permission table
 * the API's access check reads (issue 24). Screens hide what the role cannot do: `can('programs.create')`.
 */
export function useCan() {
  const teamRole = useContext(TeamRoleContext);
  return useCallback((operationId: PermissionKey) => mayCall(teamRole, operationId), [teamRole]);
}
