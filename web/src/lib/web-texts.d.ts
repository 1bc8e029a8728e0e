/** The loaders of the interface's texts, one per language and part (web/scripts/web-texts.ts). */
declare module 'virtual:web-texts' {
  import type { WebCatalogue } from '@evenkeel/common/i18n/web-catalogues';

  type Web = WebCatalogue['web'];
  type Loaders = {
    /** The common catalogue and the core parts (lib/core-text-parts.ts), in one module. */
    core: () => Promise<{ default: { common: WebCatalogue['common']; web: Partial<Web> } }>;
    web: { [Part in keyof Web]: () => Promise<{ default: Pick<Web, Part> }> };
  };
  export const textLoaders: Record<'en' | 'fr', Loaders>;
}
