import { callResource, callUpdateSchema, singleDocument } from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The call routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('calls');

export type SlugParams = { Params: { slug: string } };

export const createCall = doc({
  operationId: 'createCall',
  location: '/api/calls/{id}',
  summary:
    'Ring the other person of a conversation (relationship `conversation`); the call is missed after 30 s unless answered',
  body: {
    type: 'calls',
    attributes: z.object({}).strict(),
    relationships: { conversation: 'conversations' },
    requiredRelationships: ['conversation'],
  },
  responses: {
    201: {
      description: 'The ringing call, with ICE servers for the caller',
      document: singleDocument(callResource),
    },
    401: 'signed out',
    403: 'the conversation is read-only',
    404: 'conversation not found (or not yours)',
    409: 'a call is already ringing or active in this conversation',
    422: 'invalid',
  },
});

export const getCall = doc({
  operationId: 'getCall',
  summary: 'A call: its state, and ICE servers with fresh TURN credentials for the reader',
  responses: {
    200: { description: 'The call', document: singleDocument(callResource) },
    401: 'signed out',
    404: 'call not found (or not yours)',
  },
});

export const updateCall = doc({
  operationId: 'updateCall',
  summary: 'Answer (`active`) or decline a ringing call (the callee), or end it (either person)',
  body: { type: 'calls', attributes: callUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The call', document: singleDocument(callResource) },
    401: 'signed out',
    403: 'only the person called answers or declines',
    404: 'call not found (or not yours)',
    409: 'the call already ended, was declined or missed',
    422: 'invalid state',
  },
});
