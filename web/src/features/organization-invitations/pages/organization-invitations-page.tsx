import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { ORGANIZATION_INVITATION_STATES } from '@evenkeel/common';
import { Anchor, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useOrganization } from '../../organizations';
import { ConfirmRemove } from '../../permissions';
import {
  type OrganizationInvitation,
  type StateFilter,
  useOrganizationInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from '../api/use-organization-invitations';
import { ImportForm } from '../components/import-form';
import { InvitationsList } from '../components/invitations-list';

const TITLE_ID = 'organization-invitations-title';
const COUNT_ID = 'organization-invitations-count';

/** The element of a row that is drawn (the table's or the card's), for focus. */
const visibleIn = (selector: string) => () =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.offsetParent !== null) ??
  null;

/**
 * An organization's invitations, for its administrators (issue 31): every state, filtered,
 * more pages on demand; Resend and Revoke (after a confirmation) where the server allows; and
 * many invitations at once from a CSV, with each line not invited said with its reason.
 */
export default function OrganizationInvitationsPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const organization = useOrganization(slug);
  const name = organization.data?.name ?? '';
  const [state, setState] = useState<StateFilter>('');
  const invitations = useOrganizationInvitations(slug, state);
  const resend = useResendInvitation(slug);
  const revoke = useRevokeInvitation(slug);
  const [asked, setAsked] = useState<OrganizationInvitation | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const title = t('invitations_console.title', { name });
  useDocumentTitle(title);

  const failed = (error: unknown) => {
    reportApiError(error, translate);
    setBusy(null);
  };
  const resendOne = (invitation: OrganizationInvitation) => {
    setBusy(`resend:${invitation.id}`);
    resend.mutate(invitation, {
      onSuccess: () => {
        showToast('success', t('invitations_console.resent', { email: invitation.email }));
        setBusy(null);
        // A resend gives it a new id: the list's count, refreshed, is what changed.
        focusOutcome(`#${COUNT_ID}`);
      },
      onError: failed,
    });
  };
  const confirmRevoke = () => {
    if (!asked) return;
    revoke.mutate(asked, {
      onSuccess: (invitation) => {
        showToast('success', t('invitations_console.revoked', { email: invitation.email }));
        setAsked(null);
        focusOutcome(visibleIn(`[data-invitation="${invitation.id}"] [data-invitation-email]`));
      },
      onError: (error) => {
        setAsked(null);
        failed(error);
      },
    });
  };
  const loadMore = () => {
    const shown = invitations.data?.pages.flatMap((page) => page.invitations).length ?? 0;
    void invitations.fetchNextPage().then(() => {
      focusOutcome(
        () =>
          [...document.querySelectorAll<HTMLElement>('[data-invitation-email]')].filter(
            (element) => element.offsetParent !== null,
          )[shown] ?? null,
      );
    });
  };

  return (
    <Stack gap="md">
      <Title order={1} id={TITLE_ID}>
        {title}
      </Title>
      <Text>{t('invitations_console.intro')}</Text>
      <Anchor component={Link} to={generatePath(paths.organizationMembers, { slug })} w="fit-content">
        {t('invitations_console.members_link')}
      </Anchor>
      <ImportForm slug={slug} />
      <NativeSelect
        label={t('invitations_console.filter_label')}
        value={state}
        onChange={(event) => {
          setState(event.currentTarget.value as StateFilter);
          focusOutcome(`#${COUNT_ID}`);
        }}
        data={[
          { value: '', label: t('invitations_console.filter_all') },
          ...ORGANIZATION_INVITATION_STATES.map((value) => ({
            value,
            label: t(`invitations_console.state_${value}`),
          })),
        ]}
        w={240}
        maw="100%"
      />
      <QueryView query={invitations}>
        {(data) => {
          const rows = data.pages.flatMap((page) => page.invitations);
          const total = data.pages[0]?.total ?? 0;
          return (
            <Stack gap="sm">
              <Text id={COUNT_ID} tabIndex={-1} role="status">
                {t('invitations_console.count', { count: total })}
              </Text>
              {rows.length === 0 ? (
                <Text>{t('invitations_console.none')}</Text>
              ) : (
                <InvitationsList
                  invitations={rows}
                  label={t('invitations_console.list_label')}
                  onResend={resendOne}
                  onRevoke={setAsked}
                  busy={busy}
                />
              )}
              {invitations.hasNextPage && (
                <Button
                  variant="default"
                  w="fit-content"
                  loading={invitations.isFetchingNextPage}
                  onClick={loadMore}
                >
                  {t('invitations_console.load_more')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryView>
      <ConfirmRemove
        opened={asked !== null}
        question={asked ? t('invitations_console.revoke_question', { email: asked.email }) : ''}
        confirmLabel={t('invitations_console.revoke_confirm')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}
