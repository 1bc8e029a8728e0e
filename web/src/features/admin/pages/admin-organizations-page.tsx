import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { NotFoundPage } from '../../areas';
import { useCurrentUser } from '../../session';
import { AdminMenu } from '../components/admin-menu';
import { OrganizationsConsole } from '../components/organizations-console';

/** /admin/organizations: every organization, its state in words, its members count (issue 31). */
export default function AdminOrganizationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('admin.organizations'));
  if (!user.platform_admin) return <NotFoundPage />;
  return (
    <Stack gap="lg" maw={960}>
      <AdminMenu />
      <OrganizationsConsole headingLevel={1} />
    </Stack>
  );
}
