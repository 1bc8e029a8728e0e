import { type Access, isGroupAdmin } from './access';

/**
 * What the policy needs to know about a member whose results someone asks for, loaded in one
 * query with the member (modules/checkups/subject.ts): whether the member shares with the actor
 * through a connection, and the groups where the member reports (with their parent, whether
 * their organization is disabled, and whether the member gave the actor, by person, their
 * consent there).
 */
export type ResultsSubject = {
  userId: number;
  /** The member accepted a connection with the actor as viewer. */
  sharesWithActor: boolean;
  reporterGroups: {
    id: number;
    parentId: number | null;
    organizationDisabled: boolean;
    /** A `result_consents` row for (member, actor, this group) in the state `given`. */
    consentGiven: boolean;
  }[];
};

/**
 * An account that holds an organization administrator role (in any organization) or platform
 * administration never reads individual results through a group, whatever group role it also
 * holds (spec §6; decision 0011).
 */
export const administersAboveGroups = (access: Access): boolean =>
  access.platformAdmin || access.organizationRoles.some((r) => r.type === 'administrator');

/**
 * Who may see a member's individual results (check-ups, insights, logs' titles and impacts),
 * decision 0011 "How the policy decides":
 * 1. the member;
 * 2. the viewer of a connection the member accepted (a consent to that person by name, whatever
 *    roles they hold);
 * 3. through a group: an account that is not an organization or platform administrator, that
 *    administers a group where the member reports (or its parent group), in an organization that
 *    is not disabled, and to whom the member gave their consent by person for that group.
 * Nobody else: no role alone, ever.
 */
export const resultsPolicy = {
  canRead: (access: Access, subject: ResultsSubject): boolean =>
    access.userId === subject.userId ||
    subject.sharesWithActor ||
    (!administersAboveGroups(access) &&
      subject.reporterGroups.some(
        (group) =>
          group.consentGiven &&
          !group.organizationDisabled &&
          isGroupAdmin(access, { id: group.id, organizationId: 0, parentId: group.parentId }),
      )),
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
