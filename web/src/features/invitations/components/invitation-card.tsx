import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toasts';
import type { Invitation, UserSummary } from '../api/types';
import { useActOnInvitation } from '../api/use-act-on-invitation';
import { useGroup, useOrganization } from '../api/use-enrichment';
import type { Decision } from '../api/use-invitation-decisions';
import { initials, PeoplePictures } from './people-pictures';
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
function usePeople(invitation: Invitation): UserSummary[] {
  const organization = useOrganization(invitation.scope === 'group' ? null : invitation.organization_slug);
  const group = useGroup(invitation.scope === 'group' ? invitation.group_slug : null);
  if (invitation.scope === 'group') return group.data?.administrators ?? [];
  if (invitation.scope === 'provider') return organization.data?.providers ?? [];
  return organization.data?.administrators ?? [];
}

/** One pending invitation (spec §2): picture, name, what it means, who is there, and the choice. */
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

  const run = (action: 'accept' | 'decline') =>
    act.mutate(
      { slug: invitation.id, action },
      {
        onSuccess: () => onDecided(action === 'accept' ? 'accepted' : 'declined'),
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
            {initials(invitation.name)}
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
        {decision ? (
          <Badge
            color={decision === 'accepted' ? 'evenkeel' : 'gray'}
            variant="light"
            size="lg"
            role="status"
          >
            {t(decision === 'accepted' ? 'invitations.accepted' : 'invitations.declined')}
          </Badge>
        ) : (
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => run('decline')}
              loading={act.isPending && act.variables?.action === 'decline'}
            >
              {t('invitations.decline')}
            </Button>
            {invitation.scope === 'provider' ? (
              <Button component={Link} to={invitation.dashboard_path}>
                {t('invitations.create_profile')}
              </Button>
            ) : (
              <Button
                onClick={() => run('accept')}
                loading={act.isPending && act.variables?.action === 'accept'}
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
