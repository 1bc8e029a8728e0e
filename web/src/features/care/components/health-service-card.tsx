import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { HealthService } from '../api/use-health-services';
import { languageName } from '../lib/names';
import { ContactLinks } from './contact-links';

/** An organization's health service, named and described in the reader's language. */
export function HealthServiceCard({
  service,
  actions,
  headingOrder = 3,
}: {
  service: HealthService;
  actions?: ReactNode;
  /** Under an organization's own heading (the care center), one level deeper. */
  headingOrder?: 3 | 4;
}) {
  const { t, i18n } = useTranslation();
  const headingId = `service-${service.id}`;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={headingOrder} size="h4" id={headingId}>
          {service.name}
        </Title>
        <Badge variant="outline" color="grape.9" w="fit-content">
          {t(`service_categories.${service.category}`)}
        </Badge>
        {service.description && <Text size="sm">{service.description}</Text>}
        <Text size="sm" c="dimmed">
          {[
            service.hours,
            service.modalities.map((key) => t(`modalities.${key}`)).join(', '),
            service.languages.map((code) => languageName(code, i18n.language)).join(', '),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <ContactLinks phone={service.phone} email={service.email} url={service.url} name={service.name} />
        {actions}
      </Stack>
    </Paper>
  );
}
