import { z } from 'zod';
import { teamRoles } from './team-roles.js';
import { firstNameSchema, lastNameSchema } from './user-inputs.js';
import { emailSchema, messages, requiredString } from './validation.js';

/** The Team page, invitations and team settings. */
export const INVITATION_TTL_HOURS = 72;
/** The panel's page an invitation link opens (`?token=`). */
export const ACCEPT_INVITATION_PATH = '/auth/accept-invitation';

export const teamRoleSchema = z.enum(teamRoles, { error: 'Choose a role' });

/** A panel account as the Team page lists it. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  team_role: teamRoleSchema,
  two_factor: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  active: z.boolean(),
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberUpdateSchema = z.object({ team_role: teamRoleSchema });
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;

/** A pending invitation (not accepted, not revoked; expired ones are listed with their past expiry). */
export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  team_role: teamRoleSchema,
  invited_by: z.string().nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamInviteSchema = z.object({ email: emailSchema('E-mail'), team_role: teamRoleSchema });
export type TeamInviteInput = z.input<typeof teamInviteSchema>;

export const teamSettingsSchema = z.object({ require_two_factor: z.boolean() });
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

export const invitationTokenQuerySchema = z.object({
  token: requiredString('Token').min(1, messages.required('Token')).max(200),
});

/** What the invitation page shows before the invitee joins. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  team_role: teamRoleSchema,
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The invitee's name and password (the API checks the panel password policy: 12+ characters, not common). */
export const acceptInvitationSchema = z
  .object({
    token: requiredString('Token').min(1, messages.required('Token')).max(200),
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    password: requiredString('Password').min(1, messages.required('Password')),
    password_confirmation: requiredString('Confirm password').min(1, 'Confirm your password'),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    error: 'Passwords do not match',
  });
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const teamMessages = {
  title: 'Team',
  members: 'Members',
  invite: 'Invite member',
  sendInvitation: 'Send invitation',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: (email: string) => `Invitation sent again to ${email}`,
  invitationRevoked: (email: string) => `Invitation to ${email} revoked`,
  pendingInvitations: 'Pending invitations',
  noPendingInvitations: 'No pending invitations',
  resend: 'Resend',
  revoke: 'Revoke',
  resendFor: (email: string) => `Resend invitation to ${email}`,
  revokeFor: (email: string) => `Revoke invitation to ${email}`,
  roleFor: (name: string) => `Role for ${name}`,
  actionsFor: (name: string) => `Actions for ${name}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  endSessions: 'End all sessions',
  deactivateConfirm: (name: string) =>
    `Deactivate ${name}? They are signed out at once and cannot sign in until an owner reactivates them.`,
  reactivateConfirm: (name: string) => `Reactivate ${name}? They can sign in again.`,
  endSessionsConfirm: (name: string) => `End all sessions of ${name}? Every device they use is signed out.`,
  deactivated: (name: string) => `${name} deactivated`,
  reactivated: (name: string) => `${name} reactivated`,
  sessionsEnded: (name: string) => `Sessions of ${name} ended`,
  requireTwoFactor: 'Require two-factor sign-in for everyone',
  /** 409 of requiring it while the owner's own account has it off (it would lock the owner out too). */
  requireTwoFactorOwnFirst:
    'Turn on two-factor sign-in for your own account before requiring it for everyone',
  settingsSaved: 'Team settings saved',
  active: 'Active',
  deactivatedStatus: 'Deactivated',
  never: 'Never',
  on: 'On',
  off: 'Off',
  // API answers
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  appUserEmail: 'This e-mail belongs to an app user. App users cannot join the team.',
  alreadyMember: 'This e-mail already belongs to a team member',
  alreadyInvited: 'This e-mail already has a pending invitation; resend it instead',
  lastOwner: 'The team needs at least one owner',
  invitationGone: 'This invitation has expired or was already used',
  deactivatedSignIn: 'This account is deactivated. Ask an owner of the team to reactivate it.',
  // the accept page
  acceptTitle: 'Join the team',
  acceptIntro: (email: string, role: string) => `You are invited to Coachboard as ${role} (${email}).`,
  join: 'Join the team',
  joined: 'Welcome to the team. Sign in with your e-mail and new password.',
} as const;
