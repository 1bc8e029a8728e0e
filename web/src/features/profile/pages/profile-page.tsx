import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Title } from '@mantine/core';
import { HashTabs } from '../../../components/hash-tabs';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { InvitationsPanel, PendingInvitationsBanner } from '../../invitations';
import { PermissionsPanel } from '../../permissions';
import { PreferencesPanel } from '../../preferences';
import { DangerZone } from '../components/danger-zone';
import { PersonalPanel } from '../components/personal-panel';
import { SecurityPanel } from '../components/security-panel';

/** The account page: its panels are tabs that follow the hash (`/profile#permissions`). */
export default function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  return (
    <Stack gap="lg" maw={800}>
      <Title order={1}>{t('profile.title')}</Title>
      <PendingInvitationsBanner />
      <HashTabs
        label={t('profile.title')}
        tabs={[
          { value: 'personal', label: t('profile.tabs.personal'), panel: <PersonalPanel /> },
          { value: 'security', label: t('profile.tabs.security'), panel: <SecurityPanel /> },
          { value: 'invitations', label: t('profile.tabs.invitations'), panel: <InvitationsPanel /> },
          { value: 'permissions', label: t('profile.tabs.permissions'), panel: <PermissionsPanel /> },
          { value: 'preferences', label: t('profile.tabs.preferences'), panel: <PreferencesPanel /> },
          { value: 'danger', label: t('profile.tabs.danger'), panel: <DangerZone /> },
        ]}
      />
    </Stack>
  );
}
