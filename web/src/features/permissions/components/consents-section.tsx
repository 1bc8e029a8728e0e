import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Loader, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { can } from '../../../lib/abilities';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type GivenConsent, useGivenConsents, useWithdrawConsent } from '../api/use-given-consents';
import { ConfirmRemove } from './confirm-remove';
import { PermissionRow } from './permission-row';

const nameOf = (consent: GivenConsent) => `${consent.first_name} ${consent.last_name}`.trim();

/**
 * Who sees the user's results through their groups: each administrator they agreed to, by
 * person (decision 0011), with Withdraw when the server's ability says so. Shown only to
 * someone who has given such a consent.
 */
export function ConsentsSection() {
  const { t } = useTranslation();
  const { data, isPending } = useGivenConsents();
  const withdraw = useWithdrawConsent();
  const [asked, setAsked] = useState<GivenConsent | null>(null);
  if (isPending) return <Loader role="status" aria-label={t('layout.loading')} />;
  if (!data || data.length === 0) return null;

  const confirm = () => {
    if (!asked) return;
    const name = nameOf(asked);
    withdraw.mutate(asked.id, {
      onSuccess: () => {
        showToast('success', t('permissions.removed.consent', { name }));
        setAsked(null);
      },
      onError: (error) => {
        showToast('danger', error instanceof ApiRequestError ? error.message : t('errors.generic'));
        setAsked(null);
      },
    });
  };

  return (
    <section aria-labelledby="permissions-consents">
      <Title order={2} size="h3" id="permissions-consents">
        {t('permissions.results_title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('permissions.results_intro')}
      </Text>
      <ul className="plain-list">
        {data.map((consent) => {
          const name = nameOf(consent);
          return (
            <PermissionRow
              key={consent.id}
              name={name}
              detail={t('permissions.administers', { group: consent.group_name })}
              image={consent.profile_picture_url}
              round
              removeLabel={t('permissions.withdraw', { name })}
              onRemove={can(consent, 'withdraw') ? () => setAsked(consent) : undefined}
            />
          );
        })}
      </ul>
      <ConfirmRemove
        opened={asked !== null}
        question={
          asked ? t('permissions.confirm.consent', { name: nameOf(asked), group: asked.group_name }) : ''
        }
        confirmLabel={t('permissions.withdraw_button')}
        busy={withdraw.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
