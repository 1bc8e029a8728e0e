const BASE = 'http://evenkeel.invalid';

/**
 * Only paths inside the app: `next=https://elsewhere`, `//elsewhere`, `/\elsewhere` or anything
 * the URL parser reads as another host must not send anyone off-site. The answer is the path as
 * the URL parser writes it: ASCII only (other characters percent-encoded, a lone surrogate as
 * U+FFFD), so it can always be sent in a `Location` header (issue 26 §4.6: `next=/✓` was a 500).
 */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/.//elsewhere` is written `//elsewhere`, which a browser reads as another host.
  return path.startsWith('//') || path.startsWith('/\\') ? '/' : path;
}
