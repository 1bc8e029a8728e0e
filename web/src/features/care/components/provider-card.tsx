import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Avatar, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import type { Provider, ProviderMeta } from '../api/use-providers';
import { languageName } from '../lib/names';
import { ContactLinks } from './contact-links';

/**
 * A provider in the care center: who they are, what they offer, why they match the search
 * (`meta.reasons`, from the server in the reader's language), how far, and how to reach them.
 */
export function ProviderCard({
  provider,
  actions,
  headingOrder = 3,
}: {
  provider: Provider;
  actions?: ReactNode;
  /** The card's heading level under the page's own headings. */
  headingOrder?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const meta = (provider.meta ?? {}) as ProviderMeta;
  const headingId = `provider-${provider.id}`;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={provider.picture_url} alt="" radius="xl" size="lg">
            {initials(provider.display_name)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={headingOrder} size="h4" id={headingId}>
              <Anchor component={Link} to={provider.dashboard_path} inherit>
                {provider.display_name}
              </Anchor>
            </Title>
            {provider.credentials && <Text size="sm">{provider.credentials}</Text>}
            <Text size="sm" c="dimmed">
              {[
                provider.location?.label,
                typeof meta.distance_km === 'number'
                  ? t('care.distance', {
                      distance: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
                        meta.distance_km,
                      ),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          {provider.specialties.map((key) => (
            <Badge key={key} variant="outline" color="teal.9">
              {t(`specialties.${key}`)}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          {[
            provider.modalities.map((key) => t(`modalities.${key}`)).join(', '),
            provider.languages.map((code) => languageName(code, i18n.language)).join(', '),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Text size="sm" fw={500} c={provider.accepting_new_clients ? 'teal.9' : 'dimmed'}>
          {provider.accepting_new_clients ? t('care.accepting') : t('care.not_accepting')}
        </Text>
        {!provider.active && (
          <Badge color="gray.8" variant="outline" w="fit-content">
            {t('care.deactivated')}
          </Badge>
        )}
        {meta.reasons && meta.reasons.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('care.why')}
            </Text>
            <List size="sm" spacing={2}>
              {meta.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </div>
        )}
        <ContactLinks
          phone={provider.phone}
          email={provider.email}
          url={provider.url}
          name={provider.display_name}
        />
        {actions}
      </Stack>
    </Paper>
  );
}
