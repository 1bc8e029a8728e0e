import { aliasedTable, asc, eq, or } from 'drizzle-orm';
import {
  benefitGroupMembers,
  benefitGroups,
  connections,
  coverages,
  coverageUses,
  documents,
  groupRoles,
  groups,
  invitations,
  organizationRoles,
  organizations,
  providers,
  resultConsents,
  shareLinks,
  uploads,
  users,
} from '../../../db/schema';
import { uploadPath } from './account';
import { iso } from './pages';
import { type ExportScope, listSection, personName, recordSection } from './section';

const other = aliasedTable(users, 'other');

/** Roles, consents, connections, invitations, benefits and the provider profile, with their dates. */
export async function* sharingSections({ db, member }: ExportScope): AsyncGenerator<[string, unknown]> {
  const orgRoles = await db
    .select({ role: organizationRoles, organization: organizations.name })
    .from(organizationRoles)
    .innerJoin(organizations, eq(organizations.id, organizationRoles.organizationId))
    .where(eq(organizationRoles.userId, member.id))
    .orderBy(asc(organizationRoles.id));
  yield [
    'organization_roles',
    listSection(
      'provided',
      orgRoles.map(({ role, organization }) => ({
        organization,
        type: role.type,
        since: iso(role.createdAt),
      })),
    ),
  ];
  const roles = await db
    .select({ role: groupRoles, group: groups.name, organization: organizations.name })
    .from(groupRoles)
    .innerJoin(groups, eq(groups.id, groupRoles.groupId))
    .innerJoin(organizations, eq(organizations.id, groups.organizationId))
    .where(eq(groupRoles.userId, member.id))
    .orderBy(asc(groupRoles.id));
  yield [
    'group_roles',
    listSection(
      'provided',
      roles.map(({ role, group, organization }) => ({
        organization,
        group,
        type: role.type,
        since: iso(role.createdAt),
      })),
    ),
  ];
  const consents = await db
    .select({ consent: resultConsents, group: groups.name, other })
    .from(resultConsents)
    .innerJoin(groups, eq(groups.id, resultConsents.groupId))
    .innerJoin(
      other,
      or(eq(other.id, resultConsents.administratorId), eq(other.id, resultConsents.reporterId)),
    )
    .where(or(eq(resultConsents.reporterId, member.id), eq(resultConsents.administratorId, member.id)))
    .orderBy(asc(resultConsents.id));
  yield [
    'result_consents',
    listSection(
      'provided',
      consents
        .filter(({ other: person }) => person.id !== member.id)
        .map(({ consent, group, other: person }) => ({
          id: consent.slug,
          direction: consent.reporterId === member.id ? 'given_by_you' : 'given_to_you',
          other_person: personName(person),
          group,
          state: consent.state,
          asked_at: iso(consent.askedAt),
          given_at: iso(consent.givenAt),
          declined_at: iso(consent.declinedAt),
          withdrawn_at: iso(consent.withdrawnAt),
        })),
    ),
  ];
  const links = await db
    .select({ connection: connections, other })
    .from(connections)
    .innerJoin(other, or(eq(other.id, connections.sharerId), eq(other.id, connections.viewerId)))
    .where(or(eq(connections.sharerId, member.id), eq(connections.viewerId, member.id)))
    .orderBy(asc(connections.id));
  yield [
    'connections',
    listSection(
      'provided',
      links
        .filter(({ other: person }) => person.id !== member.id)
        .map(({ connection, other: person }) => ({
          id: connection.slug,
          direction: connection.sharerId === member.id ? 'you_share_with' : 'shares_with_you',
          other_person: personName(person),
          since: iso(connection.createdAt),
        })),
    ),
  ];
  const invited = await db
    .select({
      invitation: invitations,
      organization: organizations.name,
      group: groups.name,
      inviter: other,
    })
    .from(invitations)
    .innerJoin(other, eq(other.id, invitations.inviterId))
    .leftJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(groups, eq(groups.id, invitations.groupId))
    .where(
      or(
        eq(invitations.inviterId, member.id),
        eq(invitations.inviteeId, member.id),
        eq(invitations.email, member.email.toLowerCase()),
      ),
    )
    .orderBy(asc(invitations.id));
  yield [
    'invitations',
    listSection(
      'provided',
      invited.map(({ invitation, organization, group, inviter }) => {
        const sent = invitation.inviterId === member.id;
        return {
          id: invitation.slug,
          direction: sent ? 'sent' : 'received',
          scope: invitation.scope,
          type: invitation.type,
          // The address the member typed when they sent it; a received one is their own.
          email: invitation.email,
          inviter: sent ? null : personName(inviter),
          organization,
          group,
          created_at: iso(invitation.createdAt),
          expires_at: iso(invitation.expiresAt),
        };
      }),
    ),
  ];
  const benefits = await db
    .select({ membership: benefitGroupMembers, group: benefitGroups, organization: organizations.name })
    .from(benefitGroupMembers)
    .innerJoin(benefitGroups, eq(benefitGroups.id, benefitGroupMembers.benefitGroupId))
    .innerJoin(organizations, eq(organizations.id, benefitGroups.organizationId))
    .where(eq(benefitGroupMembers.userId, member.id))
    .orderBy(asc(benefitGroupMembers.id));
  yield [
    'benefit_groups',
    listSection(
      'provided',
      benefits.map(({ membership, group, organization }) => ({
        id: group.slug,
        organization,
        name: group.name,
        name_fr: group.nameFr,
        since: iso(membership.createdAt),
      })),
    ),
  ];
  yield ['coverage_uses', listSection('provided', await coverageUseRows({ db, member }))];
  const [profile] = await db.select().from(providers).where(eq(providers.userId, member.id));
  yield [
    'provider_profile',
    recordSection(
      'provided',
      profile
        ? {
            id: profile.slug,
            display_name: profile.displayName,
            credentials: profile.credentials,
            picture_url: profile.pictureUrl,
            specialties: profile.specialties,
            languages: profile.languages,
            modalities: profile.modalities,
            place_id: profile.placeId,
            place_label: profile.placeLabel,
            latitude: profile.latitude,
            longitude: profile.longitude,
            accepting_new_clients: profile.acceptingNewClients,
            bio_en: profile.bioEn,
            bio_fr: profile.bioFr,
            phone: profile.phone,
            email: profile.email,
            url: profile.url,
            active: profile.active,
            created_at: iso(profile.createdAt),
            updated_at: iso(profile.updatedAt),
          }
        : null,
    ),
  ];
  // Documents on the member's provider profile, and those they attached anywhere else.
  const docs = await db
    .select({ document: documents, upload: uploads, provider: providers.userId })
    .from(documents)
    .innerJoin(uploads, eq(uploads.id, documents.uploadId))
    .leftJoin(providers, eq(providers.id, documents.providerId))
    .where(or(eq(documents.createdById, member.id), eq(providers.userId, member.id)))
    .orderBy(asc(documents.id));
  yield [
    'documents',
    listSection(
      'provided',
      docs.map(({ document, upload, provider }) => ({
        id: document.slug,
        name: document.name,
        on:
          provider === member.id
            ? 'your_provider_profile'
            : document.providerId
              ? 'provider'
              : 'benefit_group',
        content_type: upload.contentType,
        byte_size: upload.byteSize,
        created_at: iso(document.createdAt),
        file: upload.userId === member.id ? uploadPath(upload) : null,
      })),
    ),
  ];
  // The read-only links the member made for someone outside Evenkeel (issue 32 §5): what each
  // showed and until when; never the token or the code (only their hashes are kept anyway), so a
  // lost export file opens nothing.
  const shared = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, member.id))
    .orderBy(asc(shareLinks.id));
  yield [
    'share_links',
    listSection(
      'provided',
      shared.map((link) => ({
        id: link.slug,
        label: link.label,
        include_answers: link.includeAnswers,
        include_logs: link.includeLogs,
        code_required: link.codeHash !== null,
        created_at: iso(link.createdAt),
        expires_at: iso(link.expiresAt),
        revoked_at: iso(link.revokedAt),
        openings: link.openCount,
        last_opened_at: iso(link.lastOpenedAt),
      })),
    ),
  ];
}

/** The member's coverage uses with what they were used against (also the CSV's rows). */
export async function coverageUseRows({ db, member }: Pick<ExportScope, 'db' | 'member'>) {
  const rows = await db
    .select({ use: coverageUses, coverage: coverages, group: benefitGroups.name })
    .from(coverageUses)
    .innerJoin(coverages, eq(coverages.id, coverageUses.coverageId))
    .innerJoin(benefitGroups, eq(benefitGroups.id, coverages.benefitGroupId))
    .where(eq(coverageUses.userId, member.id))
    .orderBy(asc(coverageUses.usedOn), asc(coverageUses.id));
  return rows.map(({ use, coverage, group }) => ({
    id: use.slug,
    benefit_group: group,
    coverage_kind: coverage.targetKind,
    coverage_key: coverage.targetKey,
    used_on: use.usedOn,
    sessions: use.sessions,
    amount_cents: use.amountCents,
    currency: coverage.currency,
    note: use.note,
    created_at: iso(use.createdAt),
  }));
}
