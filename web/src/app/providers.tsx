import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { TOAST_OFFSET, TOAST_Z_INDEX } from '@evenkeel/common/limits';
import { firstDayOfWeek } from '@evenkeel/common/locale';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications, useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/session/api/use-session';
import { changeLocale, currentLocale } from '../lib/i18n';
import { retryUnlessRefused } from '../lib/query-retry';
import { cssVariablesResolver, theme } from './theme';

/** A 404 or 403 shows at once: refusals are never retried (query-retry.ts). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: retryUnlessRefused() },
    mutations: { retry: false },
  },
});

/** At most three toasts at once; the others wait their turn. */
export const TOAST_LIMIT = 3;

/**
 * Toasts open below the page's header, so they never cover Crisis help, the language or the
 * menu: each time one shows, the container's top follows the header's bottom (the signed-in
 * header is fixed; the signed-out one scrolls away with the page).
 */
function ToastsBelowHeader() {
  const count = useNotifications().notifications.length;
  useLayoutEffect(() => {
    if (count === 0) return;
    let timer = 0;
    let tries = 0;
    const place = () => {
      const header = document.querySelector<HTMLElement>('header');
      // The first toast may come before the lazy layout has drawn its header: look again.
      if (!header) {
        tries += 1;
        if (tries < 50) timer = window.setTimeout(place, 100);
        return;
      }
      const bottom = header.offsetTop + header.offsetHeight;
      document.documentElement.style.setProperty('--evenkeel-header-bottom', `${bottom}px`);
    };
    place();
    return () => window.clearTimeout(timer);
  }, [count]);
  return null;
}

/** A signed-in user's profile language wins over the browser's (product.md §11). */
function LocaleFromProfile() {
  const { data: user } = useSession();
  useEffect(() => {
    if (user && user.locale !== currentLocale()) void changeLocale(user.locale);
  }, [user]);
  return null;
}

/** Dates follow the interface language: weeks start on Monday in French (spec §1). */
function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: firstDayOfWeek(locale) }}>{children}</DatesProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <LocalisedDates>
          {/* Toasts top-right, 15 px from the edge and below the header (spec §9). */}
          <Notifications
            position="top-right"
            limit={TOAST_LIMIT}
            zIndex={TOAST_Z_INDEX}
            className="evenkeel-toasts"
            style={{ '--evenkeel-toast-offset': `${TOAST_OFFSET}px` } as CSSProperties}
          />
          <ToastsBelowHeader />
          <LocaleFromProfile />
          {children}
        </LocalisedDates>
      </MantineProvider>
    </QueryClientProvider>
  );
}
