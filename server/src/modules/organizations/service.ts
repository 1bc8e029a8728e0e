import type { OrganizationCreateInput, OrganizationUpdateInput } from '@evenkeel/common';
import { and, asc, count, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { organizationRoles, organizations, providers, users } from '../../db/schema';
import { conflict, validationFailed } from '../../http/errors';
import type { Page } from '../../http/jsonapi';
import type { ServerTranslate } from '../../i18n';
import { findOwnUpload } from '../uploads/service';
import type { UserCard } from '../users/presenter';

type Organization = typeof organizations.$inferSelect;

const cardColumns = {
  slug: users.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePictureUrl: users.profilePictureUrl,
};

/** The organization's administrators and providers: two queries, never e-mails. */
export async function organizationPeople(
  db: Db,
  organizationId: number,
): Promise<{ administrators: UserCard[]; providers: UserCard[] }> {
  const [administrators, providerUsers] = await Promise.all([
    db
      .select(cardColumns)
      .from(organizationRoles)
      .innerJoin(users, eq(users.id, organizationRoles.userId))
      .where(
        and(
          eq(organizationRoles.organizationId, organizationId),
          eq(organizationRoles.type, 'administrator'),
        ),
      )
      .orderBy(asc(organizationRoles.id)),
    db
      .select(cardColumns)
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(providers.organizationId, organizationId))
      .orderBy(asc(providers.id)),
  ]);
  return { administrators, providers: providerUsers };
}

/**
 * Platform administrators see every organization, each with its members count; others those
 * they administer and the subscribable ones. The directory (`joinable`) lists only the
 * subscribable ones, for everyone, with the reader's own member role (to leave with).
 */
export async function listOrganizations(
  db: Db,
  userId: number,
  platformAdmin: boolean,
  page: Page,
  options: { joinable?: boolean; membersCount?: boolean } = {},
) {
  const where: SQL | undefined = options.joinable
    ? eq(organizations.state, 'subscribable')
    : platformAdmin
      ? undefined
      : or(
          eq(organizations.state, 'subscribable'),
          exists(
            db
              .select({ one: organizationRoles.id })
              .from(organizationRoles)
              .where(
                and(
                  eq(organizationRoles.organizationId, organizations.id),
                  eq(organizationRoles.userId, userId),
                  eq(organizationRoles.type, 'administrator'),
                ),
              ),
          ),
        );
  const membersCount =
    sql<number>`(select count(*) from organization_roles r where r.organization_id = "organizations"."id")`.mapWith(
      Number,
    );
  const membershipId = sql<
    string | null
  >`(select r.slug from organization_roles r where r.organization_id = "organizations"."id" and r.user_id = ${userId} and r.type = 'member')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        organization: organizations,
        ...(options.membersCount ? { membersCount } : {}),
        ...(options.joinable ? { membershipId } : {}),
      })
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), desc(organizations.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ value: count() }).from(organizations).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.organization,
      membersCount: 'membersCount' in row ? (row.membersCount as number) : undefined,
      membershipId: 'membershipId' in row ? ((row.membershipId as string | null) ?? null) : undefined,
    })),
    total: total?.value ?? 0,
  };
}

/** Creates an organization and its audit row in one transaction. */
export async function createOrganization(
  db: Db,
  input: OrganizationCreateInput,
  actor: { id: number; ip: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({ name: input.name, description: input.description ?? null, state: input.state ?? 'enabled' })
      .returning();
    if (!row) throw new Error('organization not created');
    await recordAudit(tx, {
      action: 'organization_created',
      actorId: actor.id,
      detail: row.slug,
      ip: actor.ip,
    });
    return row;
  });
}

/**
 * Applies an update in one transaction, with the audit row of a change of state. A new logo
 * must be an `organization_logo` upload of the person setting it (the rule groups follow with
 * `group_logo`), or null to remove it; the logo the organization already has may be sent back
 * unchanged by any of its administrators.
 */
export async function updateOrganization(
  db: Db,
  org: Pick<Organization, 'id' | 'slug' | 'state' | 'logoImageUrl'>,
  input: OrganizationUpdateInput,
  actor: { id: number; ip: string; t: ServerTranslate },
) {
  return db.transaction(async (tx) => {
    const logo = input.logo_image_url;
    if (
      logo &&
      logo !== org.logoImageUrl &&
      !(await findOwnUpload(tx, actor.id, logo, 'organization_logo'))
    ) {
      throw validationFailed([
        {
          field: 'logo_image_url',
          pointer: '/data/attributes/logo_image_url',
          message: actor.t('uploads.organization_logo_upload'),
        },
      ]);
    }
    const [row] = await tx
      .update(organizations)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(logo !== undefined ? { logoImageUrl: logo } : {}),
        ...(input.state !== undefined ? { state: input.state } : {}),
        updatedAt: new Date(),
      })
      .where(eq(organizations.id, org.id))
      .returning();
    if (!row) throw new Error('organization not updated');
    // Every administrative change is audited (issue 31): the fields changed, never their values.
    const changed = Object.keys(input)
      .filter((field) => field !== 'state')
      .sort();
    if (changed.length > 0) {
      await recordAudit(tx, {
        action: 'organization_updated',
        actorId: actor.id,
        detail: `${org.slug}:${changed.join(',')}`,
        ip: actor.ip,
      });
    }
    if (input.state !== undefined && input.state !== org.state) {
      await recordAudit(tx, {
        action: 'organization_state_changed',
        actorId: actor.id,
        detail: `${org.slug}:${input.state}`,
        ip: actor.ip,
      });
    }
    return row;
  });
}

/**
 * Joins an organization as a member, with its audit row, in one transaction: 409 when the
 * actor already holds a role there.
 */
export async function joinOrganization(
  db: Db,
  org: Pick<Organization, 'id' | 'slug'>,
  actor: { id: number; ip: string },
) {
  return db.transaction(async (tx) => {
    const [role] = await tx
      .insert(organizationRoles)
      .values({ organizationId: org.id, userId: actor.id, type: 'member' })
      .onConflictDoNothing()
      .returning();
    if (!role) throw conflict('errors.already_member');
    await recordAudit(tx, {
      action: 'organization_joined',
      actorId: actor.id,
      detail: org.slug,
      ip: actor.ip,
    });
    return role;
  });
}
