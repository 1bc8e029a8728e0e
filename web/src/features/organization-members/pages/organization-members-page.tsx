import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useCreateInvitation } from '../../invitations';
import { useOrganization } from '../../organizations';
import { ConfirmRemove } from '../../permissions';
import {
  csvHref,
  type MemberSort,
  type OrganizationMember,
  useDemoteMember,
  useOrganizationMembers,
  useRemoveMember,
} from '../api/use-organization-members';
import { fullName, MembersTable } from '../components/members-table';

const TITLE_ID = 'organization-members-title';

/**
 * An organization's members, for its administrators (issue 31): search, sort by a column's
 * header, more pages on demand, the CSV of what is shown, and per row what the server allows
 * (remove after a confirmation that says what it changes, make administrator by invitation,
 * remove administrator). Never a result: the API sends none.
 */
export default function OrganizationMembersPage() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const organization = useOrganization(slug);
  const name = organization.data?.name ?? '';
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<MemberSort>('name');
  const members = useOrganizationMembers(slug, q, sort);
  const remove = useRemoveMember(slug);
  const demote = useDemoteMember(slug);
  const invite = useCreateInvitation();
  const [asked, setAsked] = useState<OrganizationMember | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const title = t('organization_members.title', { name });
  useDocumentTitle(title);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    focusOutcome('#organization-members-count');
  };
  const failed = (error: unknown) => {
    reportApiError(error, translate);
    setBusy(null);
  };
  const confirmRemove = () => {
    if (!asked) return;
    remove.mutate(asked, {
      onSuccess: (member) => {
        showToast('success', t('organization_members.removed', { name: fullName(member) }));
        setAsked(null);
        // The row left the list: focus its heading (decision 0018).
        focusOutcome(`#${TITLE_ID}`);
      },
      onError: (error) => {
        setAsked(null);
        failed(error);
      },
    });
  };
  const promote = (member: OrganizationMember) => {
    setBusy(`promote:${member.id}`);
    invite.mutate(
      { scope: 'organization', role: 'administrator', email: member.email, organization: slug },
      {
        onSuccess: () => {
          showToast('success', t('organization_members.promoted', { email: member.email }));
          setBusy(null);
          focusOutcome(`[data-member="${member.id}"] [data-action="promote"]`);
        },
        onError: failed,
      },
    );
  };
  const demoteMember = (member: OrganizationMember) => {
    setBusy(`demote:${member.id}`);
    demote.mutate(member, {
      onSuccess: () => {
        showToast('success', t('organization_members.demoted', { name: fullName(member) }));
        setBusy(null);
        focusOutcome(`[data-member="${member.id}"] [data-member-name]`);
      },
      onError: failed,
    });
  };
  const loadMore = () => {
    const shown = members.data?.pages.flatMap((page) => page.members).length ?? 0;
    void members.fetchNextPage().then(() => {
      focusOutcome(() => document.querySelectorAll<HTMLElement>('[data-member-name]')[shown]);
    });
  };

  return (
    <Stack gap="md">
      <Title order={1} id={TITLE_ID}>
        {title}
      </Title>
      <Text>{t('organization_members.intro')}</Text>
      <Anchor component={Link} to={generatePath(paths.organizationInvitations, { slug })} w="fit-content">
        {t('invitations_console.open')}
      </Anchor>
      <search>
        <form onSubmit={search}>
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('organization_members.search_label')}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={100}
              w={320}
              maw="100%"
            />
            <Button type="submit" mih={44}>
              {t('organization_members.search')}
            </Button>
          </Group>
        </form>
      </search>
      <QueryView query={members}>
        {(data) => {
          const rows = data.pages.flatMap((page) => page.members);
          const total = data.pages[0]?.total ?? 0;
          return (
            <Stack gap="sm">
              <Group justify="space-between">
                <Text id="organization-members-count" tabIndex={-1} role="status">
                  {t('organization_members.count', { count: total })}
                </Text>
                <Anchor href={csvHref(slug, q, sort)} download>
                  {t('organization_members.download_csv')}
                </Anchor>
              </Group>
              {rows.length === 0 ? (
                <Text>{t('organization_members.none')}</Text>
              ) : (
                <MembersTable
                  members={rows}
                  sort={sort}
                  onSort={setSort}
                  onRemove={setAsked}
                  onPromote={promote}
                  onDemote={demoteMember}
                  busy={busy}
                  label={title}
                />
              )}
              {members.hasNextPage && (
                <Button
                  variant="default"
                  w="fit-content"
                  loading={members.isFetchingNextPage}
                  onClick={loadMore}
                >
                  {t('organization_members.load_more')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryView>
      <ConfirmRemove
        opened={asked !== null}
        question={
          asked
            ? t('organization_members.remove_question', { name: fullName(asked), organization: name })
            : ''
        }
        confirmLabel={t('organization_members.remove_confirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}
