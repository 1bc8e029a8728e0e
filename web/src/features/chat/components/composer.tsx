import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { MESSAGE_MAX_LENGTH } from '@evenkeel/common';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

const TYPING_EVERY_MS = 3000;

/**
 * Writing a message: a text area with a character counter and a Send button. Enter adds a line
 * and never sends (the spec: Enter never submits forms); Send does.
 */
export function Composer({ onSend, onTyping }: { onSend: (body: string) => void; onTyping?: () => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const send = () => {
    if (body.trim()) {
      onSend(body);
      setBody('');
    }
    field.current?.focus();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        ref={field}
        label={t('chat.message_label')}
        aria-describedby={counterId}
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        autosize
        minRows={2}
        maxRows={8}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          const now = Date.now();
          if (onTyping && now - lastTyping.current > TYPING_EVERY_MS) {
            lastTyping.current = now;
            onTyping();
          }
        }}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="sm" c="gray.7" id={counterId}>
          {t('chat.counter', { count: body.length, max: MESSAGE_MAX_LENGTH })}
        </Text>
        <Button type="submit">{t('chat.send')}</Button>
      </Group>
    </form>
  );
}
