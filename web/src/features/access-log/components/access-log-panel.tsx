import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { groupByDay, timeLabel, usableTimeZone } from '../../../lib/days';
import { useTranslation } from '../../../lib/i18n';
import { useCurrentUser } from '../../session';
import { type AccessRecord, useAccessRecords } from '../api/use-access-records';
import classes from './access-log-panel.module.css';

/**
 * "Who saw my data" (issue 30, docs/access-log.md): every read of the member's own data by
 * someone else, in words, by day in the member's time zone, newest first; a filter by person;
 * and what is not listed (aggregated dashboards) and for how long records are kept.
 */
export function AccessLogPanel() {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState<string | null>(null);
  const query = useAccessRecords(viewer);
  const viewers = query.data?.pages[0]?.viewers ?? [];

  return (
    <section aria-labelledby="access-log-title">
      <Stack gap="md" maw={720}>
        <Title order={2} size="h3" id="access-log-title">
          {t('access_log.title')}
        </Title>
        <Text>{t('access_log.intro')}</Text>
        <Text>{t('access_log.not_listed')}</Text>
        {(viewers.length > 0 || viewer !== null) && (
          <NativeSelect
            label={t('access_log.filter_label')}
            maw={360}
            value={viewer ?? ''}
            onChange={(event) => setViewer(event.currentTarget.value || null)}
            data={[
              { value: '', label: t('access_log.filter_all') },
              ...viewers.map((person) => ({ value: person.id, label: person.name })),
            ]}
          />
        )}
        <QueryView query={query}>
          {(data) => (
            <AccessRecords
              records={data.pages.flatMap((page) => page.records)}
              filtered={viewer !== null}
              hasMore={query.hasNextPage}
              loadingMore={query.isFetchingNextPage}
              loadMore={() => query.fetchNextPage()}
            />
          )}
        </QueryView>
      </Stack>
    </section>
  );
}

function AccessRecords({
  records,
  filtered,
  hasMore,
  loadingMore,
  loadMore,
}: {
  records: AccessRecord[];
  filtered: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const timeZone = usableTimeZone(user.timezone);
  // Decision 0018: after "Show older reads", focus moves to the first record that came.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const focusPending = useRef(false);
  const firstNew = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focusPending.current && focusFrom !== null && records.length > focusFrom) {
      focusPending.current = false;
      firstNew.current?.focus();
    }
  }, [focusFrom, records.length]);

  if (records.length === 0) {
    return <Text c="dimmed">{t(filtered ? 'access_log.empty_filtered' : 'access_log.empty')}</Text>;
  }
  let index = 0;
  return (
    <Stack gap="lg">
      {groupByDay(records, (record) => record.occurred_at, i18n.language, timeZone).map((day) => (
        <section key={day.key} aria-labelledby={`access-day-${day.key}`}>
          <Title order={3} size="h5" id={`access-day-${day.key}`} mb="xs">
            {day.label}
          </Title>
          <ul className={classes.list}>
            {day.items.map((record) => {
              const position = index++;
              return (
                <li
                  key={record.id}
                  className={classes.item}
                  ref={position === focusFrom ? firstNew : undefined}
                  tabIndex={position === focusFrom ? -1 : undefined}
                >
                  <Text fw={600}>{sentence(t, record)}</Text>
                  <Text size="sm" c="dimmed">
                    {[
                      t('access_log.count', { count: record.count }),
                      timeLabel(record.occurred_at, i18n.language, timeZone),
                      clientWords(t, record.client),
                      ...(record.outcome === 'refused' ? [t('access_log.refused')] : []),
                    ].join(' · ')}
                  </Text>
                  <Text size="sm">{purposeWords(t, record.purpose)}</Text>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {hasMore && (
        <Button
          variant="default"
          w="fit-content"
          loading={loadingMore}
          onClick={() => {
            focusPending.current = true;
            setFocusFrom(records.length);
            loadMore();
          }}
        >
          {t('access_log.more')}
        </Button>
      )}
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** "Alex Martin, a connection, viewed your insights"; the member's own export downloads in their own words. */
function sentence(t: Translate, record: AccessRecord): string {
  if (record.viewer_role === 'self') return t('access_log.own_download');
  // Someone without an account, through one of the member's share links (issue 32 §5).
  if (record.viewer_role === 'link_holder')
    return t(`share_links.access_log.read.${record.data_kind}`, { name: record.viewer_name });
  return t(`access_log.read.${record.data_kind}`, {
    name: record.viewer_name,
    role: t(`access_log.role.${record.viewer_role}`),
  });
}

function clientWords(t: Translate, client: AccessRecord['client']): string {
  return client === 'link_page' || client === 'link_file'
    ? t(`share_links.access_log.client.${client}`)
    : t(`access_log.client.${client}`);
}

function purposeWords(t: Translate, purpose: AccessRecord['purpose']): string {
  return purpose === 'share_link' ? t('share_links.access_log.purpose') : t(`access_log.purpose.${purpose}`);
}
