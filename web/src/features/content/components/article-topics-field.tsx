import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { ARTICLE_TOPICS_MAX } from '@evenkeel/common';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useTopics } from '../api/use-topics';

/** The article editor's topics: checkboxes, the unchecked ones disabled once ARTICLE_TOPICS_MAX are chosen. */
export function ArticleTopicsField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange: (topics: string[]) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const topics = useTopics();
  return (
    <Checkbox.Group
      label={t('content.editor.fields.topics')}
      description={t('content.editor.topics_hint', { max: ARTICLE_TOPICS_MAX })}
      value={value}
      onChange={onChange}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
        {(topics.data ?? []).map((topic) => (
          <Checkbox
            key={topic.id}
            value={topic.id}
            label={topic.name}
            disabled={disabled || (value.length >= ARTICLE_TOPICS_MAX && !value.includes(topic.id))}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
