import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Group, Text } from '@mantine/core';
import type { QuestionnaireItem } from '../api/use-questionnaire';
import classes from './question.module.css';

/**
 * One question as a native radio group: the question is the legend, arrow keys move between
 * answers, and each answer's whole row is clickable. Native inputs keep screen readers and
 * keyboards on the browser's well-tested behaviour.
 */
export function Question({
  item,
  number,
  value,
  error,
  onChange,
}: {
  item: QuestionnaireItem;
  number: number;
  value: number | undefined;
  error?: string;
  onChange: (value: number) => void;
}) {
  const scale = item.instrument === 'life_area';
  const errorId = `question-${item.id}-error`;
  const hintId = `question-${item.id}-hint`;
  const hasHint = scale && Boolean(item.min_label || item.max_label);
  const describedBy = [error ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={classes.fieldset}
      id={`question-${item.id}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className={classes.legend}>
        {number}. {item.text}
      </legend>
      <div className={scale ? classes.scale : classes.options}>
        {item.options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="radio"
              name={item.id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hasHint && (
        <Group id={hintId} justify="space-between" gap="xs" wrap="nowrap" mt={4}>
          <Text size="sm" c="gray.7">
            {item.min} = {item.min_label}
          </Text>
          <Text size="sm" c="gray.7" ta="right">
            {item.max} = {item.max_label}
          </Text>
        </Group>
      )}
      {error && (
        <div id={errorId} className={classes.error} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
