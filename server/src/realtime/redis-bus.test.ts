import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ChatEvent } from './bus';
import { RedisBus } from './redis-bus';

describe('RedisBus while Redis is unreachable', () => {
  it('publishes without throwing, still delivers to this instance, and closes', async () => {
    // Port 1 on loopback refuses at once: Redis is "down" for the whole test.
    const bus = new RedisBus({
      url: 'redis://127.0.0.1:1',
      channel: 'evenkeel-test:down',
      logger: pino({ level: 'silent' }),
    });
    await bus.ready(200);
    const received: ChatEvent[] = [];
    bus.subscribe((event) => received.push(event));
    const event: ChatEvent = { kind: 'message', conversationId: 1, seq: 1, userIds: [1, 2] };
    expect(() => bus.publish(event)).not.toThrow();
    expect(received).toEqual([event]);
    await bus.close();
  });
});
