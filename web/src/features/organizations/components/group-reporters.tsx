import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGroupReporters } from '../api/use-group-reporters';

/**
 * The members who report to this group, each linked to their insights (read-only): shown to
 * the group's administrators, the people the reporters chose to share with.
 */
export function GroupReporters({ slug, enabled }: { slug: string; enabled: boolean }) {
  const { t } = useTranslation();
  const { data: reporters } = useGroupReporters(slug, enabled);
  if (!reporters) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="group-reporters-title">
      <Title order={2} size="h3" id="group-reporters-title">
        {t('organizations.reporters_title')}
      </Title>
      {reporters.length === 0 ? (
        <Text c="gray.7">{t('organizations.reporters_none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reporters.map((person) => (
            <Group key={person.id} component="li" gap="sm">
              <Avatar src={person.profile_picture_url} alt="" radius="xl">
                {person.first_name.slice(0, 1)}
              </Avatar>
              <Anchor component={Link} to={person.dashboard_path}>
                {person.first_name} {person.last_name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
