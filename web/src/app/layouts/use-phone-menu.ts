import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * The phone menu, while open, is the page: Tab and Shift+Tab cycle through the header and the
 * menu (the page behind is inert), Esc closes it and focus goes back to the menu button
 * (WCAG 2.1.2, 2.4.3). Does nothing at widths where the menu is not a layer over the page.
 */
export function usePhoneMenu(
  opened: boolean,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
  layer: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const burger = button.current;
    const menu = layer.current;
    if (!opened || !burger || !menu || !visible(burger)) return;
    const header = burger.closest('header');
    const main = document.getElementById('main');
    main?.setAttribute('inert', '');
    const stops = () =>
      [header, menu].flatMap((part) =>
        part ? [...part.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible) : [],
      );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        burger.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const all = stops();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const inside = all.includes(active as HTMLElement);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      main?.removeAttribute('inert');
    };
  }, [opened, close, button, layer]);
}
