import type { catalogues } from './catalogues';

/** Every dotted path to a message in a catalogue object: `errors.not_found`, `email.reset.subject`. */
export type MessageKey<T, Prefix extends string = ''> = T extends string
  ? Prefix extends `${infer Path}.`
    ? Path
    : never
  : { [K in keyof T & string]: MessageKey<T[K], `${Prefix}${K}.`> }[keyof T & string];

type English = (typeof catalogues)['en'];

/** The keys the server may translate: the `common` and `server` namespaces, from English. */
export type ServerMessageKey =
  | MessageKey<English['common']>
  | MessageKey<English['server']>
  | `server:${MessageKey<English['server']>}`;
