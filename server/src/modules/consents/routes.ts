import { RESULT_CONSENT_STATES } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readChoiceList, toDocument } from '../../http/jsonapi';
import { authorize, resultConsentPolicy } from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentConsent } from './presenter';
import { actOnConsent, type ConsentAct, findConsent, listConsents } from './service';

/** 422 with what the person can do: a role ended (nothing to share), or already answered. */
const stateError = (state: string) =>
  state === 'ended'
    ? new ApiError(422, 'consent_ended', 'errors.consent_ended')
    : new ApiError(422, 'consent_answered', 'errors.consent_answered');

const ACTS: {
  act: ConsentAct;
  contract: typeof contract.acceptResultConsent;
  rule: 'canAccept' | 'canDecline' | 'canWithdraw';
}[] = [
  { act: 'accept', contract: contract.acceptResultConsent, rule: 'canAccept' },
  { act: 'decline', contract: contract.declineResultConsent, rule: 'canDecline' },
  { act: 'withdraw', contract: contract.withdrawResultConsent, rule: 'canWithdraw' },
];

/**
 * A reporter's consents to administrators, by person (issue 26 §1, decision 0011):
 * GET /api/result_consents (the reporter's own; `filter[state]`), and accept, decline and
 * withdraw one. Nobody else sees a consent: another's is a 404.
 */
export async function resultConsentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/result_consents', contract.listResultConsents, async (request, reply) => {
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
  });

  for (const { act, contract: route, rule } of ACTS) {
    app.post<SlugParams>(`/api/result_consents/:slug/${act}`, route, async (request, reply) => {
      const actor = requireUser(request);
      const access = { userId: actor.id };
      const consent = authorize(await findConsent(db, request.params.slug), (c) =>
        resultConsentPolicy.canRead(access, c),
      );
      if (!resultConsentPolicy[rule](access, consent)) throw stateError(consent.state);
      const updated = await actOnConsent(db, consent, act, { id: actor.id, ip: request.ip });
      if (!updated) throw stateError((await findConsent(db, consent.slug))?.state ?? 'ended');
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentConsent(updated, actor.id)));
    });
  }
}
