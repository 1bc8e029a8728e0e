import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { OnDemandModal } from '../../../components/on-demand-modal';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { OfflineCheckup } from '../lib/use-offline-checkup';

/**
 * A check-up finished on this device (decision 0026): saved and waiting for a network, sent (with
 * its score and the way to its result), another one already sent that week (the member keeps one
 * of the two), or refused with the server's reason. Focus goes to the heading as the state changes.
 */
export function OfflineCheckupStatus({ offline }: { offline: OfflineCheckup }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { entry, sent } = offline;
  const state = sent ? 'sent' : (entry?.state ?? 'none');
  useEffect(() => {
    if (state !== 'none') return focusOutcome(headingRef);
  }, [state]);

  return (
    <Stack gap="md" maw={640} data-testid="offline-checkup" data-state={state}>
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {t('checkup.title')}
      </Title>
      {sent ? (
        <>
          <Alert color="blue" variant="light" title={t('checkup_offline.sent_title')}>
            <Text size="sm" role="status">
              {t('checkup_offline.sent_body', { score: sent.score })}
            </Text>
          </Alert>
          <Button component={Link} to={paths.checkupResult} w="fit-content">
            {t('checkup.see_result')}
          </Button>
        </>
      ) : entry?.state === 'refused' ? (
        <Alert color="red" variant="light" title={t('checkup_offline.refused_title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{entry.message}</Text>
            <Button variant="default" onClick={() => void offline.drop()}>
              {t('checkup_offline.remove')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Alert color="blue" variant="light" title={t('checkup_offline.saved_title')}>
          <Text size="sm" role="status">
            {t('checkup_offline.saved_body')}
          </Text>
        </Alert>
      )}
      <OnDemandModal
        opened={entry?.state === 'conflict' && !sent}
        // The member chooses with one of the two buttons: closing must not decide for them.
        onClose={() => undefined}
        closeOnEscape={false}
        closeOnClickOutside={false}
        withCloseButton={false}
        title={t('checkup_offline.conflict_title')}
        centered
      >
        <Stack>
          <Text>{entry?.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void offline.drop()}>
              {t('checkup_offline.keep_sent')}
            </Button>
            <Button onClick={() => void offline.replace()}>{t('checkup_offline.replace')}</Button>
          </Group>
        </Stack>
      </OnDemandModal>
    </Stack>
  );
}
