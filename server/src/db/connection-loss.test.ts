import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { resource, type TestClient } from '../test/client';
import { clientFor, createUser } from '../test/factories';

// Cutting connections needs a server whose backends can be terminated: PGlite runs in this
// process and has no other sessions to cut.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'a database connection cut while in use (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    let databaseName = '';
    beforeAll(async () => {
      t = await createTestApp();
      const { rows } = await t.ctx.database.executeSql('select current_database() as name');
      databaseName = String(rows[0]?.name);
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await t?.close();
    });

    /** Terminates every backend of the app's database, the way an operator or a failover would. */
    async function cutConnections(): Promise<{ total: number; inTransaction: number }> {
      const { rows } = await admin.query<{ in_transaction: boolean; cut: boolean }>(
        `select xact_start is not null as in_transaction, pg_terminate_backend(pid) as cut
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      );
      return { total: rows.length, inTransaction: rows.filter((row) => row.in_transaction).length };
    }

    it('fails only the requests that used it (503 JSON:API, Retry-After) and the next ones succeed', async () => {
      const members = await Promise.all([1, 2, 3, 4].map(() => createUser(t.ctx)));
      const clients: [TestClient, string][] = await Promise.all(
        members.map(async (member) => [await clientFor(t.app, member), member.slug] as [TestClient, string]),
      );
      const statuses = new Map<number, number>();
      const unavailable: { retryAfter: unknown; detail: unknown; type: unknown }[] = [];
      let writing = true;
      let n = 0;
      const writer = async ([client, slug]: [TestClient, string]) => {
        while (writing) {
          n += 1;
          const response = await client.patch(
            `/api/users/${slug}`,
            resource('users', { first_name: `Writer ${n}` }, slug),
          );
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 503) {
            unavailable.push({
              retryAfter: response.headers['retry-after'],
              detail: response.doc.errors?.[0]?.detail,
              type: response.headers['content-type'],
            });
          }
        }
      };
      const writers = clients.map(writer);
      let cutInTransaction = 0;
      for (let cut = 0; cut < 8; cut += 1) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        cutInTransaction += (await cutConnections()).inTransaction;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      writing = false;
      await Promise.all(writers);

      // Still running (this test process would have died on an unhandled 'error' event), and
      // the only failures were 503s that say to try again.
      expect(cutInTransaction).toBeGreaterThan(0);
      expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(statuses.get(200)).toBeGreaterThan(0);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const failure of unavailable) {
        expect(failure).toEqual({
          retryAfter: '5',
          detail: 'The service is briefly unavailable, please try again.',
          type: 'application/vnd.api+json',
        });
      }

      // Without a restart, every member writes again, the queue included.
      for (const [client, slug] of clients) {
        const again = await client.patch(
          `/api/users/${slug}`,
          resource('users', { first_name: 'After' }, slug),
        );
        expect(again.statusCode).toBe(200);
        expect(again.doc.data?.attributes.first_name).toBe('After');
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // No connection was kept by a request that failed (a pool run dry would make every later
      // request wait, then fail): all of them are back or gone.
      const pool = t.ctx.database.pool;
      await expect
        .poll(() => (pool?.totalCount ?? 0) - (pool?.idleCount ?? 0), { timeout: 5_000 })
        .toBeLessThanOrEqual(1);
    }, 60_000);

    it('answers in French too', async () => {
      const member = await createUser(t.ctx, { locale: 'fr' });
      const client = await clientFor(t.app, member, 'fr');
      // Hold the connection in a transaction, cut it, and let the request go on with it.
      let failure: Awaited<ReturnType<TestClient['patch']>> | undefined;
      for (let attempt = 0; attempt < 20 && !failure; attempt += 1) {
        const pending = client.patch(
          `/api/users/${member.slug}`,
          resource('users', { first_name: 'Éloi' }, member.slug),
        );
        await cutConnections();
        const response = await pending;
        if (response.statusCode === 503) failure = response;
      }
      expect(failure?.doc.errors?.[0]).toMatchObject({
        status: '503',
        code: 'unavailable',
        detail: 'Le service est momentanément indisponible, veuillez réessayer.',
      });
      // The pool learns of its other cut connections as their ends arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        (
          await client.patch(
            `/api/users/${member.slug}`,
            resource('users', { first_name: 'Éloi' }, member.slug),
          )
        ).statusCode,
      ).toBe(200);
    }, 60_000);
  },
);
