// After `vite build`: every text asset in dist/ gets a brotli (.br, quality 11) and a gzip (.gz,
// level 9) twin, which the server sends as is (@fastify/static `preCompressed`), so no request
// pays for compressing a file that never changes. A twin that saves nothing is not written.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let original = 0;
let brotli = 0;
for (const file of files(dist)) {
  const body = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  original += body.length;
  brotli += Math.min(br.length, body.length);
}
console.log(
  `precompressed: ${(original / 1024).toFixed(0)} KiB of text assets, ${(brotli / 1024).toFixed(0)} KiB as brotli`,
);
