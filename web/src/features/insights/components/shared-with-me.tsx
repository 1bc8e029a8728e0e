import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useSharers } from '../api/use-sharers';

/** The people who chose to share their insights with the member, each linked to them. */
export function SharedWithMe() {
  const { t } = useTranslation();
  const { data: sharers } = useSharers();
  if (!sharers || sharers.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="shared-with-me-title">
      <Title order={2} size="h3" id="shared-with-me-title" mb="xs">
        {t('insights.shared_with_me')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sharers.map((person) => {
          const name = `${person.first_name} ${person.last_name}`;
          return (
            <Group key={person.id} component="li" gap="sm">
              <Avatar src={person.profile_picture_url} alt="" radius="xl" size="md">
                {person.first_name.slice(0, 1)}
              </Avatar>
              <Anchor component={Link} to={person.dashboard_path}>
                {name}
              </Anchor>
              <Text size="sm" c="gray.7">
                {person.email}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
