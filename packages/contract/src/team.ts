/** The Team page, invitations and team settings (issue 24). */
export const INVITATION_TTL_HOURS = 72;
