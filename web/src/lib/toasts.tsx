import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

export type ToastKind = 'success' | 'danger' | 'warning' | 'info';

const colors: Record<ToastKind, string> = { success: 'teal', danger: 'red', warning: 'yellow', info: 'blue' };

/** How long a toast stays; hovering it pauses the count. */
export const TOAST_DURATION_MS = 5000;

let toastCount = 0;

export type ToastAction = { label: string; onClick: () => void };

/**
 * Flash messages are top-right toasts (spec §2), below the header. Every toast closes by
 * itself after a few seconds, errors too; only one that holds an action stays until it is
 * used or dismissed. Messages that must stay belong in the page, not in a toast.
 */
export function showToast(kind: ToastKind, message: string, options: { action?: ToastAction } = {}): void {
  const { action } = options;
  toastCount += 1;
  const id = `toast-${toastCount}`;
  notifications.show({
    id,
    color: colors[kind],
    message: action ? (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            action.onClick();
            notifications.hide(id);
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    autoClose: action ? false : TOAST_DURATION_MS,
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
