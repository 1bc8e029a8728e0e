import { readWebManifest, type WebManifest } from './web-manifest';

/**
 * What every member's page needs beyond the entry, named in the build's manifest: the signed-in
 * shell (web/src/app/layouts/app-layout.tsx) and the texts every screen shows in the member's
 * language (web/scripts/web-texts.ts, `core`). The app asks for them only once its entry has run;
 * the page links them so the browser fetches them beside the entry (one round trip less before a
 * member's first screen).
 */
const SHELL = 'src/app/layouts/app-layout.tsx';
const coreTexts = (locale: string) => `virtual:web-texts/${locale}/core`;

/**
 * The `<link>` tags that preload those files, per language, read once from `root`'s manifest
 * (`build.manifest` in web/vite.config.ts). Files the entry already links are left out. Empty
 * without a manifest or when the names moved: the app then loads them itself, as before.
 */
export function memberPreloads(root: string, locales: readonly string[]): Record<string, string> {
  const manifest = readWebManifest(root);
  if (!manifest) return Object.fromEntries(locales.map((locale) => [locale, '']));
  const linked = closure(manifest, 'index.html');
  const shell = closure(manifest, SHELL);
  return Object.fromEntries(
    locales.map((locale) => {
      const texts = closure(manifest, coreTexts(locale));
      const scripts = [...shell.scripts, ...texts.scripts].filter((script) => !linked.scripts.has(script));
      const styles = [...shell.styles].filter((style) => !linked.styles.has(style));
      const tags = [
        ...styles.map((style) => `<link rel="preload" as="style" href="/${style}">`),
        ...scripts.map((script) => `<link rel="modulepreload" crossorigin href="/${script}">`),
      ];
      return [locale, tags.join('')];
    }),
  );
}

/** A chunk's file and stylesheets with those of every chunk it imports, transitively. */
function closure(manifest: WebManifest, key: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}
