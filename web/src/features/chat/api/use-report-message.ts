import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/message_reports: a received message, with an optional note, to the platform administrators. */
export function useReportMessage() {
  return useMutation({
    mutationFn: async ({ messageId, note }: { messageId: string; note: string }) =>
      (
        await apiRequest('POST', '/api/message_reports', {
          body: {
            type: 'message_reports',
            attributes: note.trim() ? { note } : {},
            relationships: { message: { data: { type: 'messages', id: messageId } } },
          },
        })
      ).data,
  });
}
