/** What focus moves to: an element, a selector, or a function that finds it once it exists. */
export type FocusTarget =
  | HTMLElement
  | string
  | null
  | undefined
  | { readonly current: HTMLElement | null }
  | (() => HTMLElement | null | undefined);

const resolve = (target: FocusTarget): HTMLElement | null | undefined => {
  if (typeof target === 'string') return document.querySelector<HTMLElement>(target);
  if (typeof target === 'function') return target();
  if (target && 'current' in target) return target.current;
  return target;
};

const usable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element &&
  element.isConnected &&
  element.getClientRects().length > 0 &&
  !element.matches(':disabled, [data-loading]') &&
  !element.closest('[inert]') &&
  // Never behind a dialog still open (or closing): its own focus return comes first.
  [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].every((dialog) =>
    dialog.contains(element),
  );

/**
 * Moves keyboard focus to what an action changed (docs/decisions/0018-focus-and-names.md): the page's
 * h1 after a move, the button that saved a form once it is usable again, the heading of the list
 * a row left, the heading of what replaced a control. Waits, frame by frame, until the target is
 * drawn and usable (a lazy page, a query refetching, a button still loading); if a re-render
 * replaces the element focused and focus falls back to <body>, focuses its successor. Gives up
 * after `timeoutMs`, and stops as soon as the person moves focus elsewhere themselves.
 * Elements not focusable by nature get tabindex="-1". Returns a function that cancels it.
 */
export function focusOutcome(target: FocusTarget, timeoutMs = 5000): () => void {
  const started = performance.now();
  const startedOn = document.activeElement;
  let focusedByUs: Element | null = null;
  let frame = 0;
  const attempt = () => {
    const active = document.activeElement;
    const idle = !active || active === document.body || active === startedOn || active === focusedByUs;
    if (!idle) return;
    if (!focusedByUs || active !== focusedByUs) {
      const element = resolve(target);
      if (usable(element)) {
        if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus();
        focusedByUs = element;
      }
    }
    if (performance.now() - started < timeoutMs) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

const NEXT_PAGE_KEY = 'evenkeel.focus-next-page';

/**
 * Before a classic form post (the page reloads after the server's redirect): names the control
 * that should hold focus on the page that follows, which calls `focusIfNamedBefore` with that name.
 */
export function focusOnNextPage(name: string): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, name);
  } catch {
    // Storage refused (private mode): focus starts at the top, as on any page load.
  }
}

/** On the page after a classic form post, focuses the target if the post named it. */
export function focusIfNamedBefore(name: string, target: FocusTarget): () => void {
  let named = false;
  try {
    named = sessionStorage.getItem(NEXT_PAGE_KEY) === name;
    if (named) sessionStorage.removeItem(NEXT_PAGE_KEY);
  } catch {
    return () => {};
  }
  return named ? focusOutcome(target) : () => {};
}
