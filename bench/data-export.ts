/**
 * A member's data export (issue 30): 5 years of weekly check-ups (260), 1,000 logs and 5,000
 * messages, written straight into a throwaway PostgreSQL database, then the export built to a
 * file by `writeArchive` in a child process of its own, so that its peak RSS is the export's
 * alone. The same for a member a fifth that size: the two peaks should be about the same (memory
 * flat: the export streams, it never holds a table or the ZIP), and for one five times the size.
 * Target: under 60 s.
 *
 *   npm run bench:data-export       BENCH_PG=postgres://postgres@127.0.0.1:5432 (the server, no database)
 *                                   BENCH_HEAP_MB=96 (below)
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scoreCheckup, WEEKLY_V1 } from '@evenkeel/common';
import pg from 'pg';
import pino from 'pino';
import { closeContext, createContext } from '../server/src/boot';
import type { AppContext } from '../server/src/context';
import {
  activities,
  ailments,
  checkups,
  conversations,
  lifeEvents,
  messages,
  users,
} from '../server/src/db/schema';
import { loadEnv } from '../server/src/env';
import { writeArchive } from '../server/src/modules/data-exports/archive';

const SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * BENCH_HEAP_MB (default 96; 0 for none): the exporting process's V8 old-space cap. Without one,
 * V8 lets garbage pile up before collecting it, so peak RSS grows with the work done even when
 * nothing is kept; with a cap, an export that kept its rows would run out of memory instead.
 */
const HEAP_MB = Number(process.env.BENCH_HEAP_MB ?? 96);
const HEAP_CAP = HEAP_MB > 0 ? [`--max-old-space-size=${HEAP_MB}`] : [];

type Size = { checkups: number; logs: number; messages: number; conversations: number };
const FULL: Size = { checkups: 260, logs: 1000, messages: 5000, conversations: 10 };
const FIFTH: Size = { checkups: 52, logs: 200, messages: 1000, conversations: 2 };
/** Five times the target, to show the peak does not follow the size. */
const FIVE_TIMES: Size = { checkups: 1300, logs: 5000, messages: 25000, conversations: 20 };

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function contextFor(databaseUrl: string, dataDir: string) {
  return createContext({
    env: loadEnv({
      NODE_ENV: 'development',
      EVENKEEL_ROLE: 'web',
      EVENKEEL_DEMO_DATA: 'false',
      EVENKEEL_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    }),
    logger: pino({ level: 'warn' }),
    work: false,
  });
}

const pick = (max: number) => Math.floor(Math.random() * (max + 1));

async function insertUser(ctx: AppContext, name: string) {
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `${name}-${randomBytes(4).toString('hex')}@example.test`,
      passwordHash: 'not-a-real-hash',
      firstName: name,
      lastName: 'Bench',
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

async function insertInPages<T>(rows: T[], insert: (page: T[]) => Promise<unknown>) {
  for (let offset = 0; offset < rows.length; offset += 500) await insert(rows.slice(offset, offset + 500));
}

/** A member of `size`, every row written straight into its table (their writes are not measured). */
async function seedMember(ctx: AppContext, size: Size): Promise<number> {
  const member = await insertUser(ctx, 'Member');
  const start = Date.now() - size.checkups * 7 * DAY_MS;
  const weekly = Array.from({ length: size.checkups }, (_, week) => {
    const answers = Object.fromEntries(
      WEEKLY_V1.items.map((item) => [item.id, item.min + pick(item.max - item.min)]),
    );
    const scored = scoreCheckup(WEEKLY_V1, answers);
    if (!scored.ok) throw new Error('answers do not score');
    const r = scored.result;
    const completedAt = new Date(start + week * 7 * DAY_MS);
    return {
      userId: member.id,
      weekStart: completedAt.toISOString().slice(0, 10),
      questionnaireId: WEEKLY_V1.id,
      questionnaireVersion: WEEKLY_V1.version,
      answers: r.answers,
      score: r.score,
      band: r.band,
      phq4Anxiety: r.phq4Anxiety,
      phq4Depression: r.phq4Depression,
      phq4Total: r.phq4Total,
      phq4Severity: r.phq4Severity,
      lifeAreas: r.lifeAreas,
      showCrisisHelp: r.showCrisisHelp,
      completedAt,
    };
  });
  await insertInPages(weekly, (page) => ctx.db.insert(checkups).values(page));
  const logs = Array.from({ length: size.logs }, (_, index) => ({
    userId: member.id,
    date: new Date(start + index * DAY_MS).toISOString().slice(0, 10),
    title: `Log ${index + 1}`,
    impact: 1 + pick(4),
    note: `A note about day ${index + 1}, with a comma, and "quotes".`,
  }));
  const third = Math.ceil(size.logs / 3);
  await insertInPages(logs.slice(0, third), (page) => ctx.db.insert(lifeEvents).values(page));
  await insertInPages(logs.slice(third, 2 * third), (page) => ctx.db.insert(ailments).values(page));
  await insertInPages(logs.slice(2 * third), (page) => ctx.db.insert(activities).values(page));
  const perConversation = Math.ceil(size.messages / size.conversations);
  for (let c = 0; c < size.conversations; c += 1) {
    const other = await insertUser(ctx, `Other${c}`);
    const [low, high] = member.id < other.id ? [member, other] : [other, member];
    const [conversation] = await ctx.db
      .insert(conversations)
      .values({ userLowId: low.id, userHighId: high.id, lastSeq: perConversation })
      .returning();
    if (!conversation) throw new Error('conversation not created');
    const rows = Array.from({ length: perConversation }, (_, index) => ({
      conversationId: conversation.id,
      seq: index + 1,
      senderId: index % 2 === 0 ? member.id : other.id,
      clientId: randomUUID(),
      body: `message ${index + 1} `.padEnd(120, '·'),
      createdAt: new Date(start + index * 60_000),
    }));
    await insertInPages(rows, (page) => ctx.db.insert(messages).values(page));
  }
  return member.id;
}

type Measure = { seconds: number; startRssMb: number; peakRssMb: number; zipMb: number };

/** The child: one export to a file, then its time and its process's peak RSS. */
async function exportOnce(
  databaseUrl: string,
  userId: number,
  file: string,
  dataDir: string,
): Promise<Measure> {
  const ctx = await contextFor(databaseUrl, dataDir);
  try {
    const startRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
    const started = performance.now();
    const summary = await writeArchive(
      ctx,
      { userId, locale: 'fr', generatedAt: new Date() },
      fs.createWriteStream(file),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds: Math.round(seconds * 100) / 100,
      startRssMb,
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      zipMb: Math.round((summary.sizeBytes / 1024 / 1024) * 100) / 100,
    };
  } finally {
    await closeContext(ctx);
  }
}

async function measureInChild(databaseUrl: string, userId: number, dataDir: string): Promise<Measure> {
  const file = path.join(dataDir, `export-${userId}.zip`);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...HEAP_CAP,
      '--import',
      'tsx',
      'bench/data-export.ts',
      'child',
      databaseUrl,
      String(userId),
      file,
      dataDir,
    ],
    { cwd: ROOT, maxBuffer: 1024 * 1024 },
  );
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Measure;
}

async function main() {
  const name = `evenkeel_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${SERVER}/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evenkeel-bench-'));
  await adminQuery(`create database ${name}`);
  try {
    const ctx = await contextFor(databaseUrl, dataDir);
    let full: number;
    let fifth: number;
    let large: number;
    try {
      full = await seedMember(ctx, FULL);
      fifth = await seedMember(ctx, FIFTH);
      large = await seedMember(ctx, FIVE_TIMES);
      await ctx.database.executeSql('analyze');
    } finally {
      await closeContext(ctx);
    }
    const big = await measureInChild(databaseUrl, full, dataDir);
    const small = await measureInChild(databaseUrl, fifth, dataDir);
    const huge = await measureInChild(databaseUrl, large, dataDir);
    const row = (label: string, m: Measure) =>
      [
        label.padEnd(24),
        m.seconds.toFixed(2).padStart(7),
        `${m.startRssMb} MB`.padStart(10),
        `${m.peakRssMb} MB`.padStart(9),
        `${m.peakRssMb - m.startRssMb} MB`.padStart(8),
        `${m.zipMb} MB`.padStart(8),
      ].join('  ');
    console.log('member                    seconds  RSS before  peak RSS  growth       ZIP');
    console.log(row('full (260/1,000/5,000)', big));
    console.log(row('a fifth (52/200/1,000)', small));
    console.log(row('5× (1,300/5,000/25,000)', huge));
    console.log(HEAP_MB > 0 ? `exporting process: V8 old space capped at ${HEAP_MB} MB` : 'no heap cap');
    console.log(`peak RSS, full ÷ a fifth: ${(big.peakRssMb / small.peakRssMb).toFixed(2)}`);
    const ok = big.seconds < 60;
    console.log(ok ? 'PASS: under 60 s' : 'FAIL: 60 s or more');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') {
  const [, , , databaseUrl, userId, file, dataDir] = process.argv;
  exportOnce(databaseUrl ?? '', Number(userId), file ?? '', dataDir ?? '')
    .then((measure) => console.log(JSON.stringify(measure)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
} else {
  await main();
}
