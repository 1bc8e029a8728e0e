import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { generatePath, useNavigate } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useStartConversation } from '../api/use-start-conversation';

/**
 * "Message": opens the conversation with this person (POST /api/conversations answers the one
 * that exists, or a new one), shown on the pages of people one may contact. The server decides:
 * a 404 (the two may not contact each other) and a 422 (oneself) become a toast. `name` tells
 * apart the buttons of a list.
 */
export function MessageButton({ userId, name }: { userId: string; name?: string }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <Button
      variant="light"
      size="compact-md"
      loading={start.isPending}
      aria-label={name ? t('controls.message_name', { name }) : undefined}
      onClick={() =>
        start.mutate(userId, {
          onSuccess: (conversation) => navigate(generatePath(paths.conversation, { id: conversation.id })),
          onError: (error) => {
            if (error instanceof ApiRequestError && error.status === 404)
              showToast('danger', t('controls.message_refused'));
            else reportApiError(error, translate);
          },
        })
      }
    >
      {t('controls.message')}
    </Button>
  );
}
