/**
 * Crisis lines are public to read. Creating, changing and deleting them, and the editing view
 * with both languages, are the platform administrators' (decision 0005).
 */
export const crisisLinePolicy = {
  canManage: (actor: { platformAdmin: boolean }) => actor.platformAdmin,
};
