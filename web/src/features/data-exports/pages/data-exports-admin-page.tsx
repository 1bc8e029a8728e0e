import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import {
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type FieldErrors, Form, reportApiError, useTranslate } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { NotFoundPage } from '../../areas';
import { useCurrentUser } from '../../session';
import {
  type DataExport,
  type FoundMember,
  PAGE_SIZE,
  useEveryonesDataExports,
  usePrepareDataExport,
} from '../api/use-data-exports';
import { formatDateTime, formatSize, STATUS_KEYS } from '../components/export-words';

const RESULT_ID = 'data-export-search-result';

/**
 * The platform's user data export list (issue 30): find a person by e-mail, prepare an export
 * for them with the legal request's reference, and every export with its status, who asked, why,
 * when and its size. The administrator prepares, the member receives: no file here.
 */
export default function DataExportsAdminPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const [page, setPage] = useState(1);
  const query = useEveryonesDataExports(user.platform_admin ? email : '', page);
  useDocumentTitle(t('data_exports.admin.title'));
  if (!user.platform_admin) return <NotFoundPage />;

  const find = () => {
    setEmail(typed.trim());
    setPage(1);
    // The answer replaces what was there: focus goes to it once drawn (decision 0018).
    focusOutcome(`#${RESULT_ID}`);
  };
  const showAll = () => {
    setTyped('');
    setEmail('');
    setPage(1);
    focusOutcome('#data-exports-list-title');
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={paths.admin} size="sm">
        {t('data_exports.admin.back')}
      </Anchor>
      <Title order={1}>{t('data_exports.admin.title')}</Title>
      <Text>{t('data_exports.admin.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('data_exports.admin.manual')}
      </Text>

      <section aria-labelledby="data-exports-find-title">
        <Stack gap="sm">
          <Title order={2} id="data-exports-find-title">
            {t('data_exports.admin.find_title')}
          </Title>
          <Form onSubmit={find} label={t('data_exports.admin.find_title')}>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                type="email"
                label={t('data_exports.admin.email')}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                autoComplete="off"
                w={340}
                maw="100%"
              />
              <Button type="submit">{t('data_exports.admin.find')}</Button>
              {email && (
                <Button variant="default" onClick={showAll}>
                  {t('data_exports.admin.show_all')}
                </Button>
              )}
            </Group>
          </Form>
          {email && query.data && (
            <div id={RESULT_ID} tabIndex={-1}>
              {query.data.member ? (
                <PrepareCard key={query.data.member.id} member={query.data.member} />
              ) : (
                <Text>{t('data_exports.admin.not_found', { email })}</Text>
              )}
            </div>
          )}
        </Stack>
      </section>

      <section aria-labelledby="data-exports-list-title">
        <Stack gap="sm">
          <Title order={2} id="data-exports-list-title" tabIndex={-1}>
            {email ? t('data_exports.admin.list_title_for', { email }) : t('data_exports.admin.list_title')}
          </Title>
          <QueryView query={query}>
            {({ exports, total }) =>
              exports.length === 0 ? (
                <Text c="dimmed">{t('data_exports.admin.empty')}</Text>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {t('data_exports.admin.count', { count: total })}
                  </Text>
                  <ExportsTable exports={exports} />
                  {total > PAGE_SIZE && (
                    <Pagination
                      total={Math.ceil(total / PAGE_SIZE)}
                      value={page}
                      onChange={(next) => {
                        setPage(next);
                        focusOutcome('#data-exports-list-title');
                      }}
                      getControlProps={(control) => ({
                        'aria-label': t(`data_exports.admin.pagination.${control}`),
                      })}
                      getItemProps={(number) => ({
                        'aria-label': t('data_exports.admin.pagination.page', { page: number }),
                      })}
                    />
                  )}
                </>
              )
            }
          </QueryView>
        </Stack>
      </section>
    </Stack>
  );
}

/** The person found: their name and address, and the reason to prepare an export for them. */
function PrepareCard({ member }: { member: FoundMember }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const prepare = usePrepareDataExport();
  const submit = () => {
    setErrors({});
    prepare.mutate(
      { member, reason },
      {
        onSuccess: (created) => {
          showToast('success', t('data_exports.admin.prepared', { name: member.full_name }));
          setReason('');
          // The new export heads the list: focus goes to its row (decision 0018).
          focusOutcome(`#data-export-row-${created.id}`);
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <div>
          <Title order={3}>{t('data_exports.admin.found_title', { name: member.full_name })}</Title>
          <Text size="sm">{member.email}</Text>
        </div>
        <Form onSubmit={submit} label={t('data_exports.admin.prepare')}>
          <Stack gap="sm">
            <Textarea
              label={t('data_exports.admin.reason')}
              description={t('data_exports.admin.reason_hint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={errors.reason}
              withAsterisk
              autosize
              minRows={2}
            />
            <Group>
              <Button type="submit" loading={prepare.isPending}>
                {t('data_exports.admin.prepare')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}

function ExportsTable({ exports }: { exports: DataExport[] }) {
  const { t } = useTranslation();
  const none = t('data_exports.admin.none');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone takes focus, so the keyboard scrolls it
    <section style={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('data_exports.admin.list_title')}>
      <Table striped miw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('data_exports.admin.person')}</Table.Th>
            <Table.Th scope="col">{t('data_exports.admin.status')}</Table.Th>
            <Table.Th scope="col">{t('data_exports.admin.asked_by')}</Table.Th>
            <Table.Th scope="col">{t('data_exports.admin.why')}</Table.Th>
            <Table.Th scope="col">{t('data_exports.admin.asked_on')}</Table.Th>
            <Table.Th scope="col">{t('data_exports.admin.size')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {exports.map((item) => (
            <Table.Tr key={item.id} id={`data-export-row-${item.id}`} tabIndex={-1}>
              <Table.Th scope="row" fw={400}>
                <Text size="sm" fw={600}>
                  {item.member_name}
                </Text>
                <Text size="sm">{item.member_email}</Text>
              </Table.Th>
              <Table.Td>{t(STATUS_KEYS[item.status])}</Table.Td>
              <Table.Td>
                {item.requested_by_member ? t('data_exports.admin.by_member') : item.requested_by_name}
              </Table.Td>
              <Table.Td>{item.reason ?? t('data_exports.admin.own_request')}</Table.Td>
              <Table.Td>{formatDateTime(item.requested_at)}</Table.Td>
              <Table.Td>{item.size_bytes === null ? none : formatSize(item.size_bytes)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
