import { SOCKET_CLOSE_SESSION_ENDED } from '@evenkeel/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPreferences } from '../../db/schema';
import { clientFor, createUser } from '../../test/factories';
import {
  createConversation,
  type Instance,
  redisReachable,
  sendMessages,
  socketFor,
  twoInstances,
} from './test-helpers';

/**
 * Two instances through Redis (issue 29, "Several instances"): a message stored and published
 * on one reaches a socket held by the other. Redis runs on the machine and in CI
 * (127.0.0.1:6379, or TEST_REDIS_URL); the test says so and skips only when it cannot be reached.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await redisReachable(REDIS_URL);
if (!reachable) console.warn(`two-instance chat tests skipped: Redis is not reachable at ${REDIS_URL}`);

describe.skipIf(!reachable)('two instances through Redis', () => {
  let a: Instance;
  let b: Instance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const pair = await twoInstances(REDIS_URL);
    [a, b] = pair.instances;
    close = pair.close;
  });
  afterAll(() => close());

  it('a message published on instance B reaches the socket held by instance A, and only its people', async () => {
    const sender = await createUser(a.ctx);
    const recipient = await createUser(a.ctx);
    const stranger = await createUser(a.ctx);
    const conversation = await createConversation(a.ctx.db, sender, recipient);
    const [recipientSocket, strangerSocket] = await Promise.all([
      socketFor(a.host, await clientFor(a.app, recipient)),
      socketFor(a.host, await clientFor(a.app, stranger)),
    ]);
    await sendMessages(b.ctx, conversation.id, sender, recipient);
    const pushed = await recipientSocket.next('message');
    expect(pushed.message).toMatchObject({
      conversation_id: conversation.slug,
      seq: 1,
      body: 'message 1',
      mine: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerSocket.frames).toEqual([]);
    recipientSocket.close();
    strangerSocket.close();
  });

  it('typing sent to instance A reaches the other person on instance B', async () => {
    const one = await createUser(a.ctx);
    const two = await createUser(a.ctx);
    const conversation = await createConversation(a.ctx.db, one, two);
    await a.ctx.db.insert(chatPreferences).values([
      { userId: one.id, typingIndicator: true },
      { userId: two.id, typingIndicator: true },
    ]);
    const oneSocket = await socketFor(a.host, await clientFor(a.app, one));
    const twoSocket = await socketFor(b.host, await clientFor(b.app, two));
    oneSocket.send({ type: 'typing', conversation_id: conversation.slug });
    expect(await twoSocket.next('typing')).toEqual({ type: 'typing', conversation_id: conversation.slug });
    oneSocket.close();
    twoSocket.close();
  });

  it('signing out on instance B closes that session’s socket on instance A with 4401', async () => {
    const user = await createUser(a.ctx);
    const client = await clientFor(a.app, user);
    const socket = await socketFor(a.host, client);
    // The same cookie, sent to the other instance: the sign-out happens there.
    const response = await b.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: {
        accept: 'application/vnd.api+json',
        cookie: client.cookieHeader(),
        'x-csrf-token': client.csrfToken,
      },
    });
    expect(response.statusCode).toBe(204);
    expect((await socket.closed).code).toBe(SOCKET_CLOSE_SESSION_ENDED);
  });
});
