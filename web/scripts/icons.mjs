// Draws Evenkeel's icon (a level line over a hull on the brand teal) and writes the favicon and
// the app icons into web/public: `node web/scripts/icons.mjs`. The outputs are committed.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const TEAL = '#0a6e54';

/** The mark on a 512 × 512 canvas; `radius` rounds the background (0: full bleed, for masks). */
const icon = (radius) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <title>Evenkeel</title>
  <rect width="512" height="512" rx="${radius}" fill="${TEAL}"/>
  <path d="M136 196c40-30 80-30 120 0s80 30 120 0" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round"/>
  <path d="M112 268h288a144 144 0 0 1-288 0z" fill="#fff"/>
</svg>
`;

const rounded = icon(112);
const fullBleed = icon(0);
await writeFile(path.join(publicDir, 'favicon.svg'), rounded);
const png = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, name));
await png(rounded, 192, 'icon-192.png');
await png(rounded, 512, 'icon-512.png');
// Maskable and Apple icons are cropped or rounded by the system: a full-bleed square.
await png(fullBleed, 512, 'icon-maskable-512.png');
await png(fullBleed, 180, 'apple-touch-icon.png');
