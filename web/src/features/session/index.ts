/**
 * What other features and the app shell use of the session: the signed-in user and the profile
 * update. Its pages are not here: app/router.tsx loads them lazily by path.
 */
export { type CurrentUser, useCurrentUser, useSession } from './api/use-session';
export { type ProfileChanges, useUpdateProfile } from './api/use-update-profile';
