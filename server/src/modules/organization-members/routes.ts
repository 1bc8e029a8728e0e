import {
  ORGANIZATION_MEMBER_SORTS,
  type OrganizationMemberSort,
  organizationMemberUpdateSchema,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { notFound, validationFailed } from '../../http/errors';
import {
  invalidParameterValue,
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { keysetLinks } from '../../http/keyset-cursor';
import { authorize, isActive, organizationMemberAbilities, organizationMemberPolicy } from '../../policies';
import { organizationDisabled } from '../invitations/service';
import type { MemberParams, SlugParams } from './contract';
import * as contract from './contract';
import { membersCsv } from './csv';
import { presentOrganizationMember } from './presenter';
import { administratorCount, decodeCursor, type MemberQuery, readMembers } from './queries';
import { demoteMember, removeMember } from './service';

const SEARCH_MAX_LENGTH = 100;
/** The CSV reads the list in pages of this many rows (the same keyset query). */
const CSV_PAGE = 1000;

/** `sort` (one field, `-` for descending) and `filter[q]`; the protocol refused unknown fields. */
function readListQuery(request: FastifyRequest): Omit<MemberQuery, 'after' | 'size'> {
  const query = request.query as Record<string, unknown>;
  const rawSort = typeof query.sort === 'string' && query.sort !== '' ? query.sort : 'name';
  const descending = rawSort.startsWith('-');
  const sort = rawSort.replace(/^-/, '');
  if (!(ORGANIZATION_MEMBER_SORTS as readonly string[]).includes(sort)) throw invalidParameterValue('sort');
  const rawQ = query['filter[q]'];
  if (rawQ !== undefined && typeof rawQ !== 'string') throw invalidParameterValue('filter[q]');
  const q = (rawQ ?? '').trim();
  if (q.length > SEARCH_MAX_LENGTH) throw invalidParameterValue('filter[q]');
  return { q, sort: sort as OrganizationMemberSort, descending };
}

export async function organizationMemberRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The organization, for its administrators only: 404 for everyone else, platform administrators included. */
  async function loadForAdministrator(request: FastifyRequest, slug: string) {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const org = authorize(await findOrganization(db, slug), (o) =>
      organizationMemberPolicy.canList(access, o),
    );
    return { actor, access, org };
  }

  app.get<SlugParams>(
    '/api/organizations/:slug/members',
    contract.listOrganizationMembers,
    async (request, reply) => {
      const { access, org } = await loadForAdministrator(request, request.params.slug);
      const listQuery = readListQuery(request);
      const query = request.query as Record<string, unknown>;
      const after = decodeCursor(query['page[after]'], listQuery.sort, listQuery.descending);
      const { size } = parsePage(query);
      const [{ rows, total, next }, administrators] = await Promise.all([
        readMembers(db, org.id, { ...listQuery, after, size }),
        administratorCount(db, org.id),
      ]);
      const data = rows.map((row) =>
        presentOrganizationMember(
          row,
          organizationMemberAbilities(
            access,
            org,
            { userId: row.userId, administrator: row.administrator },
            administrators,
          ),
        ),
      );
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(data, { meta: { total }, links: keysetLinks(request, next) }));
    },
  );

  app.get<SlugParams>(
    '/api/organizations/:slug/members.csv',
    contract.exportOrganizationMembers,
    async (request, reply) => {
      const { org } = await loadForAdministrator(request, request.params.slug);
      const listQuery = readListQuery(request);
      const rows = [];
      let after: string[] | null = null;
      for (;;) {
        const page = await readMembers(db, org.id, { ...listQuery, after, size: CSV_PAGE });
        rows.push(...page.rows);
        if (!page.next) break;
        after = decodeCursor(page.next, listQuery.sort, listQuery.descending);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="evenkeel-members-${org.slug}.csv"`)
        .send(membersCsv(rows, request.t));
    },
  );

  app.delete<MemberParams>(
    '/api/organizations/:slug/members/:user',
    contract.removeOrganizationMember,
    async (request, reply) => {
      const { actor, org } = await loadForAdministrator(request, request.params.slug);
      if (!isActive(org)) throw organizationDisabled();
      await removeMember(app.ctx, org, request.params.user, { id: actor.id, ip: request.ip });
      return reply.status(204).send();
    },
  );

  app.patch<MemberParams>(
    '/api/organizations/:slug/members/:user',
    contract.updateOrganizationMember,
    async (request, reply) => {
      const { actor, access, org } = await loadForAdministrator(request, request.params.slug);
      const input = readResource(request, {
        type: 'organization_members',
        schema: organizationMemberUpdateSchema,
        id: request.params.user,
      });
      if (!isActive(org)) throw organizationDisabled();
      if (input.role === 'administrator') {
        throw validationFailed([
          {
            field: 'role',
            pointer: '/data/attributes/role',
            message: request.t('errors.promote_by_invitation'),
          },
        ]);
      }
      await demoteMember(db, org, request.params.user, { id: actor.id, ip: request.ip });
      const single = { q: '', sort: 'name', descending: false, after: null, size: 1 } as const;
      const [{ rows }, administrators] = await Promise.all([
        readMembers(db, org.id, single, request.params.user),
        administratorCount(db, org.id),
      ]);
      const [row] = rows;
      if (!row) throw notFound();
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          toDocument(
            presentOrganizationMember(
              row,
              organizationMemberAbilities(
                access,
                org,
                { userId: row.userId, administrator: row.administrator },
                administrators,
              ),
            ),
          ),
        );
    },
  );
}
