import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { ConfirmRemove } from '../../permissions';
import { type Reporter, useGroupReporters, useRemoveReporter } from '../api/use-group-reporters';

/**
 * The members who report to this group, each linked to their insights (read-only): shown to
 * the group's administrators, the people the reporters chose to share with. `canRemove` is the
 * group's `remove_reporter` ability: a removal asks for confirmation, and the reporter is told.
 */
export function GroupReporters({
  slug,
  groupName,
  enabled,
  canRemove,
}: {
  slug: string;
  groupName: string;
  enabled: boolean;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { data: reporters } = useGroupReporters(slug, enabled);
  const remove = useRemoveReporter(slug);
  const [asked, setAsked] = useState<Reporter | null>(null);
  if (!enabled || !reporters) return null;
  const name = (person: Reporter) => `${person.first_name} ${person.last_name}`;

  const confirm = () => {
    if (!asked) return;
    remove.mutate(asked, {
      onSuccess: (person) => {
        showToast('success', t('organizations.reporter_removed', { name: name(person) }));
        setAsked(null);
      },
      onError: (error) => {
        reportApiError(error, translate);
        setAsked(null);
      },
    });
  };

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
            <Group key={person.id} component="li" gap="sm" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={person.profile_picture_url} alt="" radius="xl">
                  {person.first_name.slice(0, 1)}
                </Avatar>
                {/* A link only where the reporter consented to this reader (decision 0011). */}
                {person.shares_results ? (
                  <Anchor component={Link} to={person.dashboard_path}>
                    {name(person)}
                  </Anchor>
                ) : (
                  <Text>{name(person)}</Text>
                )}
              </Group>
              {canRemove && (
                <Button
                  variant="default"
                  size="compact-sm"
                  mih={44}
                  aria-label={t('organizations.remove_reporter', { name: name(person) })}
                  onClick={() => setAsked(person)}
                >
                  {t('organizations.remove')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmRemove
        opened={asked !== null}
        question={
          asked ? t('organizations.remove_reporter_question', { name: name(asked), group: groupName }) : ''
        }
        confirmLabel={t('organizations.remove_reporter_confirm')}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}
