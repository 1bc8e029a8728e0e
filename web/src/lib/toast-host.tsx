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
 * menu. While any toast shows, the container's top follows the header's bottom: measured before
 * the first paint, and again whenever the header is replaced (the signed-out page's by the
 * signed-in shell's, the server's first paint by the app's) or changes size (its styles arrive,
 * its text wraps). A toast that comes before a header is laid out, with a height, is kept hidden
 * (`data-toasts-placed` on <html>, app/global.css) until one is, or for two seconds at most on
 * a page without one (issue 27).
 */
function ToastsBelowHeader() {
  const count = useNotifications().notifications.length;
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (count === 0) {
      // The next toast is placed afresh: the header may be another by then.
      delete root.dataset.toastsPlaced;
      return;
    }
    let observed: HTMLElement | null = null;
    const place = () => {
      const header = document.querySelector<HTMLElement>('header');
      if (header !== observed) {
        if (observed) sizes.unobserve(observed);
        observed = header;
        if (header) sizes.observe(header);
      }
      if (!header || header.offsetHeight === 0) return;
      const bottom = header.offsetTop + header.offsetHeight;
      root.style.setProperty('--evenkeel-header-bottom', `${bottom}px`);
      root.dataset.toastsPlaced = 'true';
    };
    const sizes = new ResizeObserver(place);
    // A header put in or taken out anywhere in the page (layouts load lazily).
    const changes = new MutationObserver(place);
    changes.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => {
      root.dataset.toastsPlaced = 'true';
    }, 2000);
    place();
    return () => {
      window.clearTimeout(giveUp);
      changes.disconnect();
      sizes.disconnect();
    };
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
