import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A control whose rich version's code loads on first use (issue 12: each lazy page ≤ 50 kB).
 * Until then the page draws a light stand-in with the same label, value, name and role; focusing
 * it, pointing at it or pressing it loads the rich control, which then takes its place. The
 * value lives in the caller's state, so nothing typed meanwhile is lost, and the focus and the
 * caret move to the rich control (a person typing goes on typing in the same field).
 *
 * `richOnFirstUse(() => import('./rich'))` at module level: the code is fetched once for all
 * fields of that kind, and a field drawn after it arrived is rich from the start.
 */
export type RichOnFirstUse<T> = { loaded(): T | undefined; load(): Promise<T> };

export function richOnFirstUse<T>(importer: () => Promise<T>): RichOnFirstUse<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => module,
    load: () => {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          // Offline or a new deployment: the stand-in stays usable, and the next use tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** What the stand-in carried over to the rich control: the focus, the caret, a press. */
type Carried = { focused: boolean; start: number | null; end: number | null; pressed: boolean };

/**
 * The rich control's module once loaded, `wake` for the stand-in's focus/pointer events, `press`
 * for its click (the rich control opens once there, as if it had been clicked), and the refs that
 * let the focus and caret follow: `light` on the stand-in's focusable element, `rich` on the rich
 * control's.
 */
export function useRichOnFirstUse<T, E extends HTMLElement = HTMLElement>(control: RichOnFirstUse<T>) {
  const [module, setModule] = useState(control.loaded);
  const light = useRef<E>(null);
  const rich = useRef<E>(null);
  const pressed = useRef(false);
  const carried = useRef<Carried | null>(null);

  const wake = () => {
    if (module) return;
    control.load().then(
      (loaded) => {
        const element = light.current;
        const active = element?.ownerDocument.activeElement;
        const focused = Boolean(element) && active === element;
        const input = element instanceof HTMLInputElement ? element : null;
        carried.current = {
          focused,
          start: input?.selectionStart ?? null,
          end: input?.selectionEnd ?? null,
          // A tap that did not focus (Safari does not focus buttons) still opens it, unless the
          // person has moved on to another control meanwhile.
          pressed: pressed.current && (focused || !active || active === element?.ownerDocument.body),
        };
        setModule(() => loaded);
      },
      () => {},
    );
  };
  const press = () => {
    pressed.current = true;
    wake();
  };

  useLayoutEffect(() => {
    const was = carried.current;
    const element = rich.current;
    if (!module || !was || !element) return;
    carried.current = null;
    if (was.focused) element.focus();
    if (element instanceof HTMLInputElement && was.start !== null)
      element.setSelectionRange(was.start, was.end);
    if (was.pressed) element.click();
  }, [module]);

  /** Events for the stand-in: any sign of use starts the download. */
  const wakeOn = { onFocus: wake, onPointerEnter: wake, onPointerDown: wake };
  return { module, wake, press, wakeOn, light, rich };
}
