import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { showToast } from '../../../lib/toasts';
import { type ResultConsent, useAnswerConsent } from '../api/use-result-consents';

/**
 * A pending consent (decision 0011): "Jordan Lee now administers Night shift. Share your
 * check-up results with them too?" Accept and Decline show only when the server's abilities
 * say so; once answered, the outcome replaces the buttons and takes the focus.
 */
export function ConsentCard({ consent }: { consent: ResultConsent }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const titleId = useId();
  const answer = useAnswerConsent();
  const name = `${consent.first_name} ${consent.last_name}`.trim();
  const decided = consent.state === 'given' || consent.state === 'declined' ? consent.state : null;
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (decided) outcome.current?.focus();
  }, [decided]);

  const run = (action: 'accept' | 'decline') =>
    answer.mutate(
      { slug: consent.id, action },
      {
        onSuccess: () => {
          if (action === 'accept') showToast('success', t('invitations.consent.accepted_toast', { name }));
        },
        // The server's own message (a role ended, already answered), as a danger toast.
        onError: (error) => reportApiError(error, translate),
      },
    );

  return (
    <Card withBorder component="article" aria-labelledby={titleId} padding="md" data-testid="consent-card">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={consent.profile_picture_url} alt="" size="lg" radius="xl" color="evenkeel">
            {initials(name)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {t('invitations.consent.title', { administrator: name, group: consent.group_name })}
            </Title>
            <Text size="sm" fw={600}>
              {t('invitations.consent.question')}
            </Text>
            <Text size="sm">{t('invitations.consent.explain')}</Text>
          </Stack>
        </Group>
        {decided ? (
          <Badge
            ref={outcome}
            tabIndex={-1}
            color={decided === 'given' ? 'evenkeel' : 'gray'}
            variant="light"
            size="lg"
            role="status"
          >
            {t(decided === 'given' ? 'invitations.accepted' : 'invitations.declined')}
          </Badge>
        ) : (
          <Group gap="sm">
            {can(consent, 'decline') && (
              <Button
                variant="default"
                onClick={() => run('decline')}
                loading={answer.isPending && answer.variables?.action === 'decline'}
              >
                {t('invitations.decline')}
              </Button>
            )}
            {can(consent, 'accept') && (
              <Button
                onClick={() => run('accept')}
                loading={answer.isPending && answer.variables?.action === 'accept'}
              >
                {t('invitations.accept')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
