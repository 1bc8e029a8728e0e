import { listDocument, RESULT_CONSENT_STATES, resultConsentResource, singleDocument } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readChoiceList, toDocument } from '../../http/jsonapi';
import { authorize, resultConsentPolicy } from '../../policies';
import { presentConsent } from './presenter';
import { actOnConsent, type ConsentAct, findConsent, listConsents } from './service';

type SlugParams = { Params: { slug: string } };

/** 422 with what the person can do: a role ended (nothing to share), or already answered. */
const stateError = (state: string) =>
  state === 'ended'
    ? new ApiError(422, 'consent_ended', 'errors.consent_ended')
    : new ApiError(422, 'consent_answered', 'errors.consent_answered');

const ACTS: {
  act: ConsentAct;
  operationId: string;
  summary: string;
  rule: 'canAccept' | 'canDecline' | 'canWithdraw';
}[] = [
  {
    act: 'accept',
    operationId: 'acceptResultConsent',
    summary:
      'Share your check-up results with this administrator (no body): from a pending card, or again after declining or withdrawing while both roles last',
    rule: 'canAccept',
  },
  {
    act: 'decline',
    operationId: 'declineResultConsent',
    summary:
      'Decline a pending card (no body): this administrator keeps seeing only your name and picture; the rest of your sharing stays as it is',
    rule: 'canDecline',
  },
  {
    act: 'withdraw',
    operationId: 'withdrawResultConsent',
    summary:
      'Stop sharing your results with this administrator (no body), at once; you stay in the group and keep sharing with the others',
    rule: 'canWithdraw',
  },
];

/**
 * A reporter's consents to administrators, by person (issue 26 §1, decision 0011):
 * GET /api/result_consents (the reporter's own; `filter[state]`), and accept, decline and
 * withdraw one. Nobody else sees a consent: another's is a 404.
 */
export async function resultConsentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(
    '/api/result_consents',
    {
      config: {
        openapi: {
          tag: 'permissions',
          operationId: 'listResultConsents',
          query: {
            page: true,
            filter: {
              state: {
                description:
                  'Comma-separated states: pending (cards among your invitations), given (Permissions), declined, withdrawn, ended; default pending,given',
                schema: { type: 'string' },
              },
            },
          },
          summary:
            'Your consents, as a reporter, that a group administrator (by person) reads your check-up results: the administrator’s name and picture, the group, the state and its dates; paginated',
          signedIn: true,
          responses: {
            200: { description: 'A page of your consents', document: listDocument(resultConsentResource) },
            401: 'signed out',
            422: 'unknown state',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const page = parsePage(query);
      const raw = query['filter[state]'];
      const states =
        raw === undefined || raw === ''
          ? (['pending', 'given'] as const).slice()
          : readChoiceList(raw, 'filter[state]', RESULT_CONSENT_STATES);
      const { rows, total } = await listConsents(db, actor.id, states, page);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) => presentConsent(row, actor.id)),
          { meta: { total } },
        ),
      );
    },
  );

  for (const { act, operationId, summary, rule } of ACTS) {
    app.post<SlugParams>(
      `/api/result_consents/:slug/${act}`,
      {
        config: {
          openapi: {
            tag: 'permissions',
            operationId,
            summary,
            signedIn: true,
            responses: {
              200: {
                description: 'The consent as it now is',
                document: singleDocument(resultConsentResource),
              },
              401: 'signed out',
              404: 'not found, or not yours',
              422: 'not possible from its state (already answered, or a role ended)',
            },
          },
        },
      },
      async (request, reply) => {
        const actor = requireUser(request);
        const access = { userId: actor.id };
        const consent = authorize(await findConsent(db, request.params.slug), (c) =>
          resultConsentPolicy.canRead(access, c),
        );
        if (!resultConsentPolicy[rule](access, consent)) throw stateError(consent.state);
        const updated = await actOnConsent(db, consent, act, { id: actor.id, ip: request.ip });
        if (!updated) throw stateError((await findConsent(db, consent.slug))?.state ?? 'ended');
        return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentConsent(updated, actor.id)));
      },
    );
  }
}
