import {
  chatPreferencesUpdateSchema,
  messageReportCreateSchema,
  messageReportUpdateSchema,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { User } from '../../auth/user';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { readLinks } from '../../http/jsonapi-relationships';
import { authorize, permit } from '../../policies';
import {
  blockAbilities,
  blockPolicy,
  messagePolicy,
  messageReportAbilities,
  messageReportPolicy,
} from '../../policies/chat';
import { findPerson, mayContact } from './contact';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { findConversationView } from './conversation-view';
import { findMessage } from './messages';
import { readChatSettings, updateChatSettings } from './preferences';
import { presentBlock, presentChatSettings, presentReport } from './presenter';
import { relationshipRefusal } from './refusals';
import {
  closeReport,
  createBlock,
  deleteBlock,
  findBlock,
  findReport,
  listBlocks,
  listReports,
  reportMessage,
  sharesConversation,
} from './safety';

const actorOf = (user: User) => ({ userId: user.id, platformAdmin: user.platformAdmin });

/** Blocks, reports and a person's chat settings (issue 29, Safety; /work/tools/chat-api.md). */
export async function safetyRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;
  const deps = { db, bus };

  app.get('/api/blocks', contract.listBlocks, async (request, reply) => {
    const user = requireUser(request);
    const rows = await listBlocks(db, user.id);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((block) => presentBlock(block, blockAbilities(actorOf(user), block))),
        { meta: { total: rows.length } },
      ),
    );
  });

  app.post('/api/blocks', contract.createBlock, async (request, reply) => {
    const user = requireUser(request);
    readResource(request, { type: 'blocks', schema: z.object({}).strict() });
    const { user: link } = readLinks(request, { user: { types: ['users'] } }, ['user']);
    const slug = link?.id ?? '';
    if (slug === user.slug) throw relationshipRefusal(request, 'user', 'validation.block_self');
    const person = await findPerson(db, slug);
    const known = person && {
      id: person.id,
      related: await mayContact(db, user.id, person.id),
      sharesConversation: await sharesConversation(db, user.id, person.id),
    };
    // Nobody learns from a 404 whether a stranger's account exists.
    const target = authorize(known, (p) => blockPolicy.canCreateFor(actorOf(user), p));
    const { block, created } = await createBlock(deps, { id: user.id, ip: request.ip }, target.id);
    return reply
      .status(created ? 201 : 200)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentBlock(block, blockAbilities(actorOf(user), block))));
  });

  app.delete<SlugParams>('/api/blocks/:slug', contract.deleteBlock, async (request, reply) => {
    const user = requireUser(request);
    const block = authorize(await findBlock(db, request.params.slug), (b) =>
      blockPolicy.canRead(actorOf(user), b),
    );
    await deleteBlock(deps, { id: user.id, ip: request.ip }, block);
    return reply.status(204).send();
  });

  app.post('/api/message_reports', contract.createMessageReport, async (request, reply) => {
    const user = requireUser(request);
    const input = readResource(request, { type: 'message_reports', schema: messageReportCreateSchema });
    const { message: link } = readLinks(request, { message: { types: ['messages'] } }, ['message']);
    const message = await findMessage(db, link?.id ?? '');
    const view = message ? await findConversationView(db, user.id, message.conversationSlug) : undefined;
    const reported = authorize(view ? message : undefined, () => true);
    if (!messagePolicy.canReport(actorOf(user), reported)) {
      throw relationshipRefusal(request, 'message', 'errors.message_not_received');
    }
    const { report, created } = await reportMessage(
      db,
      { id: user.id, ip: request.ip },
      reported,
      input.note,
    );
    return reply
      .status(created ? 201 : 200)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentReport(report, messageReportAbilities(actorOf(user), report))));
  });

  app.get('/api/message_reports', contract.listMessageReports, async (request, reply) => {
    const user = requireUser(request);
    permit(messageReportPolicy.canReview(actorOf(user)));
    const page = parsePage(request.query as Record<string, unknown>);
    const { reports, total } = await listReports(db, page);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        reports.map((report) => presentReport(report, messageReportAbilities(actorOf(user), report))),
        { meta: { total } },
      ),
    );
  });

  app.patch<SlugParams>(
    '/api/message_reports/:slug',
    contract.updateMessageReport,
    async (request, reply) => {
      const user = requireUser(request);
      const actor = actorOf(user);
      // Everyone but a platform administrator is told the report does not exist.
      const report = authorize(await findReport(db, request.params.slug), () =>
        messageReportPolicy.canReview(actor),
      );
      readResource(request, {
        type: 'message_reports',
        schema: messageReportUpdateSchema,
        id: request.params.slug,
      });
      const closed =
        report.state === 'open' ? await closeReport(db, { id: user.id, ip: request.ip }, report) : report;
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentReport(closed, messageReportAbilities(actor, closed))));
    },
  );

  app.get('/api/chat_preferences', contract.getChatPreferences, async (request, reply) => {
    const user = requireUser(request);
    const settings = await readChatSettings(db, user.id);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentChatSettings(user.slug, settings)));
  });

  app.patch('/api/chat_preferences', contract.updateChatPreferences, async (request, reply) => {
    const user = requireUser(request);
    const input = readResource(request, {
      type: 'chat_preferences',
      schema: chatPreferencesUpdateSchema,
      id: user.slug,
    });
    const settings = await updateChatSettings(db, user.id, input);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentChatSettings(user.slug, settings)));
  });
}
