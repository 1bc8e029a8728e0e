import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Avatar, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { showToast } from '../../../lib/toasts';
import { useActOnInvitation } from '../api/use-act-on-invitation';
import { type UserCard, useGroup, useOrganization } from '../api/use-enrichment';
import type { Decision } from '../api/use-invitation-decisions';
import type { Invitation } from '../api/use-invitations';
import { useResendVerification } from '../api/use-resend-verification';
import { PeoplePictures } from './people-pictures';
import { SharingDisclosure } from './sharing-disclosure';

/** The sentence that says what accepting means, per scope and role. */
function explanationKey(invitation: Invitation) {
  switch (invitation.scope) {
    case 'organization':
      return invitation.role === 'administrator'
        ? 'invitations.explain.organization_administrator'
        : 'invitations.explain.organization_member';
    case 'group':
      return invitation.role === 'administrator'
        ? 'invitations.explain.group_administrator'
        : 'invitations.explain.group_reporter';
    case 'provider':
      return 'invitations.explain.provider';
    default:
      return 'invitations.explain.connection';
  }
}

/** The people pictured on a card: a group's administrators, an organization's administrators, or its providers. */
function usePeople(invitation: Invitation): UserCard[] {
  const organization = useOrganization(invitation.scope === 'group' ? null : invitation.organization_slug);
  const group = useGroup(invitation.scope === 'group' ? invitation.group_slug : null);
  if (invitation.scope === 'group') return group.data?.administrators ?? [];
  if (invitation.scope === 'provider') return organization.data?.providers ?? [];
  return organization.data?.administrators ?? [];
}

/** Accepting these shares check-up results: a confirmation first (spec §6, decision 0006). */
const sharesResults = (invitation: Invitation) =>
  invitation.scope === 'connection' || (invitation.scope === 'group' && invitation.role === 'reporter');

/** Why the invitee cannot accept yet, and the way out (verify the address). */
function AcceptBlocked({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const resend = useResendVerification();
  const reason = invitation.meta?.accept_blocked_reason;
  if (!reason) return null;
  if (reason !== 'email_unverified') {
    return (
      <Alert color="gray" role="status">
        {t(reason === 'expired' ? 'invitations.expired' : 'invitations.withdrawn')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" title={t('invitations.verify_title')} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('invitations.verify_body')}</Text>
        <Button
          size="compact-sm"
          variant="default"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (message) => showToast('success', message ?? t('invitations.resend_verification')),
              onError: (error) => reportApiError(error, translate),
            })
          }
        >
          {t('invitations.resend_verification')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * One pending invitation (spec §2): picture, name, what it means, who is there, and the choice.
 * Accept, Decline and Create Profile show only when the server's abilities say so.
 */
export function InvitationCard({
  invitation,
  decision,
  onDecided,
}: {
  invitation: Invitation;
  decision: Decision | undefined;
  onDecided: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const act = useActOnInvitation();
  const people = usePeople(invitation);
  const inviter = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ');
  const picture =
    invitation.scope === 'connection' ? invitation.profile_picture_url : invitation.logo_image_url;

  const [confirming, setConfirming] = useState(false);
  // Once decided, the buttons give way to the outcome: focus goes there, not to the page.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (decision) outcome.current?.focus();
  }, [decision]);
  const canAccept = can(invitation, 'accept');
  const canDecline = can(invitation, 'decline');

  const run = (action: 'accept' | 'decline') =>
    act.mutate(
      { slug: invitation.id, action },
      {
        onSuccess: () => {
          setConfirming(false);
          if (action === 'accept') showToast('success', t('invitations.accepted_toast'));
          onDecided(action === 'accept' ? 'accepted' : 'declined');
        },
        // The card stays undecided; the generic error toast says so (spec §4, §8).
        onError: () => showToast('danger', t('errors.generic')),
      },
    );

  return (
    <Card withBorder component="article" aria-labelledby={titleId} padding="md">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start">
          <Avatar
            src={picture}
            alt=""
            size="lg"
            radius={invitation.scope === 'connection' ? 'xl' : 'md'}
            color="evenkeel"
          >
            {initials(invitation.name ?? '')}
          </Avatar>
          <Stack gap={4}>
            <Title order={3} size="h4" id={titleId}>
              {invitation.name}
            </Title>
            <Text size="sm">
              {t(explanationKey(invitation), {
                name: invitation.name,
                inviter: inviter || invitation.name,
              })}
            </Text>
          </Stack>
        </Group>
        <PeoplePictures
          people={people}
          label={t(invitation.scope === 'provider' ? 'invitations.providers' : 'invitations.administrators')}
        />
        <SharingDisclosure invitation={invitation} />
        {!decision && <AcceptBlocked invitation={invitation} />}
        {decision ? (
          <Badge
            ref={outcome}
            tabIndex={-1}
            color={decision === 'accepted' ? 'evenkeel' : 'gray'}
            variant="light"
            size="lg"
            role="status"
          >
            {t(decision === 'accepted' ? 'invitations.accepted' : 'invitations.declined')}
          </Badge>
        ) : (
          <Group gap="sm">
            {canDecline && (
              <Button
                variant="default"
                onClick={() => run('decline')}
                loading={act.isPending && act.variables?.action === 'decline'}
              >
                {t('invitations.decline')}
              </Button>
            )}
            {canAccept &&
              (invitation.scope === 'provider' ? (
                <Button component={Link} to={invitation.dashboard_path}>
                  {t('invitations.create_profile')}
                </Button>
              ) : (
                <Button
                  onClick={() => (sharesResults(invitation) ? setConfirming(true) : run('accept'))}
                  loading={!confirming && act.isPending && act.variables?.action === 'accept'}
                >
                  {t('invitations.accept')}
                </Button>
              ))}
          </Group>
        )}
        <Modal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t('invitations.confirm_title')}
          centered
          // Cancelled: back to Accept. Accepted: Accept is gone, focus goes to the outcome.
          returnFocus={!decision}
          closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
        >
          <Text mb="lg">
            {t(invitation.scope === 'group' ? 'invitations.confirm_body_group' : 'invitations.confirm_body', {
              name: invitation.name,
            })}
          </Text>
          <Group justify="flex-end">
            {/* First focus on the safe choice: Enter or Space at once never shares. */}
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('invitations.confirm_cancel')}
            </Button>
            <Button
              onClick={() => run('accept')}
              loading={act.isPending && act.variables?.action === 'accept'}
            >
              {t('invitations.confirm_accept')}
            </Button>
          </Group>
        </Modal>
      </Stack>
    </Card>
  );
}
