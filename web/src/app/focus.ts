/**
 * Moves keyboard focus to a heading once it is on screen (a lazy page or its data may still be
 * loading): after a route change, the page's h1; after an onboarding step, the step's heading.
 * Screen readers then read where the person is instead of staying on <body>. Gives up after a
 * few seconds, and leaves focus alone when the person has already moved it into the page.
 */
export function focusHeadingWhenShown(selector = 'main h1', timeoutMs = 5000): () => void {
  const started = performance.now();
  let frame = 0;
  const startedOn = document.activeElement;
  const attempt = () => {
    const active = document.activeElement;
    const moved = active !== startedOn && active !== document.body && active?.closest('main');
    if (moved) return;
    const heading = document.querySelector<HTMLElement>(selector);
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return;
    }
    if (performance.now() - started < timeoutMs) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
