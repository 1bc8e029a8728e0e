import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { createContext } from '../boot';
import type { AppContext } from '../context';
import { loadEnv } from '../env';
import { ContractCheck } from './contract';
import { openTestDatabase } from './database';

export type TestApp = { app: FastifyInstance; ctx: AppContext; close(): Promise<void> };

/** The real app on a fresh database, with its job queue working, as a test file's fixture. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    onQuery?: (sql: string) => void;
    webRoot?: string;
    /** The context's logger (silent by default); tests that read the log pass their own. */
    logger?: FastifyBaseLogger;
    /** `pglite`: the embedded database even when TEST_DATABASE_URL is set. */
    kind?: 'pglite';
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(options);
  // Uploads go to a folder of this test file, removed at the end.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'evenkeel-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    EVENKEEL_DEMO_DATA: 'false',
    EVENKEEL_DATA_DIR: dataDir,
    ...envOverrides,
  });
  const ctx = await createContext({
    env,
    logger: options.logger ?? pino({ level: 'silent' }),
    work: true,
    database,
    pollingIntervalSeconds: 0.5,
  });
  const contract = new ContractCheck();
  const app = await buildApp({
    ctx,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    inspectResponse: (request, reply, payload) => contract.inspect(request, reply, payload),
  });
  await app.ready();
  contract.use((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.jobs.stop();
      await ctx.bus.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
      contract.assertClean();
    },
  };
}
