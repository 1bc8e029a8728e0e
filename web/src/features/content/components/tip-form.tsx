import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  TIP_DIFFICULTIES,
  TIP_TEXT_MAX_LENGTH,
  type TipDifficulty,
  tipCreateSchema,
} from '@evenkeel/common';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import type { Tip, Topic } from '../api/types';
import { PLATFORM } from '../api/use-content-owners';
import { useSaveTip } from '../api/use-manage-tips';

/** Writing or changing a tip: text (≤ 280 characters), difficulty, language, topic, and the owner when new. */
export function TipForm({
  tip,
  topics,
  owners,
  onDone,
  onCancel,
}: {
  tip?: Tip;
  topics: Topic[];
  owners: { value: string; label: string }[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({
      text: tip?.text ?? '',
      difficulty: (tip?.difficulty ?? 'easy') as TipDifficulty,
      language: (tip?.language ?? currentLocale()) as ContentLanguage,
      topic: tip?.topic?.id ?? topics[0]?.id ?? '',
      owner: owners[0]?.value ?? PLATFORM,
    }),
    schema: tipCreateSchema,
    input: ({ text, difficulty, language }) => ({ text, difficulty, language }),
    mutation: useSaveTip(),
    variables: (attributes, { topic, owner }) => ({
      slug: tip?.id,
      attributes,
      topic,
      ...(tip ? {} : { organization: owner === PLATFORM ? null : owner }),
    }),
    success: () => t('content.tips_manage.saved'),
    onSuccess: onDone,
  });
  const { values, errors } = form;
  const title = tip ? t('content.tips_manage.edit_title') : t('content.tips_manage.new_title');

  return (
    <Form onSubmit={form.submit} label={title} focusOnOpen>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        <Textarea
          label={t('content.tips_manage.text')}
          description={t('content.tips_manage.text_hint', {
            max: TIP_TEXT_MAX_LENGTH,
            left: TIP_TEXT_MAX_LENGTH - values.text.length,
          })}
          {...form.text('text')}
          maxLength={TIP_TEXT_MAX_LENGTH}
          autosize
          minRows={3}
          required
          lang={values.language}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('content.tips.difficulty_label')}
            {...form.text('difficulty')}
            data={TIP_DIFFICULTIES.map((value) => ({ value, label: t(`content.tips.difficulty.${value}`) }))}
          />
          <NativeSelect
            label={t('content.editor.fields.language')}
            {...form.text('language')}
            data={CONTENT_LANGUAGES.map((value) => ({ value, label: t(`content.languages.${value}`) }))}
          />
          <NativeSelect
            label={t('content.topic_label')}
            {...form.text('topic')}
            data={topics.map((entry) => ({ value: entry.id, label: entry.name }))}
            error={errors.topic ?? errors['/data/relationships/topic']}
          />
          {!tip && (
            <NativeSelect
              label={t('content.editor.fields.owner')}
              {...form.text('owner', '/data/relationships/organization')}
              data={owners}
            />
          )}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.pending}>
            {tip ? t('content.editor.save') : t('content.editor.create')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('content.manage.cancel')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
