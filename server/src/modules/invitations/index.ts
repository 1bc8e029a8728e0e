/** What other modules use of invitations (a module reaches another only through its index, service or presenter). */
export { findInvitation } from './queries';
