import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useInvitationDecisions } from '../api/use-invitation-decisions';
import { useInvitations } from '../api/use-invitations';
import { usePendingConsents } from '../api/use-result-consents';
import { ConsentCard } from './consent-card';
import { InvitationCard } from './invitation-card';

/**
 * Pending invitations, one card each, after the pending consent cards (someone new administers
 * a group the user reports to: decision 0011); decided cards stay until the next visit.
 */
export function InvitationsPanel() {
  const { t } = useTranslation();
  const { data: invitations, isPending, isError } = useInvitations();
  const consents = usePendingConsents();
  const { decisions, decide } = useInvitationDecisions();
  if (isPending || consents.isPending) return <Loader role="status" aria-label={t('layout.loading')} />;
  if (isError || consents.isError) return <Alert color="red">{t('errors.generic')}</Alert>;
  if (invitations.length === 0 && consents.data.length === 0) return <Text>{t('invitations.empty')}</Text>;
  return (
    <Stack gap="md">
      {consents.data.map((consent) => (
        <ConsentCard key={consent.id} consent={consent} />
      ))}
      {invitations.map((invitation) => (
        <InvitationCard
          key={invitation.id}
          invitation={invitation}
          decision={decisions[invitation.id]}
          onDecided={(decision) => decide(invitation.id, decision)}
        />
      ))}
    </Stack>
  );
}
