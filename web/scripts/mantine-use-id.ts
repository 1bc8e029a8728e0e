/// <reference types="node" />
/**
 * Puts src/lib/mantine-use-id.ts in place of Mantine's `useId` (@mantine/hooks), for every Mantine
 * component and for the app: why is said there. Mantine's components import it from inside their
 * package (`@mantine/hooks` re-exports `./use-id/use-id.mjs`), so the module is swapped where it
 * resolves, whoever imports it. app/mantine-use-id.test.tsx checks that the swap still finds its file.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'lib',
  'mantine-use-id.ts',
);
/** Mantine's module, as the bundler resolves it inside node_modules. */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export function mantineUseId(): Plugin {
  return {
    name: 'evenkeel-mantine-use-id',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/use-id/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MANTINE_USE_ID.test(resolved.id) ? REPLACEMENT : null;
    },
  };
}
