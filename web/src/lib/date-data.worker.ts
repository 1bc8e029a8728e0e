/**
 * Formats one date in the language it is sent, then says so (lib/date-data.ts): the browser's date
 * data it loads to do that is kept for the whole page, main thread included.
 */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage: (message: unknown) => void;
};
scope.onmessage = (event) => {
  new Intl.DateTimeFormat(event.data, { dateStyle: 'long' }).format(0);
  scope.postMessage('ready');
};
