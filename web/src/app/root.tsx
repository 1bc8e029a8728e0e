import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { focusHeadingWhenShown } from '../lib/focus';
import { consumeFlash } from '../lib/toasts';

/**
 * Shows the server's flash message (after a form post and redirect) as a toast, and after each
 * move to another page puts focus on that page's h1 (not on the first load: the skip link stays first).
 */
export function Root() {
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location may bring a new flash.
  useEffect(() => consumeFlash(), [location.key]);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    return focusHeadingWhenShown();
  }, [location.pathname]);
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
