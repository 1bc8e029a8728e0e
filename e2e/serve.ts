// Starts the built server for the browser tests on a fresh database: a throw-away database on
// the PostgreSQL server when TEST_DATABASE_URL is set, else the embedded one in a temp folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDashboardWorld } from './dashboard-world';
import { seedLegacyAccounts } from './legacy-accounts';
import { iceServersSetting, TURN_SECRET } from './turn';

const port = process.env.E2E_PORT ?? '3210';
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  EVENKEEL_PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  // The start-up bootstrap makes this account a platform administrator (README, configuration).
  EVENKEEL_ADMIN_EMAIL: 'e2e-admin@example.test',
  EVENKEEL_ADMIN_PASSWORD: 'e2e admin password 2026',
  // The same demo-free start on both databases.
  EVENKEEL_DEMO_DATA: 'false',
  // Every browser test signs up and confirms from one address, far more than a person would in
  // an hour: the request limits do not count loopback here (their own API tests check them).
  EVENKEEL_RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
  // Calls reach the coturn that e2e/call.spec.ts starts on loopback, with credentials minted
  // from the secret they share (the REST scheme).
  EVENKEEL_ICE_SERVERS: iceServersSetting(),
  EVENKEEL_TURN_SECRET: TURN_SECRET,
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evenkeel-e2e-'));
env.EVENKEEL_DATA_DIR = dataDir;
let dropDatabase = async () => {};

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `evenkeel_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}

await seedLegacyAccounts(env);
await seedDashboardWorld(env);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env, stdio: 'inherit' });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await dropDatabase().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
