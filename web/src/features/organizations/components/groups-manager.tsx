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
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import { groupUpdateSchema } from '@evenkeel/common';
import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Form, FormErrorSummary, reportApiError, useTranslate } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { can } from '../../../lib/abilities';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { Group as GroupItem } from '../api/use-organizations';
import { useDeleteGroup, useUpdateGroup } from '../api/use-update-group';

type Action = { kind: 'rename' | 'move' | 'delete'; group: GroupItem };

const linkId = (group: GroupItem) => `group-link-${group.id}`;
/** After a change, focus goes to the changed item's link (decision 0018). */
const focusItem = (group: GroupItem) => focusOutcome(() => document.getElementById(linkId(group)));

const moveSchema = z.strictObject({ parent: z.string() });

function RenameForm({
  group,
  organizationSlug,
  done,
}: {
  group: GroupItem;
  organizationSlug: string;
  done: () => void;
}) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({ name: group.name, description: group.description ?? '' }),
    schema: groupUpdateSchema,
    mutation: useUpdateGroup(group.id, organizationSlug),
    variables: ({ name, description }) => ({ name, description: description?.trim() ? description : null }),
    success: (saved) => t('groups_management.renamed', { name: saved.name }),
    onSuccess: done,
  });
  return (
    <Form onSubmit={form.submit} label={t('groups_management.rename_title', { name: group.name })}>
      <Stack gap="sm">
        <FormErrorSummary errors={form.errors} />
        <TextInput label={t('groups_management.name')} required data-autofocus {...form.text('name')} />
        <Textarea
          label={t('groups_management.description')}
          autosize
          minRows={2}
          {...form.text('description')}
        />
        <Button type="submit" loading={form.pending} w="fit-content">
          {t('groups_management.save')}
        </Button>
      </Stack>
    </Form>
  );
}

function MoveForm({
  unit,
  targets,
  organizationSlug,
  done,
}: {
  unit: GroupItem;
  targets: GroupItem[];
  organizationSlug: string;
  done: () => void;
}) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({ parent: targets[0]?.id ?? '' }),
    schema: moveSchema,
    mutation: useUpdateGroup(unit.id, organizationSlug),
    variables: (data) => ({ parent: data.parent }),
    success: (_saved, values) =>
      t('groups_management.moved', {
        name: unit.name,
        group: targets.find((g) => g.id === values.parent)?.name ?? '',
      }),
    onSuccess: done,
  });
  return (
    <Form onSubmit={form.submit} label={t('groups_management.move_title', { name: unit.name })}>
      <Stack gap="sm">
        <FormErrorSummary errors={form.errors} />
        <NativeSelect
          label={t('groups_management.move_to')}
          data-autofocus
          {...form.text('parent')}
          data={targets.map((group) => ({ value: group.id, label: group.name }))}
        />
        <Text size="sm">{t('groups_management.move_hint')}</Text>
        <Button type="submit" loading={form.pending} w="fit-content">
          {t('groups_management.move_submit')}
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * The organization's groups, each with its units (issue 31): renamed, a unit moved to another
 * group, a group or unit deleted after a confirmation that says what it changes. Each control
 * shows only when the item's `meta.abilities` allow it; focus goes to the changed item, or to
 * the list's heading after a deletion.
 */
export function GroupsManager({
  organizationSlug,
  groups,
  headingId,
}: {
  organizationSlug: string;
  groups: GroupItem[];
  headingId: string;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [action, setAction] = useState<Action | null>(null);
  const [returnFocus, setReturnFocus] = useState(true);
  const remove = useDeleteGroup(organizationSlug);
  const topLevel = groups.filter(
    (group) => !group.parent_slug || !groups.some((g) => g.id === group.parent_slug),
  );
  const unitsOf = (group: GroupItem) => groups.filter((unit) => unit.parent_slug === group.id);

  const open = (kind: Action['kind'], group: GroupItem) => {
    setReturnFocus(true);
    setAction({ kind, group });
  };
  const finish = (group: GroupItem | null) => {
    setReturnFocus(false);
    setAction(null);
    if (group) focusItem(group);
    else focusOutcome(() => document.getElementById(headingId));
  };
  const confirmDelete = () => {
    if (!action) return;
    remove.mutate(action.group, {
      onSuccess: (group) => {
        showToast('success', t('groups_management.deleted', { name: group.name }));
        finish(null);
      },
      onError: (error) => {
        reportApiError(error, translate);
        setAction(null);
      },
    });
  };

  const controls = (group: GroupItem) => (
    <Group gap="xs" wrap="wrap">
      {can(group, 'update') && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('groups_management.rename', { name: group.name })}
          onClick={() => open('rename', group)}
        >
          {t('groups_management.rename_button')}
        </Button>
      )}
      {can(group, 'move') && topLevel.some((g) => g.id !== group.parent_slug) && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('groups_management.move', { name: group.name })}
          onClick={() => open('move', group)}
        >
          {t('groups_management.move_button')}
        </Button>
      )}
      {can(group, 'delete') && (
        <Button
          size="compact-sm"
          variant="default"
          color="red.9"
          aria-label={t('groups_management.delete', { name: group.name })}
          onClick={() => open('delete', group)}
        >
          {t('groups_management.delete_button')}
        </Button>
      )}
    </Group>
  );

  const item = (group: GroupItem) => (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Anchor component={Link} to={group.dashboard_path} id={linkId(group)}>
        {group.name}
      </Anchor>
      {controls(group)}
    </Group>
  );

  const title = action
    ? t(
        action.kind === 'rename'
          ? 'groups_management.rename_title'
          : action.kind === 'move'
            ? 'groups_management.move_title'
            : 'groups_management.delete_title',
        { name: action.group.name },
      )
    : '';
  const units = action ? unitsOf(action.group).length : 0;

  return (
    <>
      <Stack gap="sm" component="ul" mt="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {topLevel.map((group) => (
          <li key={group.id}>
            {item(group)}
            {unitsOf(group).length > 0 && (
              <Stack
                gap="xs"
                component="ul"
                mt="xs"
                aria-label={t('organizations.units_title')}
                style={{ listStyle: 'none', margin: 0, paddingInlineStart: 'var(--mantine-spacing-lg)' }}
              >
                {unitsOf(group).map((unit) => (
                  <li key={unit.id}>{item(unit)}</li>
                ))}
              </Stack>
            )}
          </li>
        ))}
      </Stack>
      <Modal
        opened={action !== null}
        onClose={() => setAction(null)}
        title={title}
        centered
        returnFocus={returnFocus}
        closeButtonProps={{ 'aria-label': t('controls.close_dialog') }}
      >
        {action?.kind === 'rename' && (
          <RenameForm
            group={action.group}
            organizationSlug={organizationSlug}
            done={() => finish(action.group)}
          />
        )}
        {action?.kind === 'move' && (
          <MoveForm
            unit={action.group}
            targets={topLevel.filter((g) => g.id !== action.group.parent_slug)}
            organizationSlug={organizationSlug}
            done={() => finish(action.group)}
          />
        )}
        {action?.kind === 'delete' && (
          <Stack gap="md">
            {units > 0 && <Text>{t('groups_management.delete_units', { count: units })}</Text>}
            <Text>{t('groups_management.delete_effects')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAction(null)}>
                {t('groups_management.cancel')}
              </Button>
              <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
                {t('groups_management.delete_confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
