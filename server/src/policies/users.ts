import type { User } from '../auth/user';

/**
 * Who may read or change a user's profile. Sharing (connections, groups) widens reads in
 * the sharing issue; today a profile is its owner's alone.
 */
export const userPolicy = {
  canRead: (actor: User, subject: Pick<User, 'id'>) => actor.id === subject.id,
  canUpdate: (actor: User, subject: Pick<User, 'id'>) => actor.id === subject.id,
};
