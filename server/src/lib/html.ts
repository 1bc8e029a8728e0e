/**
 * The one HTML escape for every page the server renders (crisis help, unsubscribe, the
 * development outbox): anything that reaches a page from data or the request goes through it,
 * in text and in quoted attribute values alike.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
