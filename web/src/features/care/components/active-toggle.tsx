import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type Provider, useUpdateProvider } from '../api/use-providers';

/** Deactivate (hidden from members' search) or reactivate a provider: the `change_active` ability. */
export function ActiveToggle({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const update = useUpdateProvider();
  if (!can(provider, 'change_active')) return null;
  const next = !provider.active;
  return (
    <Button
      variant={next ? 'light' : 'default'}
      color={next ? 'teal.9' : 'red.9'}
      w="fit-content"
      loading={update.isPending}
      aria-label={t(next ? 'care.reactivate_named' : 'care.deactivate_named', {
        name: provider.display_name,
      })}
      onClick={() =>
        update.mutate(
          { slug: provider.id, attributes: { active: next } },
          {
            onSuccess: () => showToast('success', t(next ? 'care.reactivated' : 'care.deactivated_toast')),
            onError: (error) => reportApiError(error, translate),
          },
        )
      }
    >
      {t(next ? 'care.reactivate' : 'care.deactivate')}
    </Button>
  );
}
