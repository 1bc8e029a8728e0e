import type { Access } from './access';

/** A connection belongs to both people: either may end it. */
export const connectionPolicy = {
  canDelete: (access: Pick<Access, 'userId'>, connection: { sharerId: number; viewerId: number }) =>
    connection.sharerId === access.userId || connection.viewerId === access.userId,
};

/** A role (group or organization) is left by its holder only. */
export const rolePolicy = {
  canLeave: (access: Pick<Access, 'userId'>, role: { userId: number }) => role.userId === access.userId,
};
