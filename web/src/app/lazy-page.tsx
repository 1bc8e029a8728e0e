import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts, type TextPart, useTexts } from '../lib/i18n';
import { lazyComponent } from './lazy-component';
import { queryClient } from './providers';

/** A page whose code loads when first needed; `preload()` starts that earlier (app/preload.ts). */
export type Page = {
  Component: ComponentType;
  texts: readonly TextPart[];
  preload: () => Promise<unknown>;
  /** What loads the page's code (router.test.ts reads which module it names). */
  load: () => Promise<{ default: ComponentType }>;
};

/**
 * `texts`: the parts of the web catalogue the page shows beyond the core ones (lib/i18n.ts), loaded
 * beside its code, in the language of the moment. A part left out still shows, one request later.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly TextPart[] = [],
  data?: (client: QueryClient) => Promise<unknown>[],
): Page {
  const { Component, preload: loadCode } = lazyComponent(load);
  return {
    Component,
    texts,
    load,
    // `data`: what the page reads first, asked for beside its code rather than once it shows. The
    // preload settles once it is in too (a failed read settles it as well: the page shows why), so
    // that a member's first render draws the page with its data in one go, in slices (main.tsx),
    // rather than drawing it empty and again, unsliced, as each answer comes in.
    preload: () => Promise.all([loadCode(), loadTexts(texts), ...(data?.(queryClient) ?? [])]),
  };
}

/**
 * A page, once its texts are in. It has no loader of its own: while its code or texts load after a
 * click, the page being left stays on screen (the move is a transition, and the one Suspense
 * boundary, in Root (root.tsx), is already shown), and the new page appears as soon as it is
 * ready. A loader of its own would show at once and then, by React's throttle, stay at least 300 ms.
 */
export function page({ Component, texts }: Page) {
  return (
    <PageTexts texts={texts}>
      <Component />
    </PageTexts>
  );
}

/** A page shows once its texts are there in the current language (after a switch too). */
function PageTexts({ texts, children }: { texts: readonly TextPart[]; children: ReactNode }) {
  useTexts(texts);
  return children;
}

/** Who may see a route's pages: its area's guard, in the route's `handle` (see `pageAt`, router.tsx). */
export type AreaHandle = { area: 'signed-in' | 'signed-out' | 'open' | 'home' };
/** The page a route shows, in its `handle`. */
export type PageHandle = { page: Page };

/** A route showing one page, named in its handle so that it can be preloaded. */
export const route = (path: string, shown: Page): RouteObject => ({
  path,
  element: page(shown),
  handle: { page: shown },
});
