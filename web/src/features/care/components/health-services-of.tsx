import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { Flat, organizationResource } from '@evenkeel/common';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useHealthServices } from '../api/use-health-services';
import { HealthServiceCard } from './health-service-card';

/** One organization's health services, as its members see them. */
export function HealthServicesOf({ organization }: { organization: Flat<typeof organizationResource> }) {
  const { t } = useTranslation();
  const services = useHealthServices(organization.id);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {organization.name}
      </Title>
      {services.isPending ? (
        <Loader aria-hidden size="sm" />
      ) : (services.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('care.no_services')}</Text>
      ) : (
        (services.data ?? []).map((service) => (
          <HealthServiceCard key={service.id} service={service} headingOrder={4} />
        ))
      )}
    </Stack>
  );
}
