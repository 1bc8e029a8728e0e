import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import {
  SHARE_LINK_LABEL_MAX_LENGTH,
  SHARE_LINK_MAX_DAYS,
  SHARE_LINK_MIN_DAYS,
  shareLinkCreateSchema,
} from '@evenkeel/common';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { type FieldErrors, Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { type ShareLink, useCreateShareLink } from '../api/use-share-links';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = '7';

const initial = () => ({
  days: DEFAULT_DAYS,
  include_answers: false,
  include_logs: false,
  code_required: true,
  label: '',
});

const daysOf = (value: string) => (/^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** A new link: for how many days, what it shows beyond the insights, a code or not, who it is for. */
export function ShareLinkForm({
  onCreated,
  onCancel,
}: {
  onCreated: (link: ShareLink) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial,
    schema: shareLinkCreateSchema,
    input: (values) => ({
      expires_at: new Date(Date.now() + (daysOf(values.days) || SHARE_LINK_MIN_DAYS) * DAY_MS).toISOString(),
      include_answers: values.include_answers,
      include_logs: values.include_logs,
      code_required: values.code_required,
      label: values.label.trim() || null,
    }),
    check: (values): FieldErrors => {
      const days = daysOf(values.days);
      return days >= SHARE_LINK_MIN_DAYS && days <= SHARE_LINK_MAX_DAYS
        ? {}
        : { days: t('share_links.days_invalid') };
    },
    mutation: useCreateShareLink(),
    variables: (attributes) => attributes,
    success: () => t('share_links.created'),
    onSuccess: (link) => onCreated(link),
    focus: '#share-link-created',
  });
  const { values, set, errors } = form;
  return (
    <>
      <FormErrorSummary errors={errors} />
      <Form onSubmit={form.submit} label={t('share_links.form_title')} focusOnOpen>
        <Stack gap="sm">
          <TextInput
            label={t('share_links.days_label')}
            description={t('share_links.days_hint')}
            type="number"
            inputMode="numeric"
            min={SHARE_LINK_MIN_DAYS}
            max={SHARE_LINK_MAX_DAYS}
            w={200}
            {...form.text('days')}
            error={errors.days ?? errors.expires_at}
          />
          <Checkbox
            label={t('share_links.include_answers')}
            checked={values.include_answers}
            onChange={(event) => set('include_answers', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('share_links.include_logs')}
            checked={values.include_logs}
            onChange={(event) => set('include_logs', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('share_links.code_required')}
            checked={values.code_required}
            onChange={(event) => set('code_required', event.currentTarget.checked)}
          />
          <TextInput
            label={t('share_links.label_label')}
            description={t('share_links.label_hint')}
            maxLength={SHARE_LINK_LABEL_MAX_LENGTH}
            {...form.text('label')}
          />
          <Group>
            <Button type="submit" loading={form.pending}>
              {t('share_links.submit')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('share_links.cancel')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </>
  );
}
