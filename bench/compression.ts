/**
 * What compressing a JSON:API response costs the server, per encoding and size: the figures
 * behind server/src/http/compression.ts (threshold 1 KiB, brotli quality 4, gzip level 6).
 * The second table compares a compression stream per response (what @fastify/compress did)
 * with one synchronous call on the whole body (what the server does now), in CPU time.
 *
 * node --import tsx bench/compression.ts
 *
 * BENCH_DOCUMENT=<file> (a real response, e.g. the insights document `npm run bench:insights`
 * saves with BENCH_SAVE_DOCUMENT=<file>): a third table, that document at several qualities.
 */
import zlib from 'node:zlib';

const line = {
  type: 'crisis_lines',
  id: 'k3v9x2qa',
  attributes: {
    name: 'Suicide Crisis Helpline',
    phone: '988',
    description: 'Free, confidential support from trained responders, 24 hours a day, 7 days a week.',
    url: 'https://988.ca',
    hours: '24/7',
    languages: ['en', 'fr'],
  },
  meta: { abilities: { update: false, delete: false } },
};

const BROTLI_4 = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };

const encoders = {
  'gzip 6': (body: Buffer) => zlib.gzipSync(body, { level: 6 }),
  'brotli 4': (body: Buffer) =>
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  'brotli 11 (default)': (body: Buffer) => zlib.brotliCompressSync(body),
};

/** Median microseconds of `run` over enough repetitions to last about half a second. */
function median(run: () => unknown): number {
  const times: number[] = [];
  const until = performance.now() + 500;
  while (performance.now() < until || times.length < 20) {
    const start = performance.now();
    run();
    times.push((performance.now() - start) * 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

console.log('| document | bytes | encoding | bytes sent | CPU per response |');
console.log('|---|---:|---|---:|---:|');
for (const rows of [1, 3, 10, 50]) {
  const body = Buffer.from(
    JSON.stringify({
      data: Array.from({ length: rows }, (_, index) => ({ ...line, id: `line${index}` })),
      meta: { total: rows },
    }),
  );
  for (const [name, encode] of Object.entries(encoders)) {
    const size = encode(body).length;
    console.log(
      `| ${rows} rows | ${body.length} | ${name} | ${size} | ${median(() => encode(body)).toFixed(0)} µs |`,
    );
  }
}

/** Compresses `body` through a zlib stream, as a stream pipeline per response does. */
function throughStream(stream: zlib.BrotliCompress | zlib.Gzip, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
    stream.end(body);
  });
}

const ways: Record<string, (body: Buffer) => unknown> = {
  'brotli 4, stream': (body) => throughStream(zlib.createBrotliCompress({ params: BROTLI_4 }), body),
  'brotli 4, one call': (body) => zlib.brotliCompressSync(body, { params: BROTLI_4 }),
  'brotli 4, one call, size hint': (body) =>
    zlib.brotliCompressSync(body, {
      params: { ...BROTLI_4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  'gzip 6, stream': (body) => throughStream(zlib.createGzip({ level: 6 }), body),
  'gzip 6, one call': (body) => zlib.gzipSync(body, { level: 6 }),
};

/** CPU microseconds (user + system, this process) per call, over about half a second of calls. */
async function cpuPerCall(run: (body: Buffer) => unknown, body: Buffer): Promise<number> {
  for (let warm = 0; warm < 20; warm += 1) await run(body);
  const until = performance.now() + 500;
  const start = process.cpuUsage();
  let calls = 0;
  while (performance.now() < until || calls < 20) {
    await run(body);
    calls += 1;
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

console.log('\n| document | bytes | way | CPU per response |');
console.log('|---|---:|---|---:|');
for (const rows of [10, 50, 270]) {
  const body = Buffer.from(
    JSON.stringify({
      data: Array.from({ length: rows }, (_, index) => ({ ...line, id: `line${index}` })),
      meta: { total: rows },
    }),
  );
  for (const [name, run] of Object.entries(ways)) {
    console.log(
      `| ${rows} rows | ${body.length} | ${name} | ${(await cpuPerCall(run, body)).toFixed(0)} µs |`,
    );
  }
}

const documentFile = process.env.BENCH_DOCUMENT;
if (documentFile) {
  const { readFileSync } = await import('node:fs');
  const body = readFileSync(documentFile);
  const qualities: Record<string, (body: Buffer) => Buffer> = {};
  for (const level of [4, 5, 6]) qualities[`gzip ${level}`] = (bytes) => zlib.gzipSync(bytes, { level });
  for (const quality of [2, 3, 4, 5]) {
    qualities[`brotli ${quality}`] = (bytes) =>
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
  }
  console.log(`\n${documentFile}: ${body.length} bytes\n`);
  console.log('| encoding | bytes sent | CPU per response |');
  console.log('|---|---:|---:|');
  for (const [name, encode] of Object.entries(qualities)) {
    console.log(`| ${name} | ${encode(body).length} | ${(await cpuPerCall(encode, body)).toFixed(0)} µs |`);
  }
}
