import { type Access, isGroupAdmin } from './access';

/**
 * What the policy needs to know about a member whose results someone asks for, loaded in one
 * query with the member (modules/checkups/subject.ts): whether the member shares with the actor
 * through a connection, and the groups where the member reports (with their parent and whether
 * their organization is disabled).
 */
export type ResultsSubject = {
  userId: number;
  /** The member accepted a connection with the actor as viewer. */
  sharesWithActor: boolean;
  reporterGroups: { id: number; parentId: number | null; organizationDisabled: boolean }[];
};

/**
 * Who may see a member's individual results (check-ups, insights, logs' titles and impacts):
 * the member; a viewer of a connection the member accepted; an administrator of a group (or of
 * its parent group, for a unit) where the member holds a reporter role, unless the organization
 * is disabled. Never an organization administrator as such, nor a platform administrator
 * (spec §6: "Organization administrators are explicitly not able to see assessment results").
 */
export const resultsPolicy = {
  canRead: (access: Access, subject: ResultsSubject): boolean =>
    access.userId === subject.userId ||
    subject.sharesWithActor ||
    subject.reporterGroups.some(
      (group) =>
        !group.organizationDisabled &&
        isGroupAdmin(access, { id: group.id, organizationId: 0, parentId: group.parentId }),
    ),
  /**
   * `canRead` for the routes that load a member's results: the actor's roles are not loaded
   * (`null`) when the actor is the member, who may always read their own.
   */
  canReadAs: (actorId: number, access: Access | null, subject: ResultsSubject): boolean =>
    subject.userId === actorId || (access !== null && resultsPolicy.canRead(access, subject)),
  /** The safety answer, `show_crisis_help`, the answers and the notes: the author only. */
  isAuthor: (access: Pick<Access, 'userId'>, subject: Pick<ResultsSubject, 'userId'>): boolean =>
    access.userId === subject.userId,
};
