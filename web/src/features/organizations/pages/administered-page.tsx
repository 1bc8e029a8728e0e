import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAdministeredPlaces } from '../api/use-administered';

/** /dashboards/groups and /dashboards/organization: the places an administrator runs, each linked. */
export default function AdministeredPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = pathname === paths.administeredOrganizations ? 'organizations' : 'groups';
  const places = useAdministeredPlaces(kind);
  const title = t(kind === 'groups' ? 'organizations.mine_groups' : 'organizations.mine_organizations');
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={800}>
      <Title order={1}>{title}</Title>
      {places.isPending ? (
        <Loader role="status" aria-label={t('layout.loading')} />
      ) : (places.data ?? []).length === 0 ? (
        <Text c="gray.7">{t('organizations.mine_none')}</Text>
      ) : (
        <List spacing="xs">
          {(places.data ?? []).map((place) => (
            <List.Item key={place.id}>
              <Anchor component={Link} to={place.path}>
                {place.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
