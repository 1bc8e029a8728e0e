/** Only paths inside the app: `next=https://elsewhere` or `//elsewhere` must not send anyone off-site. */
export function safeNext(next: string | null | undefined): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
