/**
 * What compressing a JSON:API response costs the server, per encoding and size: the figures
 * behind server/src/http/compression.ts (threshold 1 KiB, brotli quality 4, gzip level 6).
 *
 * node --import tsx bench/compression.ts
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
