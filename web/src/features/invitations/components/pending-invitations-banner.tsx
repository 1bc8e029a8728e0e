import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useInvitationDecisions } from '../api/use-invitation-decisions';
import { useInvitations } from '../api/use-invitations';
import { usePendingConsents } from '../api/use-result-consents';

/**
 * Shown while any invitation or consent card waits for an answer; hidden once every one is
 * decided (spec §2, decision 0011).
 */
export function PendingInvitationsBanner() {
  const { t } = useTranslation();
  const { data: invitations = [] } = useInvitations();
  const { data: consents = [] } = usePendingConsents();
  const { decisions } = useInvitationDecisions();
  const pending =
    invitations.filter((invitation) => !decisions[invitation.id]).length +
    consents.filter((consent) => consent.state === 'pending').length;
  if (pending === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('invitations.banner.title', { count: pending })}
      data-testid="pending-invitations-banner"
    >
      {t('invitations.banner.body')}{' '}
      <Anchor component={Link} to="/profile#invitations">
        {t('invitations.banner.link')}
      </Anchor>
    </Alert>
  );
}
