import { LOG_TITLE_KEYS, type LogKind, logTitleLabelKey } from '@evenkeel/common/logs';
import type { TFunction } from '../../../lib/i18n';

type Translate = TFunction | ((key: string) => string);

const label = (t: Translate, kind: LogKind, key: string) =>
  (t as (key: string, options: { ns: string }) => string)(logTitleLabelKey(kind, key), { ns: 'common' });

/** The catalogue's suggestions for a kind, in the user's language. */
export function titleOptions(kind: LogKind, t: Translate): string[] {
  return LOG_TITLE_KEYS[kind].map((key) => label(t, kind, key));
}

/**
 * A title typed or picked that matches a catalogue label is sent as its key, so it reads in
 * each viewer's language; anything else is the member's own words.
 */
export function titleKeyFor(kind: LogKind, title: string, t: Translate): string | null {
  const wanted = title.trim().toLocaleLowerCase();
  return LOG_TITLE_KEYS[kind].find((key) => label(t, kind, key).toLocaleLowerCase() === wanted) ?? null;
}
