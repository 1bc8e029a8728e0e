import { randomUUID } from 'node:crypto';
import type { User } from '../../auth/user';
import type { JsonApiItem, TestClient } from '../../test/client';

/** A JSON:API body with relationships, for the chat routes' tests. */
export const withLinks = (
  type: string,
  attributes: Record<string, unknown>,
  links: Record<string, [string, string]>,
) => ({
  data: {
    type,
    attributes,
    relationships: Object.fromEntries(
      Object.entries(links).map(([name, [linkType, id]]) => [name, { data: { type: linkType, id } }]),
    ),
  },
});

export const startWith = (client: TestClient, other: Pick<User, 'slug'>) =>
  client.post('/api/conversations', withLinks('conversations', {}, { participant: ['users', other.slug] }));

/** Starts the conversation (or reads it) and answers its public id. */
export async function conversationWith(client: TestClient, other: Pick<User, 'slug'>): Promise<string> {
  const response = await startWith(client, other);
  if (response.statusCode !== 201 && response.statusCode !== 200) {
    throw new Error(`conversation not started: ${response.statusCode} ${response.body}`);
  }
  return String(response.doc.data?.id);
}

export const send = (
  client: TestClient,
  conversation: string,
  body: string,
  clientId: string = randomUUID(),
) =>
  client.post(
    '/api/messages',
    withLinks('messages', { body, client_id: clientId }, { conversation: ['conversations', conversation] }),
  );

/** A relationship's linkage in a single-resource document. */
export const linkageOf = (response: { doc: { data?: unknown } }, name: string) =>
  (response.doc.data as JsonApiItem | undefined)?.relationships?.[name]?.data;
