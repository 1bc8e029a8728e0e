import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import { Anchor, List, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** The admin area's pages, in the order support uses them; each label a catalogue key. */
const ITEMS = [
  {
    path: paths.adminOrganizations,
    label: 'admin.menu.organizations',
    intro: 'admin.menu.organizations_intro',
  },
  { path: paths.adminAccounts, label: 'admin.menu.accounts', intro: 'admin.menu.accounts_intro' },
  { path: paths.adminCrisisLines, label: 'admin.menu.crisis_lines', intro: 'admin.menu.crisis_lines_intro' },
  { path: paths.manageArticles, label: 'admin.menu.content', intro: 'admin.menu.content_intro' },
  { path: paths.adminDataExports, label: 'admin.menu.data_exports', intro: 'admin.menu.data_exports_intro' },
  {
    path: paths.adminMessageReports,
    label: 'admin.menu.message_reports',
    intro: 'admin.menu.message_reports_intro',
  },
] as const;

/**
 * The admin menu (issue 31): every page of the admin area from one place. Only platform
 * administrators reach the pages that show it (the shell's "Administration" item is theirs, and
 * each page's data is refused to anyone else by the server). `withIntros`: the area's own page,
 * which says what each holds.
 */
export function AdminMenu({ withIntros = false }: { withIntros?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.menu.label')}>
      <List spacing={withIntros ? 'xs' : 4} listStyleType={withIntros ? 'disc' : 'none'} pl={0}>
        {ITEMS.map((item) => (
          <List.Item key={item.path} display={withIntros ? undefined : 'inline-block'} mr="md">
            <Anchor component={NavLink} to={item.path} end fw={500}>
              {t(item.label)}
            </Anchor>
            {withIntros && (
              <Text span size="sm" c="dimmed">
                {' · '}
                {t(item.intro)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
