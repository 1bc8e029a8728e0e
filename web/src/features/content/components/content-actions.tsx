import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, NativeSelect, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useOrganizations } from '../../organizations';
import { useCurrentUser } from '../../session';
import type { Article, Tip } from '../api/types';
import { PLATFORM, useContentOwners } from '../api/use-content-owners';
import { type Transition, useContentTransition, useTransferContent } from '../api/use-manage-articles';

type Pending = Transition | 'transfer' | null;
const TRANSITIONS: Transition[] = ['publish', 'unpublish', 'delete', 'restore'];

/**
 * Publish, unpublish, delete, restore and transfer an article or a tip, each shown only when its
 * `meta.abilities` says so, each after a confirmation. `name` names it in labels and messages.
 */
export function ContentActions({
  item,
  name,
  onDone,
}: {
  item: Article | Tip;
  name: string;
  onDone?: (step: Pending) => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [pending, setPending] = useState<Pending>(null);
  const transition = useContentTransition();
  const actions = useRef<HTMLDivElement>(null);
  const shown = TRANSITIONS.filter((step) => can(item, step));

  const confirm = () => {
    if (!pending || pending === 'transfer') return;
    const step = pending;
    transition.mutate(
      { item: { type: item.type, slug: item.id }, transition: step },
      {
        onSuccess: () => {
          showToast('success', t(`content.manage.done.${step}`, { title: name }));
          setPending(null);
          onDone?.(step);
          // Its new first action says its new state ("Unpublish"); gone from the list, the page's h1.
          focusOutcome(
            () => actions.current?.querySelector('button') ?? document.querySelector<HTMLElement>('main h1'),
          );
        },
        onError: (error) => {
          setPending(null);
          reportApiError(error, translate);
        },
      },
    );
  };

  return (
    <>
      <Group gap="xs" ref={actions}>
        {shown.map((step) => (
          <Button
            key={step}
            size="xs"
            variant={step === 'delete' ? 'outline' : 'default'}
            color={step === 'delete' ? 'red.9' : undefined}
            aria-label={t(`content.manage.actions_named.${step}`, { title: name })}
            onClick={() => setPending(step)}
          >
            {t(`content.manage.actions.${step}`)}
          </Button>
        ))}
        {can(item, 'transfer') && (
          <Button
            size="xs"
            variant="default"
            aria-label={t('content.manage.actions_named.transfer', { title: name })}
            onClick={() => setPending('transfer')}
          >
            {t('content.manage.actions.transfer')}
          </Button>
        )}
      </Group>
      <Modal
        opened={pending !== null && pending !== 'transfer'}
        onClose={() => setPending(null)}
        title={t('content.manage.confirm_title')}
        centered
        closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
      >
        <Text mb="lg">
          {pending && pending !== 'transfer' && t(`content.manage.confirm.${pending}`, { title: name })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPending(null)}>
            {t('content.manage.cancel')}
          </Button>
          <Button
            color={pending === 'delete' ? 'red.9' : undefined}
            onClick={confirm}
            loading={transition.isPending}
          >
            {pending && pending !== 'transfer' && t(`content.manage.actions.${pending}`)}
          </Button>
        </Group>
      </Modal>
      {pending === 'transfer' && (
        <TransferModal
          item={item}
          name={name}
          onClose={() => setPending(null)}
          onDone={() => onDone?.('transfer')}
        />
      )}
    </>
  );
}

function TransferModal({
  item,
  name,
  onClose,
  onDone,
}: {
  item: Article | Tip;
  name: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const { owners } = useContentOwners();
  const user = useCurrentUser();
  const organizations = useOrganizations();
  const transfer = useTransferContent();
  const current = item.organization?.id ?? PLATFORM;
  // Where it may go: platform administrators move content to any organization, others to an
  // owner they write for (the server checks the move itself).
  const options = (
    user.platform_admin
      ? [
          ...owners.filter((owner) => owner.value === PLATFORM),
          ...(organizations.data ?? []).map((organization) => ({
            value: organization.id,
            label: organization.name,
          })),
        ]
      : owners
  ).filter((option) => option.value !== current);
  const [target, setTarget] = useState('');
  const chosen = target || options[0]?.value || '';

  const submit = () => {
    if (!chosen) return;
    transfer.mutate(
      { item: { type: item.type, slug: item.id }, organization: chosen === PLATFORM ? null : chosen },
      {
        onSuccess: () => {
          const label = options.find((option) => option.value === chosen)?.label ?? '';
          showToast('success', t('content.manage.done.transfer', { title: name, owner: label }));
          onClose();
          onDone();
        },
        onError: (error) => reportApiError(error, translate),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('content.manage.transfer_title', { title: name })}
      centered
      closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
    >
      {options.length === 0 ? (
        <Text mb="lg">{t('content.manage.transfer_none')}</Text>
      ) : (
        <>
          <Text mb="sm">{t('content.manage.transfer_intro')}</Text>
          <NativeSelect
            label={t('content.manage.transfer_to')}
            value={chosen}
            onChange={(event) => setTarget(event.currentTarget.value)}
            data={options}
            mb="lg"
          />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('content.manage.cancel')}
        </Button>
        {options.length > 0 && (
          <Button onClick={submit} loading={transfer.isPending}>
            {t('content.manage.actions.transfer')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
