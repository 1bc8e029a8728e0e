import { DEFAULT_LOCALE } from '@evenkeel/common/locale';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The app's languages (en, fr) are in every browser's ICU data, so a message's locale needs no
 * lookup. FormatJS's own resolveLocale asks `Intl.NumberFormat.supportedLocalesOf`, which makes
 * the browser list every locale it knows on first call: 30–60 ms of the first page's render on a
 * phone (bench/main-thread.ts), for an answer known in advance. Set before any message is
 * formatted (main.tsx imports this first).
 */
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? DEFAULT_LOCALE));
