import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useSession } from '../features/session/api/use-session';
import { changeLocale, currentLocale } from '../lib/i18n';
import { retryUnlessRefused } from '../lib/query-retry';
import { useToastsRequested } from '../lib/toasts';
import { cssVariablesResolver, theme } from './theme';

/** A 404 or 403 shows at once: refusals are never retried (query-retry.ts). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: retryUnlessRefused() },
    mutations: { retry: false },
  },
});

/** The toasts' container loads with the first toast (lib/toasts.tsx), not with every page. */
const ToastHost = lazy(() => import('../lib/toast-host'));

function Toasts() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/** A signed-in user's profile language wins over the browser's (product.md §11). */
function LocaleFromProfile() {
  const { data: user } = useSession();
  useEffect(() => {
    if (user && user.locale !== currentLocale()) void changeLocale(user.locale);
  }, [user]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        <LocaleFromProfile />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
