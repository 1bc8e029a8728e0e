import {
  conversationUpdateSchema,
  MESSAGE_PAGE_SIZE,
  messageCreateSchema,
  messageUpdateSchema,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { User } from '../../auth/user';
import { requireUser } from '../../http/authenticate';
import { ApiError } from '../../http/errors';
import {
  invalidParameterValue,
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { readLinks } from '../../http/jsonapi-relationships';
import { authorize } from '../../policies';
import {
  conversationAbilities,
  conversationPolicy,
  messageAbilities,
  messagePolicy,
  readOnlyReason,
} from '../../policies/chat';
import { findPerson, mayContact } from './contact';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { conversationViewById, findConversationView, listConversationViews } from './conversation-view';
import { startConversation, updateConversation } from './conversations';
import type { MessageRow } from './message-rows';
import {
  deleteMessage,
  editMessage,
  editsOf,
  findMessage,
  findSentMessage,
  messagePage,
  sendMessage,
} from './messages';
import { presentConversation, presentMessage } from './presenter';
import { readOnlyRefusal, relationshipRefusal } from './refusals';
import { safetyRoutes } from './safety-routes';

const actorOf = (user: User) => ({ userId: user.id, platformAdmin: user.platformAdmin });

/** A sequence number in a filter: digits only; anything else is a 422 naming the parameter. */
function readSeq(query: Record<string, unknown>, name: string): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw invalidParameterValue(name);
  }
  return Number(raw);
}

function readMessagePageSize(query: Record<string, unknown>): number {
  if (query['page[number]'] !== undefined) {
    throw new ApiError(
      400,
      'invalid_query_parameter',
      'errors.unsupported_parameter',
      { name: 'page[number]' },
      [],
      {},
      {
        parameter: 'page[number]',
      },
    );
  }
  const raw = query['page[size]'];
  if (raw === undefined) return MESSAGE_PAGE_SIZE;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw) || Number(raw) < 1) {
    throw new ApiError(
      400,
      'invalid_page',
      'errors.invalid_page',
      { name: 'page[size]', max: MESSAGE_PAGE_SIZE },
      [],
      {},
      {
        parameter: 'page[size]',
      },
    );
  }
  return Math.min(Number(raw), MESSAGE_PAGE_SIZE);
}

/** Conversations and messages (issue 29; /work/tools/chat-api.md "HTTP"); blocks, reports and settings in safety-routes.ts. */
export async function chatRoutes(app: FastifyInstance) {
  const { db, bus } = app.ctx;
  const deps = { db, bus };

  /** The reader's conversation by public id: anyone else, administrators included, is told it does not exist. */
  const readable = async (user: User, slug: string) =>
    authorize(await findConversationView(db, user.id, slug), (view) =>
      conversationPolicy.canRead(actorOf(user), view),
    );

  app.get('/api/conversations', contract.listConversations, async (request, reply) => {
    const user = requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const { views, total, unreadTotal } = await listConversationViews(db, user.id, page);
    const actor = actorOf(user);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        views.map((view) => presentConversation(view, user.id, conversationAbilities(actor, view))),
        { meta: { total, unread_total: unreadTotal } },
      ),
    );
  });

  app.post('/api/conversations', contract.startConversation, async (request, reply) => {
    const user = requireUser(request);
    readResource(request, { type: 'conversations', schema: z.object({}).strict() });
    const { participant } = readLinks(request, { participant: { types: ['users'] } }, ['participant']);
    const slug = participant?.id ?? '';
    if (slug === user.slug) throw relationshipRefusal(request, 'participant', 'validation.conversation_self');
    const person = await findPerson(db, slug);
    const related = person ? await mayContact(db, user.id, person.id) : false;
    const target = authorize(person && { id: person.id, related }, (p) =>
      conversationPolicy.canStartWith(actorOf(user), p),
    );
    const { id, created } = await startConversation(deps, user.id, target.id);
    const view = await conversationViewById(db, user.id, id);
    return reply
      .status(created ? 201 : 200)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentConversation(view, user.id, conversationAbilities(actorOf(user), view))));
  });

  app.get<SlugParams>('/api/conversations/:slug', contract.getConversation, async (request, reply) => {
    const user = requireUser(request);
    const view = await readable(user, request.params.slug);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentConversation(view, user.id, conversationAbilities(actorOf(user), view))));
  });

  app.patch<SlugParams>('/api/conversations/:slug', contract.updateConversation, async (request, reply) => {
    const user = requireUser(request);
    const view = await readable(user, request.params.slug);
    const input = readResource(request, {
      type: 'conversations',
      schema: conversationUpdateSchema,
      id: request.params.slug,
    });
    await updateConversation(deps, view, user.id, input);
    const saved = await conversationViewById(db, user.id, view.id);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentConversation(saved, user.id, conversationAbilities(actorOf(user), saved))));
  });

  app.get<SlugParams>('/api/conversations/:slug/messages', contract.listMessages, async (request, reply) => {
    const user = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const size = readMessagePageSize(query);
    const afterSeq = readSeq(query, 'filter[after_seq]');
    const beforeSeq = readSeq(query, 'filter[before_seq]');
    if (afterSeq !== undefined && beforeSeq !== undefined) throw invalidParameterValue('filter[before_seq]');
    const view = await readable(user, request.params.slug);
    const page = await messagePage(db, view.id, view.lastSeq, { afterSeq, beforeSeq, size });
    const edits = await editsOf(
      db,
      page.rows.map((row) => row.id),
    );
    const now = new Date();
    const actor = actorOf(user);
    const base = `/api/conversations/${encodeURIComponent(view.slug)}/messages`;
    const link = (filter: string, seq: number) =>
      `${base}?${new URLSearchParams({ [`filter[${filter}]`]: String(seq), 'page[size]': String(size) })}`;
    const first = page.rows[0];
    const last = page.rows.at(-1);
    const links = {
      self: request.url,
      first: null,
      last: null,
      prev: page.olderExists && first ? link('before_seq', first.seq) : null,
      next: page.newerExists && last ? link('after_seq', last.seq) : null,
    };
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        page.rows.map((row) =>
          presentMessage(row, user.id, edits.get(row.id) ?? [], messageAbilities(actor, row, view, now)),
        ),
        { meta: { total: view.lastSeq }, links },
      ),
    );
  });

  app.post('/api/messages', contract.sendMessage, async (request, reply) => {
    const user = requireUser(request);
    const input = readResource(request, { type: 'messages', schema: messageCreateSchema });
    const { conversation } = readLinks(request, { conversation: { types: ['conversations'] } }, [
      'conversation',
    ]);
    const view = await readable(user, conversation?.id ?? '');
    const present = (row: MessageRow) =>
      toDocument(presentMessage(row, user.id, [], messageAbilities(actorOf(user), row, view, new Date())));
    const reason = readOnlyReason(view);
    if (reason !== null) {
      // A retry of a send that was stored before the conversation turned read-only still gets its message.
      const stored = await findSentMessage(db, view.id, user.id, input.client_id);
      if (stored) return reply.type(JSONAPI_MEDIA_TYPE).send(present(stored));
      throw readOnlyRefusal(reason);
    }
    const { message, created } = await sendMessage(deps, view, user.id, input);
    const edits = created ? [] : ((await editsOf(db, [message.id])).get(message.id) ?? []);
    return reply
      .status(created ? 201 : 200)
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(
          presentMessage(message, user.id, edits, messageAbilities(actorOf(user), message, view, new Date())),
        ),
      );
  });

  /** A message and its conversation, when the reader is in it; 404 otherwise. */
  const messageInReach = async (user: User, slug: string) => {
    const message = await findMessage(db, slug);
    const view = message ? await findConversationView(db, user.id, message.conversationSlug) : undefined;
    return { message: view ? message : undefined, view };
  };

  app.patch<SlugParams>('/api/messages/:slug', contract.updateMessage, async (request, reply) => {
    const user = requireUser(request);
    const actor = actorOf(user);
    const found = await messageInReach(user, request.params.slug);
    const message = authorize(found.message, {
      visible: () => true,
      allowed: (m) => messagePolicy.isSender(actor, m),
    });
    const view = found.view as NonNullable<typeof found.view>;
    const input = readResource(request, {
      type: 'messages',
      schema: messageUpdateSchema,
      id: request.params.slug,
    });
    if (message.deletedAt !== null) throw new ApiError(422, 'message_deleted', 'errors.message_deleted');
    const reason = readOnlyReason(view);
    if (reason !== null) throw readOnlyRefusal(reason);
    const now = new Date();
    if (!messagePolicy.withinEditWindow(message, now)) {
      throw new ApiError(422, 'edit_window_closed', 'errors.message_edit_window');
    }
    const edited = await editMessage(deps, view, message, input.body);
    const edits = (await editsOf(db, [edited.id])).get(edited.id) ?? [];
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentMessage(edited, user.id, edits, messageAbilities(actor, edited, view, now))));
  });

  app.delete<SlugParams>('/api/messages/:slug', contract.deleteMessage, async (request, reply) => {
    const user = requireUser(request);
    const actor = actorOf(user);
    const found = await messageInReach(user, request.params.slug);
    const message = authorize(found.message, {
      visible: () => true,
      allowed: (m) => messagePolicy.isSender(actor, m),
    });
    // Deleting twice is the same tombstone: a retried request is answered like the first.
    if (messagePolicy.canDelete(actor, message)) {
      await deleteMessage(deps, found.view as NonNullable<typeof found.view>, message);
    }
    return reply.status(204).send();
  });

  await app.register(safetyRoutes);
}
