/** What other features use of invitations: sending and listing them, the panel and banner, pictures. */
export { type NewInvitation, useCreateInvitation } from './api/use-create-invitation';
export { useResendInvitation, useRevokeInvitation, useSentInvitations } from './api/use-sent-invitations';
export { PendingInvitationsBanner } from './components/pending-invitations-banner';
export { PeoplePictures } from './components/people-pictures';
// The panel's code is fetched when its tab opens (invitations-panel-lazy.ts says why it lives there).
export { InvitationsPanel } from './invitations-panel-lazy';
