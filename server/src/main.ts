import pino from 'pino';
import { buildApp } from './app';
import { closeContext, createContext } from './boot';
import { isConnectionError } from './db/connection-errors';
import { ensurePlatformAdmin } from './demo/bootstrap-admin';
import { DEMO_ADMIN_EMAIL, guardDemoAdmin } from './demo/demo-admin';
import { seedDemoData } from './demo/seed';
import { loadEnv } from './env';
import { webDist } from './http/spa';

/**
 * Starts one process by role: `all` (default: web and jobs, the only choice on the embedded
 * database), `web` (HTTP only) or `worker` (jobs only); the last two need PostgreSQL.
 */
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = pino({ level: env.LOG_LEVEL });
// The process outlives its database (docs/operations.md). pg-boss's own cron worker records a
// job's outcome without awaiting it, so a connection lost at that moment surfaces here: logged,
// not fatal. Anything else still ends the process, as by default.
process.on('unhandledRejection', (reason) => {
  if (isConnectionError(reason)) {
    logger.warn({ reason: (reason as Error).message }, 'database unreachable (background task)');
    return;
  }
  logger.fatal({ err: reason }, 'unhandled rejection');
  process.exit(1);
});
const ctx = await createContext({ env, logger, work: env.EVENKEEL_ROLE !== 'web' });
await ensurePlatformAdmin(ctx);
if (env.EVENKEEL_DEMO_DATA && !env.DATABASE_URL && env.NODE_ENV !== 'production') {
  if (await seedDemoData(ctx)) logger.info('demo data created (accounts in the README)');
}
// Reachable by others (HOST beyond loopback, or production): the demo platform administrator's
// published password is replaced by a random one, printed once here and never logged again.
const demoAdminPassword = await guardDemoAdmin(ctx);
if (demoAdminPassword) {
  console.log(
    `\nThis server can be reached by others (HOST=${env.HOST}${env.NODE_ENV === 'production' ? ', production' : ''}), so the demo platform administrator's published password no longer works.\n  ${DEMO_ADMIN_EMAIL}: ${demoAdminPassword}\nKeep it now: it is not shown again (change it on the profile page).\n`,
  );
}

const app = env.EVENKEEL_ROLE === 'worker' ? null : await buildApp({ ctx, webRoot: webDist, logger: true });
if (app) {
  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(`Evenkeel is running on ${env.publicUrl}`);
} else {
  logger.info('Evenkeel worker is running');
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: stopping`);
  await app?.close();
  await closeContext(ctx);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
