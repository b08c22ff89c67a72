/**
 * Panel accounts' team roles. Every panel account keeps the specification's `role: 'admin'`; its
 * team role says what it may do. Free of zod, so the permission table can load alone.
 */
export const teamRoles = ['owner', 'coach', 'moderator'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamRoleLabels: Record<TeamRole, string> = {
  owner: 'Owner',
  coach: 'Coach',
  moderator: 'Moderator',
};

export const teamRoleDescriptions: Record<TeamRole, string> = {
  owner: 'Everything, including the team and its settings',
  coach: 'Programs, training days, exercises, recipes, app users and their programs',
  moderator: 'The community: posts, comments and moderation; read-only elsewhere',
};

export const permissionMessages = {
  /** The 403 of a route the caller's team role may not call. */
  roleForbidden: 'Your team role does not allow this',
  /** The panel's page for a screen the role cannot use. */
  noAccessTitle: 'You do not have access to this page',
  noAccessBody: 'Your team role does not include this part of Coachboard. Ask an owner if you need it.',
} as const;
