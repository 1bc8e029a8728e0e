/** What a toast is, shared by the light API (toasts.tsx) and what draws them (toast-host.tsx). */
export type ToastKind = 'success' | 'danger' | 'warning' | 'info';

/** How long a toast stays; hovering it pauses the count. */
export const TOAST_DURATION_MS = 5000;

/** At most three toasts at once; the others wait their turn. */
export const TOAST_LIMIT = 3;

export type ToastAction = { label: string; onClick: () => void };
