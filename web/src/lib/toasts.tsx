import { useSyncExternalStore } from 'react';

export { TOAST_DURATION_MS, TOAST_LIMIT, type ToastAction, type ToastKind } from './toast-kinds';

import type { ToastAction, ToastKind } from './toast-kinds';

/**
 * Whether any toast was asked for yet. The toasts' code (toast-host.tsx: Mantine's notifications,
 * portal and transitions) loads with the first one; until then no page pays for it.
 */
let requested = false;
const listeners = new Set<() => void>();

/** True once a toast was asked for: the providers then mount the toasts' container. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}

/**
 * Flash messages are top-right toasts (spec §2), below the header. Every toast closes by
 * itself after a few seconds, errors too; only one that holds an action stays until it is
 * used or dismissed. Messages that must stay belong in the page, not in a toast.
 */
export function showToast(kind: ToastKind, message: string, options: { action?: ToastAction } = {}): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('./toast-host').then((host) => host.showToastNow(kind, message, options));
}

/** The cookie a classic form post sets before its redirect (server/src/http/flash.ts). */
export const FLASH_COOKIE = 'evenkeel_flash';

/**
 * A message for the next page when that page is the server's (a signed-out page: sign-in after the
 * account is deleted), which shows it as the app's toasts do; the same cookie as a form post's.
 */
export function flashNextPage(kind: ToastKind, message: string): void {
  document.cookie = `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify({ type: kind, message }))}; Max-Age=60; Path=/; SameSite=Lax`;
}

/** Shows the server's flash message once, then deletes the cookie. */
export function consumeFlash(): void {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    ?.slice(FLASH_COOKIE.length + 1);
  if (!raw) return;
  document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    const flash = JSON.parse(decodeURIComponent(raw)) as { type?: string; message?: unknown };
    const kind = (['success', 'danger', 'warning', 'info'] as const).find((k) => k === flash.type) ?? 'info';
    if (typeof flash.message === 'string' && flash.message) showToast(kind, flash.message);
  } catch {
    // A malformed cookie carries nothing worth showing.
  }
}
