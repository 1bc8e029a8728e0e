import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import { readWebManifest, type WebManifest } from './web-manifest';

/**
 * What a member's page needs beyond the entry, named in the build's manifest: the signed-in
 * shell (web/src/app/layouts/app-layout.tsx), the texts every screen shows in the member's
 * language (web/scripts/web-texts.ts, `core`), and at the address of a page members open directly
 * (FIRST_SCREENS) that page's code and texts. The app asks for them only once its entry has run;
 * the page links them so the browser fetches them beside the entry (no waterfall before a member's
 * first screen).
 */
const SHELL = 'src/app/layouts/app-layout.tsx';
const coreTexts = (locale: string) => `virtual:web-texts/${locale}/core`;
const pageTexts = (locale: string, part: string) => `virtual:web-texts/${locale}/web/${part}`;

/** The `<link>` tags for a member of this language at this path (no query). */
export type MemberPreloads = (locale: string, pathname: string) => string;

/**
 * The tags that preload those files, per language and path, made once from `root`'s manifest
 * (`build.manifest` in web/vite.config.ts). Files the entry already links are left out. Empty
 * without a manifest or when the names moved: the app then loads them itself, as before.
 */
export function memberPreloads(root: string, locales: readonly string[]): MemberPreloads {
  const manifest = readWebManifest(root);
  if (!manifest) return () => '';
  const linked = closure(manifest, ['index.html']);
  const tags = (keys: string[]) => {
    const { scripts, styles } = closure(manifest, keys);
    return [
      ...[...styles]
        .filter((style) => !linked.styles.has(style))
        .map((style) => `<link rel="preload" as="style" href="/${style}">`),
      ...[...scripts]
        .filter((script) => !linked.scripts.has(script))
        .map((script) => `<link rel="modulepreload" crossorigin href="/${script}">`),
    ].join('');
  };
  const byLocale = new Map(
    locales.map((locale) => {
      const shell = [SHELL, coreTexts(locale)];
      const pages = new Map(
        Object.entries(FIRST_SCREENS).map(([path, screen]) => [
          path,
          tags([...shell, screen.module, ...screen.texts.map((part) => pageTexts(locale, part))]),
        ]),
      );
      return [locale, { shell: tags(shell), pages }] as const;
    }),
  );
  return (locale, pathname) => {
    const found = byLocale.get(locale);
    return found?.pages.get(pathname) ?? found?.shell ?? '';
  };
}

/** The files and stylesheets of these chunks with those of every chunk they import, transitively. */
function closure(manifest: WebManifest, keys: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}
