import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

// Issue 26 §5, finding 7: a request body sent slowly was never timed out (300 slow bodies were
// all still open after 150 s), where slow headers already got a 408.
describe('a request that arrives too slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ EVENKEEL_REQUEST_TIMEOUT_MS: '1500' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends `head`, then the body a byte every 100 ms; reports the status line and when the socket closed. */
  function trickle(head: string, body: string) {
    return new Promise<{ status: number | null; closed: boolean; ms: number }>((resolve) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let received = '';
      let sent = 0;
      const dripping = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
      }, 100);
      const finish = (closed: boolean) => {
        clearInterval(dripping);
        clearTimeout(timer);
        socket.destroy();
        const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
        resolve({ status: status ? Number(status) : null, closed, ms: Date.now() - started });
      };
      const timer = setTimeout(() => finish(false), 8_000);
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      socket.on('end', () => finish(true));
      socket.on('close', () => finish(true));
      socket.on('error', () => finish(true));
      socket.write(head);
    });
  }

  it('answers 408 and closes the connection once EVENKEEL_REQUEST_TIMEOUT_MS has passed', async () => {
    const body = JSON.stringify({ data: { type: 'password_resets', attributes: { email: 'a@b.test' } } });
    const head = [
      'POST /api/password_resets HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/vnd.api+json',
      `Content-Length: ${body.length + 200}`,
      '',
      '',
    ].join('\r\n');
    const seen = await trickle(head, body.padEnd(body.length + 200, ' '));
    expect(seen.status).toBe(408);
    expect(seen.closed).toBe(true);
    // The bound (1.5 s) plus Node's check of open connections (a quarter of it) and some slack.
    expect(seen.ms).toBeGreaterThanOrEqual(1_400);
    expect(seen.ms).toBeLessThan(4_000);
  });
});
