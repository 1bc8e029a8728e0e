import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { TOAST_OFFSET, TOAST_Z_INDEX } from '@evenkeel/common/limits';
import { Button, Group, Text } from '@mantine/core';
import { Notifications, notifications, useNotifications } from '@mantine/notifications';
import { type CSSProperties, useLayoutEffect } from 'react';
import { t } from './i18n';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastAction, type ToastKind } from './toast-kinds';

/**
 * What draws the toasts: Mantine's notifications, their container, portal and transitions.
 * Loaded with the first toast (toasts.tsx), not with every page.
 */

const colors: Record<ToastKind, string> = { success: 'teal', danger: 'red', warning: 'yellow', info: 'blue' };

let toastCount = 0;

/**
 * Flash messages are top-right toasts (spec §2), below the header. Every toast closes by
 * itself after a few seconds, errors too; only one that holds an action stays until it is
 * used or dismissed. Messages that must stay belong in the page, not in a toast.
 */
export function showToastNow(kind: ToastKind, message: string, options: { action?: ToastAction } = {}): void {
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
    closeButtonProps: { 'aria-label': t('layout.close_message') },
    role: kind === 'danger' ? 'alert' : 'status',
  } as Parameters<typeof notifications.show>[0]);
}

/**
 * Toasts open below the page's header, so they never cover Crisis help, the language or the
 * menu: each time one shows, the container's top follows the header's bottom (the signed-in
 * header is fixed; the signed-out one scrolls away with the page).
 */
function ToastsBelowHeader() {
  const count = useNotifications().notifications.length;
  useLayoutEffect(() => {
    if (count === 0) return;
    let timer = 0;
    let tries = 0;
    const place = () => {
      const header = document.querySelector<HTMLElement>('header');
      // The first toast may come before the lazy layout has drawn its header: look again.
      if (!header) {
        tries += 1;
        if (tries < 50) timer = window.setTimeout(place, 100);
        return;
      }
      const bottom = header.offsetTop + header.offsetHeight;
      document.documentElement.style.setProperty('--evenkeel-header-bottom', `${bottom}px`);
    };
    place();
    return () => window.clearTimeout(timer);
  }, [count]);
  return null;
}

/** The toasts' container: top-right, 15 px from the edge and below the header (spec §9). */
export default function ToastHost() {
  return (
    <>
      <Notifications
        position="top-right"
        limit={TOAST_LIMIT}
        zIndex={TOAST_Z_INDEX}
        className="evenkeel-toasts"
        style={{ '--evenkeel-toast-offset': `${TOAST_OFFSET}px` } as CSSProperties}
      />
      <ToastsBelowHeader />
    </>
  );
}
