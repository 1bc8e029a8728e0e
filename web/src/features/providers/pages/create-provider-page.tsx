import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { ProviderForm } from '../../care';
import { useCurrentUser } from '../../session';
import { useCreateProvider } from '../api/use-create-provider';

/**
 * Where a provider invitation's Create Profile button leads: the whole profile (only the name
 * is required) accepts the invitation, then the provider lands on their profile's page.
 */
export default function CreateProviderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const create = useCreateProvider();
  useDocumentTitle(t('providers.create_title'));

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('providers.create_title')}</Title>
      <Text>{t('providers.create_intro')}</Text>
      <ProviderForm
        defaultName={user.full_name}
        submitLabel={t('invitations.create_profile')}
        pending={create.isPending}
        onSave={(attributes, onError) =>
          create.mutate(
            { invitation: params.get('invitation') ?? '', attributes },
            {
              onSuccess: (provider) => {
                showToast('success', t('providers.created'));
                navigate(provider.dashboard_path);
              },
              onError,
            },
          )
        }
      />
    </Stack>
  );
}
