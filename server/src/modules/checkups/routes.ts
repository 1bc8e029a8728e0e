import { checkupCreateSchema, checkupResource, listDocument, singleDocument } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { authorize, resultsPolicy } from '../../policies';
import { presentCheckup } from './presenter';
import { listCheckups } from './queries';
import { auditResultsRead } from './results-read';
import { submitCheckup } from './service';
import { findResultsRequest } from './subject';

type SlugParams = { Params: { slug: string } };

export async function checkupRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post(
    '/api/checkups',
    {
      config: {
        openapi: {
          tag: 'checkups',
          operationId: 'createCheckup',
          location: '/api/checkups/{id}',
          summary:
            'Submit this week’s check-up: `answers` (item id → integer, every item of GET /api/questionnaires/current) and optional `replace: true`; scored by the server',
          signedIn: true,
          body: { type: 'checkups', attributes: checkupCreateSchema },
          responses: {
            201: {
              description: 'The check-up with its results (author view: answers and show_crisis_help too)',
              document: singleDocument(checkupResource),
            },
            401: 'signed out',
            409: 'checkup_exists_this_week (send replace: true to replace it)',
            422: 'a missing, non-integer, out-of-range or unknown answer (pointer /data/attributes/answers/<item id>)',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readResource(request, { type: 'checkups', schema: checkupCreateSchema });
      const row = await submitCheckup(db, actor, input, request.t);
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentCheckup(row, 'author')));
    },
  );

  app.get(
    '/api/checkups',
    {
      config: {
        openapi: {
          tag: 'checkups',
          operationId: 'listCheckups',
          query: { page: true },
          summary: 'Your check-ups, newest first (author view); paginated, `meta.total`',
          signedIn: true,
          responses: {
            200: {
              description: 'A page of your check-ups, newest first',
              document: listDocument(checkupResource),
            },
            400: 'bad page',
            401: 'signed out',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const { rows, total } = await listCheckups(db, actor.id, page);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) => presentCheckup(row, 'author')),
          { meta: { total } },
        ),
      );
    },
  );

  app.get<SlugParams>(
    '/api/users/:slug/checkups',
    {
      config: {
        openapi: {
          tag: 'checkups',
          operationId: 'listMemberCheckups',
          query: { page: true },
          summary:
            'A member’s check-ups for a viewer the sharing policy allows (accepted connection, or an administrator of a group where the member reports whom the member consented to by person, never an organization or platform administrator: decision 0011): results without answers or show_crisis_help; paginated',
          signedIn: true,
          responses: {
            200: {
              description: "A page of the member's check-up results (never the answers)",
              document: listDocument(checkupResource),
            },
            401: 'signed out',
            404: 'unknown member, or not allowed (organization administrators, and administrators without the member’s consent, included)',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const { member } = authorize(await findResultsRequest(db, actor, request.params.slug), (r) =>
        resultsPolicy.canReadAs(actor.id, r.access, r.subject),
      );
      const view = resultsPolicy.isAuthor({ userId: actor.id }, { userId: member.id }) ? 'author' : 'viewer';
      const { rows, total } = await listCheckups(db, member.id, page);
      if (view === 'viewer') await auditResultsRead(app, request, actor, member.id, 'checkups');
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) => presentCheckup(row, view)),
          { meta: { total } },
        ),
      );
    },
  );
}
