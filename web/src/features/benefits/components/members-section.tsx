import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import {
  Alert,
  Button,
  Checkbox,
  FileButton,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { reportApiError, useTranslate } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { NotMemberLine } from '../api/types';
import { useAddMembers, useBenefitGroupMembers, useRemoveMembers } from '../api/use-benefit-groups';
import { PlainList } from './plain-list';

/**
 * A benefit group's members, as its administrators manage them: each member of the organization
 * with a box ticked when they are in the group, and e-mails pasted or read from a CSV file; the
 * lines that name nobody on the organization's list come back, with their numbers.
 */
export function MembersSection({ group }: { group: string }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const members = useBenefitGroupMembers(group, true);
  const add = useAddMembers(group);
  const remove = useRemoveMembers(group);
  const [csv, setCsv] = useState('');
  const [notMembers, setNotMembers] = useState<NotMemberLine[] | null>(null);
  const list = members.data ?? [];

  const toggle = (slug: string, inGroup: boolean) => {
    const options = {
      onSuccess: () => showToast('success', t('benefits.members_changed')),
      onError: (error: unknown) => reportApiError(error, translate),
    };
    if (inGroup) remove.mutate([slug], options);
    else add.mutate({ users: [slug] }, options);
  };

  const addCsv = () => {
    add.mutate(
      { emails_csv: csv },
      {
        onSuccess: (result) => {
          showToast('success', t('benefits.added', { count: result.added.length }));
          setNotMembers(result.notMembers);
          if (result.notMembers.length === 0) setCsv('');
        },
        onError: (error) => reportApiError(error, translate),
      },
    );
  };

  const readFile = async (file: File | null) => {
    if (!file) return;
    // Read whole: a file over the limits is refused by the server with its reason (422), never cut.
    setCsv(await file.text());
  };

  return (
    <Stack gap="md">
      <Text>{t('benefits.members_intro')}</Text>
      {members.isPending ? (
        <Loader size="sm" role="status" aria-label={t('benefits.loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('benefits.members_none')}</Text>
      ) : (
        <PlainList gap="xs">
          {list.map((member) => (
            <li key={member.id}>
              <Checkbox
                checked={member.in_group}
                disabled={add.isPending || remove.isPending}
                onChange={() => toggle(member.id, member.in_group)}
                label={
                  <>
                    {member.full_name}{' '}
                    <Text span size="sm" c="dimmed">
                      {member.email}
                    </Text>
                  </>
                }
              />
            </li>
          ))}
        </PlainList>
      )}
      <Textarea
        label={t('benefits.csv_label')}
        value={csv}
        onChange={(event) => setCsv(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={10}
      />
      <Group gap="sm">
        <FileButton onChange={(file) => void readFile(file)} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default">
              {t('benefits.csv_file')}
            </Button>
          )}
        </FileButton>
        <Button onClick={addCsv} disabled={csv.trim() === ''} loading={add.isPending}>
          {t('benefits.add_emails')}
        </Button>
      </Group>
      {notMembers && notMembers.length > 0 && (
        <Alert color="red" variant="light" role="status" title={t('benefits.not_members_title')}>
          <List size="sm">
            {notMembers.map((line) => (
              <List.Item key={`${line.line}:${line.text}`}>
                {t('benefits.not_members_line', { line: line.line, text: line.text })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
