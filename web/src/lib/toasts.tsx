import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

export type ToastKind = 'success' | 'danger' | 'warning' | 'info';

const colors: Record<ToastKind, string> = { success: 'teal', danger: 'red', warning: 'yellow', info: 'blue' };

/** Flash messages are top-right toasts (spec §2); errors stay until dismissed. */
export function showToast(kind: ToastKind, message: string): void {
  notifications.show({
    color: colors[kind],
    message,
    autoClose: kind === 'danger' ? false : 5000,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18next.t('layout.close_message') },
    role: kind === 'danger' ? 'alert' : 'status',
  } as Parameters<typeof notifications.show>[0]);
}

/** The cookie a classic form post sets before its redirect (server/src/http/flash.ts). */
export const FLASH_COOKIE = 'evenkeel_flash';

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
