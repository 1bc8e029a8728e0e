import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { NotFoundPage } from '../../areas';
import { useCurrentUser } from '../../session';
import { AdminMenu } from '../components/admin-menu';
import { OrganizationsConsole } from '../components/organizations-console';

/**
 * The admin area (/admin): the admin menu, each page with what it holds, and the organizations
 * console, where the platform's work most often starts (a new organization, its first
 * administrator).
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('nav.admin'));
  if (!user.platform_admin) return <NotFoundPage />;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('nav.admin')}</Title>
      <AdminMenu withIntros />
      <OrganizationsConsole headingLevel={2} />
    </Stack>
  );
}
