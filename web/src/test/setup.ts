import '@testing-library/jest-dom/vitest';

// jsdom lacks what Mantine measures with (stack-notes.md).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

// Each test starts from an empty page (Testing Library cleans up itself only with test globals).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadParts, TEXT_PARTS } from '../lib/i18n';

afterEach(() => cleanup());

// Components are tested with every text there: which parts a page loads is app/router.tsx's
// business, and lib/i18n.test.ts tests loading them.
beforeAll(async () => {
  await Promise.all([loadParts('en', TEXT_PARTS), loadParts('fr', TEXT_PARTS)]);
});
