import { personalKey } from '../../../lib/personal-storage';

/**
 * A message the person wrote that the server has not confirmed. Kept in the tab's
 * sessionStorage per conversation, so it survives a reload and can be sent again with the same
 * client id (the server stores it once); under the personal prefix, so sign-out removes it
 * (security.md 17).
 */
export type Unsent = {
  client_id: string;
  body: string;
  created_at: string;
  state: 'sending' | 'failed';
};

const key = (conversationId: string) => personalKey(`chat:unsent:${conversationId}`);

export function loadUnsent(conversationId: string): Unsent[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(conversationId)) ?? '[]') as Unsent[];
    // A send cut by a reload may or may not have reached the server: it is offered again.
    return Array.isArray(stored) ? stored.map((item) => ({ ...item, state: 'failed' as const })) : [];
  } catch {
    return [];
  }
}

export function saveUnsent(conversationId: string, unsent: Unsent[]): void {
  try {
    if (unsent.length === 0) sessionStorage.removeItem(key(conversationId));
    else sessionStorage.setItem(key(conversationId), JSON.stringify(unsent));
  } catch {
    // Storage full or refused (private mode): the message stays on screen for this page only.
  }
}
