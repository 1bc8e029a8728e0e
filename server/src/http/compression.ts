import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Dynamic responses (JSON:API documents, the server's HTML pages) above 1 KiB are compressed for
 * clients that accept it: brotli at quality 4, else gzip at level 6. Measured (bench/README.md,
 * "Compression"): 13–17 µs for a 1–3 KiB document and about 30 µs for 15 KiB, against 1.5–35 ms
 * at brotli's default quality 11, which only the build's precompressed static files can afford.
 * Below 1 KiB a response fits in one packet anyway. Static files arrive already compressed
 * (http/spa.ts) and are left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are read as sent: the API declares no compressed request, and inflating one
    // would let a small upload expand far beyond the body limit before anything checks it.
    globalDecompression: false,
  });
}
