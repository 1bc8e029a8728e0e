import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { Coverage, CoverageUse } from '../api/types';
import { useCoverageUses, useRemoveUse } from '../api/use-my-coverage';
import { day, money } from './format';
import { PlainList } from './plain-list';

/** The member's own uses of a coverage this plan year, each removable. */
export function CoverageUses({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const uses = useCoverageUses(coverage.id);
  const remove = useRemoveUse();
  const list = uses.data ?? [];
  const describe = (use: CoverageUse) =>
    [
      use.sessions > 0 ? t('benefits.use_sessions', { count: use.sessions }) : null,
      use.amount_cents > 0
        ? t('benefits.use_amount', { amount: money(use.amount_cents, coverage.currency ?? 'CAD') })
        : null,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {t('benefits.uses_title')}
      </Title>
      {uses.isPending ? (
        <Loader size="sm" role="status" aria-label={t('benefits.loading')} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('benefits.uses_none')}
        </Text>
      ) : (
        <PlainList gap={4}>
          {list.map((use) => (
            <Group component="li" key={use.id} gap="sm" wrap="wrap">
              <Text size="sm">
                {t('benefits.use_line', { date: day(use.used_on), what: describe(use) })}
                {use.note ? ` — ${use.note}` : ''}
              </Text>
              {can(use, 'delete') && (
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="red.9"
                  aria-label={t('benefits.remove_use_named', { date: day(use.used_on) })}
                  onClick={() =>
                    remove.mutate(use.id, {
                      onSuccess: () => showToast('success', t('benefits.use_removed')),
                      onError: (error) => reportApiError(error, translate),
                    })
                  }
                >
                  {t('benefits.remove_use')}
                </Button>
              )}
            </Group>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
