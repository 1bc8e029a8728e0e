import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { MessageButton } from '../../chat';
import { useCurrentUser } from '../../session';
import { useProvider, useUpdateProvider } from '../api/use-providers';
import { ActiveToggle } from '../components/active-toggle';
import { LicencesSection } from '../components/licences-section';
import { ProviderCard } from '../components/provider-card';
import { ProviderForm } from '../components/provider-form';

/**
 * A provider's page (its `dashboard_path`): the profile as members see it, its bio, its licences
 * on request (`view_documents`), and for its owner the editor (`update`); for the organization's
 * administrators, deactivation.
 */
export default function ProviderPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const user = useCurrentUser();
  const provider = useProvider(slug);
  const update = useUpdateProvider();
  useDocumentTitle(provider.data?.display_name ?? t('nav.care'));

  return (
    <QueryView query={provider}>
      {(found) => {
        const editable = can(found, 'update');
        return (
          <Stack gap="lg" maw={720}>
            <Title order={1}>{found.display_name}</Title>
            {found.user_id && can(found, 'message') && (
              <Group>
                <MessageButton userId={found.user_id} name={found.display_name} />
              </Group>
            )}
            <ProviderCard provider={found} headingOrder={2} actions={<ActiveToggle provider={found} />} />
            {found.bio && (
              <section aria-labelledby="provider-bio">
                <Title order={2} size="h3" id="provider-bio">
                  {t('care.about')}
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{found.bio}</Text>
              </section>
            )}
            <LicencesSection provider={found} />
            {editable && (
              <>
                <Divider />
                <section aria-labelledby="provider-edit">
                  <Stack gap="md">
                    <Title order={2} size="h3" id="provider-edit">
                      {t('care.edit_profile')}
                    </Title>
                    <ProviderForm
                      key={found.id}
                      provider={found}
                      defaultName={user.full_name}
                      submitLabel={t('care.save_profile')}
                      pending={update.isPending}
                      savePicture={(url) =>
                        update.mutateAsync({ slug: found.id, attributes: { picture_url: url } })
                      }
                      onSave={(attributes, onError) =>
                        update.mutate(
                          { slug: found.id, attributes },
                          { onSuccess: () => showToast('success', t('care.profile_saved')), onError },
                        )
                      }
                    />
                  </Stack>
                </section>
              </>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
