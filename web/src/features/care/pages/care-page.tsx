import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Grid, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { useCurrentUser } from '../../session';
import { useMyOrganizations } from '../api/use-health-services';
import { NO_FILTERS, type ProviderFilters, useMyProvider, useProviderSearch } from '../api/use-providers';
import { HealthServicesOf } from '../components/health-services-of';
import { ProviderCard } from '../components/provider-card';
import { ProviderSearchForm } from '../components/provider-search-form';

const PAGE_SIZE = 20;

/**
 * The care center for members (issue 15): the providers of their organizations, searched by
 * specialty, language, modality, distance (from the member's own city at first) and whether
 * they take new clients, each saying why it matches; the organizations' health services beside.
 */
export default function CarePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('nav.care'));
  const home = user.location?.google_place_id ?? null;
  const [filters, setFilters] = useState<ProviderFilters>({ ...NO_FILTERS, near: home });
  const [nearLabel, setNearLabel] = useState(user.location?.locality ?? '');
  const [page, setPage] = useState(1);
  const search = useProviderSearch(filters, page);
  const organizations = useMyOrganizations();
  const mine = useMyProvider(user.roles.includes('provider'));
  const results = search.data?.providers ?? [];
  const total = search.data?.total ?? 0;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>{t('nav.care')}</Title>
      <Text>{t('care.intro')}</Text>
      {mine.data && (
        <Alert variant="light" color="teal" title={t('care.your_profile_title')}>
          <Anchor component={Link} to={mine.data.dashboard_path}>
            {t('care.your_profile_link')}
          </Anchor>
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <section aria-labelledby="care-providers">
            <Stack gap="md">
              <Title order={2} size="h3" id="care-providers">
                {t('care.providers_title')}
              </Title>
              <ProviderSearchForm
                filters={filters}
                nearLabel={nearLabel}
                onChange={(next, label) => {
                  setFilters(next);
                  if (label !== undefined) setNearLabel(label);
                  setPage(1);
                }}
              />
              <Text role="status" aria-live="polite" fw={500}>
                {search.isPending ? t('layout.loading') : t('care.results', { count: total })}
              </Text>
              {search.isPending ? (
                <Loader aria-hidden />
              ) : search.isError ? (
                <Alert color="red">{t('errors.generic')}</Alert>
              ) : results.length === 0 ? (
                <Text c="dimmed">{t('care.no_results')}</Text>
              ) : (
                <Stack gap="sm">
                  {results.map((provider) => (
                    <ProviderCard key={provider.id} provider={provider} />
                  ))}
                </Stack>
              )}
              {total > PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(total / PAGE_SIZE)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': t(`content.pagination.${control}`) })}
                  getItemProps={(number) => ({
                    'aria-label': t('content.pagination.page', { page: number }),
                  })}
                />
              )}
            </Stack>
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <section aria-labelledby="care-services">
            <Stack gap="md">
              <Title order={2} size="h3" id="care-services">
                {t('care.services_title')}
              </Title>
              {organizations.isPending ? (
                <Loader aria-hidden />
              ) : (organizations.data ?? []).length === 0 ? (
                <Text c="dimmed">{t('care.no_organization')}</Text>
              ) : (
                (organizations.data ?? []).map((organization) => (
                  <HealthServicesOf key={organization.id} organization={organization} />
                ))
              )}
            </Stack>
          </section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
