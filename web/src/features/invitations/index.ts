import { lazy } from 'react';

/** What other features use of invitations: sending and listing them, the panel and banner, pictures. */
export { type NewInvitation, useCreateInvitation } from './api/use-create-invitation';
export { useGroup, useOrganization } from './api/use-enrichment';
export { useResendInvitation, useRevokeInvitation, useSentInvitations } from './api/use-sent-invitations';
export { PendingInvitationsBanner } from './components/pending-invitations-banner';
export { PeoplePictures } from './components/people-pictures';

/**
 * The profile's invitations tab, its code (the cards and their dialog) loaded when the tab is
 * shown. Split here rather than by the profile page: a page that also imports this index
 * statically (the banner, on home) would otherwise carry the whole panel in its first load.
 */
export const InvitationsPanel = lazy(() =>
  import('./components/invitations-panel').then((module) => ({ default: module.InvitationsPanel })),
);
