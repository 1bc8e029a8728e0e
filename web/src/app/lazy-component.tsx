import { type ComponentType, lazy } from 'react';
import { loadOnce } from '../lib/load-once';

/**
 * A component whose code loads on first need, like React.lazy, but drawn at once when its code
 * has already arrived (preloaded with the page's address, or on a link's hover). React.lazy
 * suspends on its first render even then, and a page that suspends shows its loader; React then
 * keeps that loader at least 300 ms (its throttle of revealed content), which was most of a
 * member's wait for a page whose code was already there (bench/first-heading.ts).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(preload);
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
