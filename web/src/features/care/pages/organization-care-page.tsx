import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { NotFoundPage } from '../../areas';
import { useOrganization } from '../../organizations';
import { ConfirmRemove } from '../../permissions';
import { type HealthService, useDeleteHealthService, useHealthServices } from '../api/use-health-services';
import { useOrganizationProviders } from '../api/use-providers';
import { ActiveToggle } from '../components/active-toggle';
import { HealthServiceCard } from '../components/health-service-card';
import { HealthServiceForm } from '../components/health-service-form';
import { ProviderCard } from '../components/provider-card';

/**
 * An organization's care center as its administrators manage it: its providers (deactivate,
 * reactivate) and its health services (add, change, remove). Controls follow `meta.abilities`.
 */
export default function OrganizationCarePage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const organization = useOrganization(slug);
  const org = organization.data;
  const manageProviders = can(org, 'manage_providers');
  const manageServices = can(org, 'manage_health_services');
  const providers = useOrganizationProviders(slug, manageProviders);
  const services = useHealthServices(slug, Boolean(org));
  const remove = useDeleteHealthService(slug);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<HealthService | null>(null);
  useDocumentTitle(org ? t('care.manage_title', { name: org.name }) : t('nav.care'));

  return (
    <QueryView query={organization}>
      {(org) => {
        if (!manageProviders && !manageServices) return <NotFoundPage />;

        return (
          <Stack gap="lg" maw={960}>
            <Title order={1}>{t('care.manage_title', { name: org.name })}</Title>
            <Anchor component={Link} to={org.dashboard_path} w="fit-content">
              {t('care.back_to_organization', { name: org.name })}
            </Anchor>
            {manageProviders && (
              <section aria-labelledby="org-providers">
                <Stack gap="sm">
                  <Title order={2} size="h3" id="org-providers">
                    {t('care.providers_title')}
                  </Title>
                  <Text size="sm">{t('care.providers_admin_help')}</Text>
                  {providers.isPending ? (
                    <Loader aria-hidden />
                  ) : (providers.data ?? []).length === 0 ? (
                    <Text c="dimmed">{t('care.no_providers')}</Text>
                  ) : (
                    (providers.data ?? []).map((provider) => (
                      <ProviderCard
                        key={provider.id}
                        provider={provider}
                        actions={<ActiveToggle provider={provider} />}
                      />
                    ))
                  )}
                </Stack>
              </section>
            )}
            <Divider />
            <section aria-labelledby="org-services">
              <Stack gap="sm">
                <Title order={2} size="h3" id="org-services">
                  {t('care.services_title')}
                </Title>
                {services.isPending ? (
                  <Loader aria-hidden />
                ) : (services.data ?? []).length === 0 ? (
                  <Text c="dimmed">{t('care.no_services')}</Text>
                ) : (
                  (services.data ?? []).map((service) =>
                    editing === service.id ? (
                      <Stack key={service.id} gap="xs">
                        <Title order={3} size="h4">
                          {t('care.edit_service', { name: service.name })}
                        </Title>
                        <HealthServiceForm
                          organization={slug}
                          service={service}
                          onDone={() => setEditing(null)}
                        />
                        <Button variant="subtle" w="fit-content" onClick={() => setEditing(null)}>
                          {t('care.cancel')}
                        </Button>
                      </Stack>
                    ) : (
                      <HealthServiceCard
                        key={service.id}
                        service={service}
                        actions={
                          <Group gap="xs">
                            {can(service, 'update') && (
                              <Button
                                variant="default"
                                size="xs"
                                aria-label={t('care.edit_service', { name: service.name })}
                                onClick={() => setEditing(service.id)}
                              >
                                {t('care.edit')}
                              </Button>
                            )}
                            {can(service, 'delete') && (
                              <Button
                                variant="default"
                                color="red"
                                size="xs"
                                aria-label={t('care.remove_service', { name: service.name })}
                                onClick={() => setRemoving(service)}
                              >
                                {t('care.remove')}
                              </Button>
                            )}
                          </Group>
                        }
                      />
                    ),
                  )
                )}
                {manageServices && (
                  <Stack gap="xs" mt="md">
                    <Title order={3} size="h4">
                      {t('care.add_service')}
                    </Title>
                    <HealthServiceForm organization={slug} />
                  </Stack>
                )}
              </Stack>
            </section>
            <ConfirmRemove
              opened={removing !== null}
              question={t('care.remove_service_question', { name: removing?.name ?? '' })}
              confirmLabel={t('care.remove')}
              busy={remove.isPending}
              onCancel={() => setRemoving(null)}
              onConfirm={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: () => {
                    showToast('success', t('care.service_removed'));
                    setRemoving(null);
                  },
                  onError: (error) => reportApiError(error, translate),
                })
              }
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}
