// What the app may use of the team module; everything else in this folder is private to it.
export { teamModule } from './team-module.js';
export { invitationLink } from './invitation-mail.js';
export { hashInvitationToken } from './invitations-repository.js';
