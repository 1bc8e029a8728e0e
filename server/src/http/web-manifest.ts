import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`build.manifest` in web/vite.config.ts). */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
export type WebManifest = Record<string, ManifestChunk>;

/**
 * The web build's manifest in `root` (which file each source module became, and what it imports),
 * read once at start by what links built files from pages the server writes; null without a build.
 */
export function readWebManifest(root: string): WebManifest | null {
  const file = path.join(root, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as WebManifest) : null;
}
