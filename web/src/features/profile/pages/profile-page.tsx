import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { HashTabs } from '../../../components/hash-tabs';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { InvitationsPanel, PendingInvitationsBanner } from '../../invitations';
import { PersonalPanel } from '../components/personal-panel';

/**
 * The first tab comes with the page; the others' code (their forms, lists and dialogs) when they
 * are opened: a member who came to change their name does not download the rest.
 */
const SecurityPanel = lazy(() =>
  import('../components/security-panel').then((module) => ({ default: module.SecurityPanel })),
);
const PermissionsPanel = lazy(() =>
  import('../../permissions').then((module) => ({ default: module.PermissionsPanel })),
);
const PreferencesPanel = lazy(() =>
  import('../../preferences').then((module) => ({ default: module.PreferencesPanel })),
);
const ChatSettingsPanel = lazy(() =>
  import('../../chat-settings').then((module) => ({ default: module.ChatSettingsPanel })),
);
const DataExportPanel = lazy(() =>
  import('../../data-exports').then((module) => ({ default: module.DataExportPanel })),
);
const AccessLogPanel = lazy(() =>
  import('../../access-log').then((module) => ({ default: module.AccessLogPanel })),
);
const DangerZone = lazy(() =>
  import('../components/danger-zone').then((module) => ({ default: module.DangerZone })),
);

function LazyPanel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

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
          {
            value: 'security',
            label: t('profile.tabs.security'),
            panel: (
              <LazyPanel>
                <SecurityPanel />
              </LazyPanel>
            ),
          },
          {
            value: 'invitations',
            label: t('profile.tabs.invitations'),
            panel: (
              <LazyPanel>
                <InvitationsPanel />
              </LazyPanel>
            ),
          },
          {
            value: 'permissions',
            label: t('profile.tabs.permissions'),
            panel: (
              <LazyPanel>
                <PermissionsPanel />
              </LazyPanel>
            ),
          },
          {
            value: 'preferences',
            label: t('profile.tabs.preferences'),
            panel: (
              <LazyPanel>
                <PreferencesPanel />
              </LazyPanel>
            ),
          },
          {
            value: 'chat',
            label: t('chat_settings.tab'),
            panel: (
              <LazyPanel>
                <ChatSettingsPanel />
              </LazyPanel>
            ),
          },
          {
            value: 'data',
            label: t('data_exports.tab'),
            panel: (
              <LazyPanel>
                <DataExportPanel />
              </LazyPanel>
            ),
          },
          {
            value: 'access',
            label: t('access_log.tab'),
            panel: (
              <LazyPanel>
                <AccessLogPanel />
              </LazyPanel>
            ),
          },
          {
            value: 'danger',
            label: t('profile.tabs.danger'),
            panel: (
              <LazyPanel>
                <DangerZone />
              </LazyPanel>
            ),
          },
        ]}
      />
    </Stack>
  );
}
