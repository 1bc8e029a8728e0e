import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import { Badge, Card, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import type { Article, Tip } from '../api/types';
import classes from './content.module.css';
import { isView, STATE_COLORS, VIEWS, type View } from './state-views';

/**
 * What the managers' pages for articles and for tips share: the view picker, the list with its
 * loading and empty states, and each item's facts (state, language, owner, trash deadline).
 */

export function ViewSelect({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('content.manage.view_label')}
      value={view}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isView(value)) onChange(value);
      }}
      data={(Object.keys(VIEWS) as View[]).map((value) => ({
        value,
        label: t(`content.manage.views.${value}`),
      }))}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

export function ManagedList<T extends Article | Tip>({
  items,
  pending,
  empty,
  children,
}: {
  items: T[];
  pending: boolean;
  /** Said when the list is empty. */
  empty: string;
  /** One item's card content. */
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) return <Loader aria-label={t('content.loading')} />;
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" component="ul" className={classes.list}>
      {items.map((item) => (
        <Card key={item.id} withBorder component="li" padding="md">
          <Stack gap={6}>{children(item)}</Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** State first, then what `children` adds (a tip's difficulty), the language, the owner, the deadline. */
export function ManagedFacts({ item, children }: { item: Article | Tip; children?: ReactNode }) {
  const { t } = useTranslation();
  const date = (value: string) =>
    new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(value));
  return (
    <Group gap={6}>
      <Badge variant="filled" color={STATE_COLORS[item.state]} size="sm">
        {t(`content.states.${item.state}`)}
      </Badge>
      {children}
      <Badge variant="outline" color="gray.8" size="sm">
        {t(`content.languages.${item.language}`)}
      </Badge>
      {'topic' in item && item.topic && <Text size="sm">{item.topic.name}</Text>}
      <Text size="sm">{item.organization?.name ?? t('content.manage.platform')}</Text>
      {item.restorable_until && (
        <Text size="sm" c="red.9">
          {t('content.manage.restorable_until', { date: date(item.restorable_until) })}
        </Text>
      )}
    </Group>
  );
}
