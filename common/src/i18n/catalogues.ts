import enCommon from '../locales/en/common.json';
import enServer from '../locales/en/server.json';
import enWeb from '../locales/en/web.json';
import frCommon from '../locales/fr/common.json';
import frServer from '../locales/fr/server.json';
import frWeb from '../locales/fr/web.json';

/** Catalogues by language and namespace: `common` is shared, `server` is e-mails and API texts, `web` the UI. */
export const catalogues = {
  en: { common: enCommon, server: enServer, web: enWeb },
  fr: { common: frCommon, server: frServer, web: frWeb },
} as const;
export const NAMESPACES = ['common', 'server', 'web'] as const;
export type Namespace = (typeof NAMESPACES)[number];
