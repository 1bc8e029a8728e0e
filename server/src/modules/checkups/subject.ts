import { eq, sql } from 'drizzle-orm';
import { loadAccess } from '../../access/load-access';
import type { User } from '../../auth/user';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { users } from '../../db/schema';
import { statement } from '../../db/statements';
import type { Access, ResultsSubject } from '../../policies';

export type Member = {
  id: number;
  slug: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  timezone: string | null;
  /** `users.results_version`: in the insights cache's stamp (checkups/results-version.ts). */
  resultsVersion: number;
};

type ReporterGroup = { id: number; parent_id: number | null; disabled: boolean; consented: boolean };

/**
 * A member by slug with what the results policy needs about them and the actor, in one query:
 * whether they share with the actor through a connection, and the groups where they report (with
 * whether they gave the actor, by person, their consent there: decision 0011).
 */
function buildSubject(db: Db) {
  return withCompiledRows(
    db
      .select({
        id: users.id,
        slug: users.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePictureUrl: users.profilePictureUrl,
        timezone: users.timezone,
        resultsVersion: users.resultsVersion,
        sharesWithActor: sql<boolean>`exists (
        select 1 from connections c
        where c.sharer_id = "users"."id" and c.viewer_id = ${sql.placeholder('actorId')})`,
        reporterGroups: sql<ReporterGroup[]>`coalesce((
        select json_agg(json_build_object('id', g.id, 'parent_id', g.parent_id, 'disabled', o.state = 'disabled',
          'consented', exists (
            select 1 from result_consents rc
            where rc.reporter_id = "users"."id" and rc.group_id = g.id
              and rc.administrator_id = ${sql.placeholder('actorId')} and rc.state = 'given')))
        from group_roles r
        join groups g on g.id = r.group_id
        join organizations o on o.id = g.organization_id
        where r.user_id = "users"."id" and r.type = 'reporter'), '[]'::json)`,
      })
      .from(users)
      .where(eq(users.slug, sql.placeholder('slug')))
      .limit(1)
      .prepare('results_subject'),
  );
}

/** A member whose results the actor asks for, with what the results policy needs to decide. */
export type ResultsRequest = {
  member: Member;
  subject: ResultsSubject;
  /** The actor's roles; null when the actor asks for their own results (nothing to load). */
  access: Access | null;
};

/**
 * The member whose results the actor asks for, or undefined for an unknown slug; the routes
 * then authorize it (`resultsPolicy.canReadAs`: organization and platform administrators are
 * refused, a 404). One query for the member and their sharing, one for the actor's roles (the
 * shared access snapshot) unless the actor is the member.
 */
export async function findResultsRequest(
  db: Db,
  actor: User,
  slug: string,
): Promise<ResultsRequest | undefined> {
  const [row] = await statement(db, 'results_subject', buildSubject).execute({ slug, actorId: actor.id });
  if (!row) return undefined;
  const subject: ResultsSubject = {
    userId: row.id,
    sharesWithActor: Boolean(row.sharesWithActor),
    reporterGroups: (row.reporterGroups ?? []).map((group) => ({
      id: Number(group.id),
      parentId: group.parent_id === null ? null : Number(group.parent_id),
      organizationDisabled: Boolean(group.disabled),
      consentGiven: Boolean(group.consented),
    })),
  };
  const access = subject.userId === actor.id ? null : await loadAccess(db, actor);
  const member: Member = {
    id: row.id,
    slug: row.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePictureUrl: row.profilePictureUrl,
    timezone: row.timezone,
    resultsVersion: row.resultsVersion,
  };
  return { member, subject, access };
}

export const memberOf = (user: User): Member => ({
  id: user.id,
  slug: user.slug,
  firstName: user.firstName,
  lastName: user.lastName,
  profilePictureUrl: user.profilePictureUrl,
  timezone: user.timezone,
  resultsVersion: user.resultsVersion,
});
