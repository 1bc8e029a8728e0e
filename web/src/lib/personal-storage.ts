/**
 * Personal data the browser keeps during a visit (a check-up in progress) lives in
 * sessionStorage under this prefix, and sign-out removes all of it (security checklist 17).
 */
const PREFIX = 'evenkeel:personal:';

export function personalKey(name: string): string {
  return `${PREFIX}${name}`;
}

export function clearPersonalStorage(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}
