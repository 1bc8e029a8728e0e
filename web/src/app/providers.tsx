import { TOAST_OFFSET, TOAST_Z_INDEX } from '@evenkeel/common/limits';
import { firstDayOfWeek } from '@evenkeel/common/locale';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/session/api/use-session';
import { changeLocale, currentLocale } from '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false }, mutations: { retry: false } },
});

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
          {/* Toasts top-right, 15 px from the edges, above everything (spec §9). */}
          <Notifications
            position="top-right"
            zIndex={TOAST_Z_INDEX}
            className="evenkeel-toasts"
            style={{ '--evenkeel-toast-offset': `${TOAST_OFFSET}px` } as CSSProperties}
          />
          <LocaleFromProfile />
          {children}
        </LocalisedDates>
      </MantineProvider>
    </QueryClientProvider>
  );
}
