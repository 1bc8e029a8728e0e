import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { LOG_KINDS, type LogKind } from '@evenkeel/common/logs';
import {
  Autocomplete,
  Button,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FieldErrors, Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import type { LoggedItem } from '../api/use-insights';
import { useSaveLog } from '../api/use-logs';
import { titleKeyFor, titleOptions } from '../lib/log-titles';
import { useOpenedAfterMount } from '../lib/use-opened-after-mount';
import { todayLocal } from '../lib/weekly-series';

const IMPACTS = [1, 2, 3, 4, 5] as const;

/**
 * Adds a life event, ailment or activity, or edits one (`editing`). Loaded on the first opening
 * (insights-view.tsx), with what only it needs: the Autocomplete's floating-ui, Radio, Modal.
 */
export function LogFormModal({
  opened,
  onClose,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  editing: LoggedItem | null;
}) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={editing ? t('logs.edit_title') : t('logs.add_title')}
      centered
    >
      {/* Keyed so each opening starts from the item edited, or from a blank form. */}
      {shown && (
        <LogForm key={editing ? `${editing.kind}-${editing.id}` : 'new'} editing={editing} onDone={onClose} />
      )}
    </Modal>
  );
}

function LogForm({ editing, onDone }: { editing: LoggedItem | null; onDone: () => void }) {
  const { t } = useTranslation();
  // No shared schema: the server checks the rest and answers by field.
  const form = useResourceForm({
    initial: () => ({
      kind: (editing?.kind ?? 'life_event') as LogKind,
      date: editing?.date ?? todayLocal(),
      title: editing?.title ?? '',
      impact: editing ? String(editing.impact) : (null as string | null),
      note: editing?.note ?? '',
    }),
    check: ({ date, title, impact }) => {
      const local: FieldErrors = {};
      if (!date) local.date = t('logs.date_required');
      if (!title.trim()) local.title = t('logs.title_required');
      if (!impact) local.impact = t('logs.impact_required');
      return local;
    },
    mutation: useSaveLog(),
    variables: ({ kind, date, title, impact, note }) => {
      const titleKey = titleKeyFor(kind, title, t);
      const attributes = {
        date,
        title_key: titleKey,
        title: titleKey ? null : title.trim(),
        impact: Number(impact),
        note: note.trim() ? note.trim() : null,
      };
      return { kind, id: editing?.id, attributes };
    },
    success: () => (editing ? t('logs.updated') : t('logs.added')),
    onSuccess: onDone,
  });
  const { values, set, errors } = form;

  return (
    <Form onSubmit={form.submit} label={editing ? t('logs.edit_title') : t('logs.add_title')}>
      <FormErrorSummary errors={errors} />
      <Stack gap="sm">
        <NativeSelect
          label={t('logs.kind_label')}
          disabled={Boolean(editing)}
          {...form.text('kind')}
          data={LOG_KINDS.map((value) => ({ value, label: t(`log_kinds.${value}`) }))}
        />
        <TextInput
          type="date"
          label={t('logs.date_label')}
          max={todayLocal()}
          min="1900-01-01"
          {...form.text('date')}
          required
        />
        <Autocomplete
          label={t('logs.title_label')}
          description={t('logs.title_hint')}
          value={values.title}
          onChange={(title) => set('title', title)}
          data={titleOptions(values.kind, t)}
          maxLength={100}
          error={errors.title ?? errors.title_key}
          required
          comboboxProps={{ hideDetached: false }}
        />
        <Radio.Group
          label={t('logs.impact_label')}
          description={t('logs.impact_hint')}
          value={values.impact}
          onChange={(impact) => set('impact', impact)}
          error={errors.impact}
          required
        >
          <Group gap="md" mt={6}>
            {IMPACTS.map((value) => (
              <Radio key={value} value={String(value)} label={String(value)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('logs.note_label')}
          description={t('logs.note_hint')}
          {...form.text('note')}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('logs.cancel')}
          </Button>
          <Button type="submit" loading={form.pending}>
            {t('logs.save')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
