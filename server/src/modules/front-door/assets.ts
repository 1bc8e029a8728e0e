import { readWebManifest } from '../../http/web-manifest';

/** What a signed-out page links: its stylesheets, its one script and the modules that script imports. */
export type FrontDoorAssets = { stylesheets: string[]; script: string | null; preloads: string[] };

const ENTRY = 'src/front-door/front-door.ts';

/**
 * The built files of the web app's front-door entry (web/src/front-door/), read from Vite's
 * manifest once at start. Without a build (API tests) the pages still work, unstyled.
 */
export function frontDoorAssets(webRoot: string | undefined, development = false): FrontDoorAssets {
  const none: FrontDoorAssets = { stylesheets: [], script: null, preloads: [] };
  if (!webRoot) return none;
  const manifest = readWebManifest(webRoot);
  // `npm run dev` without a build: Vite's dev server, in front of this one, serves the entry's source.
  if (!manifest) return development ? { ...none, script: `/${ENTRY}` } : none;
  const entry = manifest[ENTRY];
  if (!entry) return none;
  const imported = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [manifest[key]] : []));
  return {
    stylesheets: [...(entry.css ?? []), ...imported.flatMap((chunk) => chunk.css ?? [])].map(
      (file) => `/${file}`,
    ),
    script: `/${entry.file}`,
    // The entry's imports are fetched with it rather than after it is read.
    preloads: imported.map((chunk) => `/${chunk.file}`),
  };
}
