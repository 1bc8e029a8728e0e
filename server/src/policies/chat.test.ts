import { describe, expect, it } from 'vitest';
import { type ConversationRef, conversationAbilities, messagePolicy, readOnlyReason } from './chat';

const me = { userId: 1, platformAdmin: false };
const open: ConversationRef = {
  userLowId: 1,
  userHighId: 2,
  otherId: 2,
  related: true,
  blockedByMe: false,
  blockedByOther: false,
};

describe('chat policy', () => {
  it('a deleted account first, then a block either way, then an ended relationship', () => {
    expect(readOnlyReason(open)).toBeNull();
    expect(readOnlyReason({ ...open, related: false })).toBe('relationship_ended');
    expect(readOnlyReason({ ...open, related: false, blockedByOther: true })).toBe('blocked');
    expect(readOnlyReason({ ...open, blockedByMe: true })).toBe('blocked');
    expect(readOnlyReason({ ...open, otherId: null, userHighId: null, blockedByMe: true })).toBe(
      'account_deleted',
    );
  });

  it('nobody outside the two people, platform administrators included, gets any ability', () => {
    const admin = { userId: 9, platformAdmin: true };
    expect(conversationAbilities(admin, open)).toEqual({
      send: false,
      call: false,
      end_session: false,
      block: false,
      unblock: false,
    });
    expect(conversationAbilities(me, { ...open, blockedByMe: true })).toMatchObject({
      send: false,
      unblock: true,
    });
  });

  it('edits by the sender within 15 minutes of a live message in a writable conversation', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const message = { senderId: 1, createdAt: new Date('2026-01-01T11:45:00Z'), deletedAt: null };
    expect(messagePolicy.canEdit(me, message, open, now)).toBe(true);
    expect(
      messagePolicy.canEdit(me, { ...message, createdAt: new Date('2026-01-01T11:44:59Z') }, open, now),
    ).toBe(false);
    expect(messagePolicy.canEdit({ ...me, userId: 2 }, message, open, now)).toBe(false);
    expect(messagePolicy.canEdit(me, { ...message, deletedAt: now }, open, now)).toBe(false);
    expect(messagePolicy.canEdit(me, message, { ...open, related: false }, now)).toBe(false);
    // Deleting one's own message stays possible when the conversation is read-only.
    expect(messagePolicy.canDelete(me, message)).toBe(true);
    expect(messagePolicy.canReport(me, message)).toBe(false);
    expect(messagePolicy.canReport({ ...me, userId: 2 }, message)).toBe(true);
    expect(messagePolicy.canReport(me, { ...message, senderId: null })).toBe(false);
  });
});
