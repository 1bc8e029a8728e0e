import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { MESSAGE_MAX_LENGTH, REPORT_NOTE_MAX_LENGTH } from '@evenkeel/common';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ChatMessage } from '../../../lib/chat-socket';
import { timeLabel } from '../../../lib/days';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { ChatDialog } from './chat-dialog';

type Props = { message: ChatMessage; onClose: () => void };

/** Edits one's own message (the server keeps the earlier text). */
export function EditDialog({
  message,
  busy,
  onSave,
  onClose,
}: Props & { busy: boolean; onSave: (body: string) => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState(message.body ?? '');
  return (
    <ChatDialog
      opened
      title={t('chat.edit_title')}
      confirmLabel={t('chat.save')}
      busy={busy}
      onConfirm={() => body.trim() && onSave(body)}
      onClose={onClose}
    >
      <Textarea
        label={t('chat.message_label')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        maxLength={MESSAGE_MAX_LENGTH}
        description={t('chat.counter', { count: body.length, max: MESSAGE_MAX_LENGTH })}
        autosize
        minRows={3}
        maxRows={10}
        data-autofocus
      />
    </ChatDialog>
  );
}

/** Reports a received message, with an optional note. */
export function ReportDialog({
  busy,
  onSend,
  onClose,
}: Omit<Props, 'message'> & { busy: boolean; onSend: (note: string) => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <ChatDialog
      opened
      title={t('chat.report_title')}
      confirmLabel={t('chat.report_send')}
      danger
      busy={busy}
      onConfirm={() => onSend(note)}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text>{t('chat.report_body')}</Text>
        <Textarea
          label={t('chat.report_note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
        />
      </Stack>
    </ChatDialog>
  );
}

/** The earlier texts of an edited message, oldest first, as plain text. */
export function EditsDialog({ message, timeZone, onClose }: Props & { timeZone: string | undefined }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ChatDialog opened title={t('chat.edits_title')} onClose={onClose}>
      <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {(message.edits ?? []).map((edit) => (
          <li key={edit.replaced_at}>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{edit.body}</Text>
            <Text size="xs" c="gray.7">
              {t('chat.replaced_at', { time: timeLabel(edit.replaced_at, locale, timeZone) })}
            </Text>
          </li>
        ))}
      </Stack>
    </ChatDialog>
  );
}
