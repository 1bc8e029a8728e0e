import { lazy } from 'react';

/**
 * The profile's invitations tab, its code (the cards and their dialog) loaded when the tab is
 * shown. Split here rather than by the profile page: a page that also imports this feature's
 * index statically (the banner, on home) would otherwise carry the whole panel in its first load.
 * A module of its own, not a statement in index.ts: a page using a value written in the index
 * makes the bundler evaluate the index, and with it every module it re-exports that has side
 * effects (the pictures' tooltip and its positioning library came to the profile that way).
 */
export const InvitationsPanel = lazy(() =>
  import('./components/invitations-panel').then((module) => ({ default: module.InvitationsPanel })),
);
