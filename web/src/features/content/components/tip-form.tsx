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
import { useState } from 'react';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
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
  const translate = useTranslate();
  const save = useSaveTip();
  const [text, setText] = useState(tip?.text ?? '');
  const [difficulty, setDifficulty] = useState<TipDifficulty>(tip?.difficulty ?? 'easy');
  const [language, setLanguage] = useState<ContentLanguage>(
    tip?.language ?? (currentLocale() as ContentLanguage),
  );
  const [topic, setTopic] = useState(tip?.topic?.id ?? topics[0]?.id ?? '');
  const [owner, setOwner] = useState(owners[0]?.value ?? PLATFORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = tip ? t('content.tips_manage.edit_title') : t('content.tips_manage.new_title');

  const submit = () => {
    const checked = validate(tipCreateSchema, { text, difficulty, language }, translate);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      {
        slug: tip?.id,
        attributes: checked.data,
        topic,
        ...(tip ? {} : { organization: owner === PLATFORM ? null : owner }),
      },
      {
        onSuccess: () => {
          showToast('success', t('content.tips_manage.saved'));
          onDone();
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  return (
    <Form onSubmit={submit} label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <FormErrorSummary errors={errors} />
        <Textarea
          label={t('content.tips_manage.text')}
          description={t('content.tips_manage.text_hint', {
            max: TIP_TEXT_MAX_LENGTH,
            left: TIP_TEXT_MAX_LENGTH - text.length,
          })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={TIP_TEXT_MAX_LENGTH}
          autosize
          minRows={3}
          error={errors.text}
          required
          lang={language}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('content.tips.difficulty_label')}
            value={difficulty}
            onChange={(event) => setDifficulty(event.currentTarget.value as TipDifficulty)}
            data={TIP_DIFFICULTIES.map((value) => ({ value, label: t(`content.tips.difficulty.${value}`) }))}
            error={errors.difficulty}
          />
          <NativeSelect
            label={t('content.editor.fields.language')}
            value={language}
            onChange={(event) => setLanguage(event.currentTarget.value as ContentLanguage)}
            data={CONTENT_LANGUAGES.map((value) => ({ value, label: t(`content.languages.${value}`) }))}
            error={errors.language}
          />
          <NativeSelect
            label={t('content.topic_label')}
            value={topic}
            onChange={(event) => setTopic(event.currentTarget.value)}
            data={topics.map((entry) => ({ value: entry.id, label: entry.name }))}
            error={errors.topic ?? errors['/data/relationships/topic']}
          />
          {!tip && (
            <NativeSelect
              label={t('content.editor.fields.owner')}
              value={owner}
              onChange={(event) => setOwner(event.currentTarget.value)}
              data={owners}
              error={errors['/data/relationships/organization']}
            />
          )}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
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
