import {
  blockResource,
  chatPreferencesResource,
  chatPreferencesUpdateSchema,
  conversationResource,
  conversationUpdateSchema,
  listDocument,
  messageCreateSchema,
  messageReportCreateSchema,
  messageReportResource,
  messageReportUpdateSchema,
  messageResource,
  messageUpdateSchema,
  singleDocument,
} from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The chat routes' contracts (issue 29; /work/tools/chat-api.md; http/route-doc.ts says what each part drives). */
const doc = routeDocs('chat');

export type SlugParams = { Params: { slug: string } };

const seqFilter = (description: string) => ({
  description,
  schema: { type: 'string', pattern: '^\\d{1,10}$' },
});

export const listConversations = doc({
  operationId: 'listConversations',
  query: { page: true },
  summary:
    'Your conversations, unread first then newest, each with `meta.unread_count`; `meta.unread_total` over all of them',
  responses: {
    200: {
      description: 'A page of conversations',
      document: listDocument(conversationResource, { meta: { unread_total: z.number().int().min(0) } }),
    },
    401: 'signed out',
  },
});

export const startConversation = doc({
  operationId: 'startConversation',
  location: '/api/conversations/{id}',
  summary:
    'Start a conversation with someone you may contact (relationship `participant`, a user); your existing conversation with them is answered with 200',
  body: {
    type: 'conversations',
    attributes: z.object({}).strict(),
    relationships: { participant: 'users' },
    requiredRelationships: ['participant'],
  },
  responses: {
    200: {
      description: 'Your existing conversation with that person',
      document: singleDocument(conversationResource),
    },
    201: { description: 'The new conversation', document: singleDocument(conversationResource) },
    401: 'signed out',
    404: 'no such user, or not someone you may contact',
    422: "'You can't start a conversation with yourself.', or no participant",
  },
});

export const getConversation = doc({
  operationId: 'getConversation',
  summary: 'One of your conversations (nobody else’s, whatever their role)',
  responses: {
    200: { description: 'The conversation', document: singleDocument(conversationResource) },
    401: 'signed out',
    404: 'not found, or not yours',
  },
});

export const updateConversation = doc({
  operationId: 'updateConversation',
  summary:
    '`last_read_seq` (moves forward only, at most the last message) and/or `session_ended` (true ends the chat session, false starts it again)',
  body: { type: 'conversations', attributes: conversationUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The conversation as saved', document: singleDocument(conversationResource) },
    401: 'signed out',
    404: 'not found, or not yours',
    422: 'invalid',
  },
});

export const listMessages = doc({
  operationId: 'listMessages',
  query: {
    page: true,
    filter: {
      after_seq: seqFilter(
        'Messages after this sequence, oldest first (resuming); `links.next` while there is more',
      ),
      before_seq: seqFilter('Messages before this sequence (reading back); `links.prev` while there is more'),
    },
  },
  summary:
    'A conversation’s messages by `seq`, at most 200 a page (`page[size]`); without a filter the newest page. `page[number]` is not used: pages follow the sequence',
  responses: {
    200: { description: 'A page of messages, in sequence order', document: listDocument(messageResource) },
    400: 'page[number], or an unknown parameter',
    401: 'signed out',
    404: 'not found, or not yours',
    422: 'a filter that is not a sequence number, or both filters',
  },
});

export const sendMessage = doc({
  operationId: 'sendMessage',
  location: '/api/messages/{id}',
  summary:
    'Send a message (`body`, `client_id` a UUID, relationship `conversation`); a retry with the same `client_id` answers 200 with the stored message',
  body: {
    type: 'messages',
    attributes: messageCreateSchema,
    relationships: { conversation: 'conversations' },
    requiredRelationships: ['conversation'],
  },
  responses: {
    200: {
      description: 'The message already stored for this client id',
      document: singleDocument(messageResource),
    },
    201: { description: 'The message', document: singleDocument(messageResource) },
    401: 'signed out',
    403: 'the conversation is read-only ("You cannot message this person." when a block exists)',
    404: 'no such conversation, or not yours',
    422: 'invalid text or client id, or no conversation',
    429: 'over 30 messages a minute',
  },
});

export const updateMessage = doc({
  operationId: 'updateMessage',
  summary: 'Edit your message within 15 minutes of sending it (the earlier text is kept in `edits`)',
  body: { type: 'messages', attributes: messageUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The message as edited', document: singleDocument(messageResource) },
    401: 'signed out',
    403: 'not your message, or the conversation is read-only',
    404: 'not found, or not in your conversations',
    422: 'invalid text, past the 15 minutes, or a deleted message',
  },
});

export const deleteMessage = doc({
  operationId: 'deleteMessage',
  summary: 'Delete your message: it stays as a tombstone (`deleted: true`, `body: null`)',
  responses: {
    204: 'deleted',
    401: 'signed out',
    403: 'not your message',
    404: 'not found, or not in your conversations (deleting again answers 204)',
  },
});

export const listBlocks = doc({
  operationId: 'listBlocks',
  summary: 'The people you blocked',
  responses: {
    200: { description: 'Your blocks, newest first', document: listDocument(blockResource) },
    401: 'signed out',
  },
});

export const createBlock = doc({
  operationId: 'createBlock',
  location: '/api/blocks/{id}',
  summary:
    'Block a person you are related to or share a conversation with (relationship `user`); their messages and calls stop; blocking again answers 200',
  body: {
    type: 'blocks',
    attributes: z.object({}).strict(),
    relationships: { user: 'users' },
    requiredRelationships: ['user'],
  },
  responses: {
    200: { description: 'Your existing block of that person', document: singleDocument(blockResource) },
    201: { description: 'The block', document: singleDocument(blockResource) },
    401: 'signed out',
    404: 'no such user, or nobody you know',
    422: 'yourself, or no user',
  },
});

export const deleteBlock = doc({
  operationId: 'deleteBlock',
  summary: 'Unblock (the blocker only)',
  responses: { 204: 'unblocked', 401: 'signed out', 404: 'not found, or not yours' },
});

export const createMessageReport = doc({
  operationId: 'createMessageReport',
  location: '/api/message_reports/{id}',
  summary:
    'Report a message you received (relationship `message`, optional `note`): it and the ten before it go to the platform administrators; reporting it again answers 200 with the first report',
  body: {
    type: 'message_reports',
    attributes: messageReportCreateSchema,
    relationships: { message: 'messages' },
    requiredRelationships: ['message'],
  },
  responses: {
    200: {
      description: 'Your earlier report of this message',
      document: singleDocument(messageReportResource),
    },
    201: { description: 'The report', document: singleDocument(messageReportResource) },
    401: 'signed out',
    404: 'no such message, or not in your conversations',
    422: 'a message you sent, a note too long, or no message',
  },
});

export const listMessageReports = doc({
  operationId: 'listMessageReports',
  query: { page: true },
  summary: 'The report queue (platform administrators): open first, then newest',
  responses: {
    200: { description: 'A page of reports', document: listDocument(messageReportResource) },
    401: 'signed out',
    403: 'not a platform administrator',
  },
});

export const updateMessageReport = doc({
  operationId: 'updateMessageReport',
  summary: 'Close a report (platform administrators)',
  body: { type: 'message_reports', attributes: messageReportUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The report, closed', document: singleDocument(messageReportResource) },
    401: 'signed out',
    404: 'not found (and what everyone else is told)',
    422: 'invalid state',
  },
});

export const getChatPreferences = doc({
  operationId: 'getChatPreferences',
  summary:
    'Your chat settings (id: your user id): read receipts and typing off, message e-mails on, by default',
  responses: {
    200: { description: 'Your chat settings', document: singleDocument(chatPreferencesResource) },
    401: 'signed out',
  },
});

export const updateChatPreferences = doc({
  operationId: 'updateChatPreferences',
  summary: 'Change your chat settings (`data.id`: your user id)',
  body: { type: 'chat_preferences', attributes: chatPreferencesUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'Your chat settings as saved', document: singleDocument(chatPreferencesResource) },
    401: 'signed out',
    422: 'invalid',
  },
});
