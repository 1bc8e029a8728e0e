import { callUpdateSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, readResource, toDocument } from '../../http/jsonapi';
import { readRelationships, relationshipError } from '../../http/jsonapi-relationships';
import { authorize, callPolicy } from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentCall } from './presenter';
import { changeCall, findCall, findConversationForCall, startCall } from './service';

export async function callRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/api/calls', contract.createCall, async (request, reply) => {
    const actor = requireUser(request);
    readResource(request, { type: 'calls', schema: z.object({}).strict() });
    const { conversation: slug } = readRelationships(request, { conversation: 'conversations' });
    if (slug === undefined) throw relationshipError(request, 'conversation', 'required');
    const conversation = authorize(await findConversationForCall(ctx.db, slug), {
      visible: (c) => callPolicy.canSee({ userId: actor.id }, c),
      allowed: (c) => callPolicy.canStart({ userId: actor.id }, c),
    });
    const call = await startCall(ctx, conversation, actor.id);
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentCall(call, actor, ctx.env)));
  });

  app.get<SlugParams>('/api/calls/:slug', contract.getCall, async (request, reply) => {
    const actor = requireUser(request);
    const call = authorize(await findCall(ctx.db, { slug: request.params.slug }), (c) =>
      callPolicy.canSee({ userId: actor.id }, c),
    );
    // Fresh TURN credentials at each read: nothing here may be kept by a cache.
    reply.header('cache-control', 'no-store');
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCall(call, actor, ctx.env)));
  });

  app.patch<SlugParams>('/api/calls/:slug', contract.updateCall, async (request, reply) => {
    const actor = requireUser(request);
    const { state } = readResource(request, {
      type: 'calls',
      schema: callUpdateSchema,
      id: request.params.slug,
    });
    const access = { userId: actor.id };
    const call = authorize(await findCall(ctx.db, { slug: request.params.slug }), {
      visible: (c) => callPolicy.canSee(access, c),
      allowed: (c) => (state === 'ended' ? callPolicy.canEnd(access, c) : callPolicy.canAnswer(access, c)),
    });
    const updated = await changeCall(ctx, call, state);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCall(updated, actor, ctx.env)));
  });
}
