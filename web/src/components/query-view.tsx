import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import NotFoundPage from './not-found-page';
import { useDocumentTitle } from './use-document-title';

/** What QueryView needs of a TanStack query (`useQuery`'s result). */
type Asked<T> = { isPending: boolean; error: Error | null; data: T | undefined };

/**
 * What a page shows of what it asked the server, decided in one place: a loader while nothing
 * has come; the page (`children`) once its data is there, even when a later refresh failed; the
 * not-found page for a 404 or an empty answer; a refusal for a 403; for any other failure an
 * alert that says something went wrong, never "not found" (the item may well exist).
 */
export function QueryView<T>({
  query,
  loadingLabel,
  children,
}: {
  query: Asked<T>;
  /** The loader's accessible name, when the page says more than "Loading". */
  loadingLabel?: string;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined && query.data !== null) return children(query.data);
  if (query.isPending) return <Loader role="status" aria-label={loadingLabel ?? t('layout.loading')} />;
  const status = query.error instanceof ApiRequestError ? query.error.status : undefined;
  if (!query.error || status === 404) return <NotFoundPage />;
  if (status === 403) return <RefusedPage />;
  return (
    <Alert color="red" role="alert">
      {failure(query.error, t)}
    </Alert>
  );
}

/** The server's own words for a refused request; ours when it failed (5xx) or never answered. */
function failure(error: Error, t: ReturnType<typeof useTranslation>['t']): string {
  if (!(error instanceof ApiRequestError)) return t('errors.generic');
  if (error.status >= 500) return t('errors.server');
  return error.errors[0]?.detail || t('errors.generic');
}

/** A 403: the item exists, this person may not see it. */
function RefusedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('not_found.refused_title'));
  return (
    <Stack gap="md">
      <Title order={1}>{t('not_found.refused_title')}</Title>
      <Text>{t('not_found.refused_body')}</Text>
      <Anchor component={Link} to={paths.home}>
        {t('not_found.home')}
      </Anchor>
    </Stack>
  );
}
