/**
 * What other features use of organizations: the platform administrators' list, one
 * organization (the benefits and care pages), invitations.
 * Its pages are not here: app/router.tsx loads them lazily by path.
 */
export { useOrganization } from './api/use-organization';
export { useCreateOrganization, useOrganizations } from './api/use-organizations';
export { type InviteChoice, InviteForm } from './components/invite-form';
export { SentInvitations } from './components/sent-invitations';
