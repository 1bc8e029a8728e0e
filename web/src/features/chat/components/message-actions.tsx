import { useState } from 'react';
import { reportApiError, useTranslate } from '../../../components/form';
import type { ChatMessage } from '../../../lib/chat-socket';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useDeleteMessage } from '../api/use-delete-message';
import { useEditMessage } from '../api/use-edit-message';
import { useReportMessage } from '../api/use-report-message';
import { ChatDialog } from './chat-dialog';
import { EditDialog, EditsDialog, ReportDialog } from './message-dialogs';
import type { MessageAction } from './message-item';

/** The dialog of the action asked on a message (edit, delete, report, earlier versions), and its call. */
export function useMessageActions(conversationId: string, timeZone: string | undefined) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [asked, setAsked] = useState<{ action: MessageAction; message: ChatMessage } | null>(null);
  const edit = useEditMessage(conversationId);
  const remove = useDeleteMessage(conversationId);
  const report = useReportMessage();
  const close = () => setAsked(null);
  const failed = (error: Error) => {
    reportApiError(error, translate);
    close();
  };

  let dialog: React.ReactNode = null;
  if (asked?.action === 'edit')
    dialog = (
      <EditDialog
        message={asked.message}
        busy={edit.isPending}
        onClose={close}
        onSave={(body) =>
          edit.mutate(
            { id: asked.message.id, body },
            {
              onSuccess: () => {
                showToast('success', t('chat.saved'));
                close();
              },
              onError: failed,
            },
          )
        }
      />
    );
  else if (asked?.action === 'delete')
    dialog = (
      <ChatDialog
        opened
        title={t('chat.delete_title')}
        confirmLabel={t('chat.delete')}
        danger
        busy={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(asked.message, {
            onSuccess: (message) => {
              showToast('success', t('chat.deleted_toast'));
              close();
              // The Delete button is gone with the text: focus goes to the tombstone.
              focusOutcome(`#seq-${message.seq}`);
            },
            onError: failed,
          })
        }
      >
        {t('chat.delete_question')}
      </ChatDialog>
    );
  else if (asked?.action === 'report')
    dialog = (
      <ReportDialog
        busy={report.isPending}
        onClose={close}
        onSend={(note) =>
          report.mutate(
            { messageId: asked.message.id, note },
            {
              onSuccess: () => {
                showToast('success', t('chat.reported'));
                close();
              },
              onError: failed,
            },
          )
        }
      />
    );
  else if (asked?.action === 'edits')
    dialog = <EditsDialog message={asked.message} timeZone={timeZone} onClose={close} />;

  return { dialog, ask: (action: MessageAction, message: ChatMessage) => setAsked({ action, message }) };
}
