import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { conversationParticipants, conversations, messages } from '../db/schema';

type Line = { from: 'first' | 'second'; text: string };

type DemoConversation = {
  first: number;
  second: number;
  /** Days before now of the first message; the others follow a few minutes apart. */
  daysAgo: number;
  lines: Line[];
  /** The last message is left unread by its recipient (the navigation's unread count shows). */
  lastUnread?: boolean;
};

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** The demo people's conversations, each between two who may contact each other. */
export type DemoChatPeople = {
  maya: number;
  sam: number;
  lucas: number;
  grace: number;
  olivier: number;
};

function demoConversations(people: DemoChatPeople): DemoConversation[] {
  return [
    // Sam shares with Maya (a connection).
    {
      first: people.sam,
      second: people.maya,
      daysAgo: 3,
      lastUnread: true,
      lines: [
        { from: 'first', text: 'Hi Maya, how was your week?' },
        { from: 'second', text: 'Better than last one, thanks. The walks at lunch help.' },
        { from: 'first', text: 'Good to hear. Want to walk together on Thursday?' },
        { from: 'second', text: 'Yes, let’s meet at noon by the main entrance.' },
        { from: 'first', text: 'Perfect, see you there.' },
      ],
    },
    // Maya shares with Lucas (a connection).
    {
      first: people.maya,
      second: people.lucas,
      daysAgo: 6,
      lines: [
        { from: 'first', text: 'Lucas, I read the article on sleep you told me about.' },
        { from: 'second', text: 'What did you think? It changed my evenings.' },
        { from: 'first', text: 'I’m trying the no-screens hour. Day two so far!' },
        { from: 'second', text: 'Bravo ! Keep me posted.' },
      ],
    },
    // Grace administers Operations, where Maya reports.
    {
      first: people.grace,
      second: people.maya,
      daysAgo: 10,
      lines: [
        { from: 'first', text: 'Hi Maya, a reminder that the team check-in moved to Friday at 10.' },
        { from: 'second', text: 'Thanks Grace, noted.' },
        { from: 'first', text: 'And if you ever want to talk about the workload, my door is open.' },
      ],
    },
    // Olivier administers Northwind, where Lucas is a member.
    {
      first: people.olivier,
      second: people.lucas,
      daysAgo: 2,
      lines: [
        { from: 'first', text: 'Bonjour Lucas, les nouvelles garanties sont en ligne dans Avantages.' },
        { from: 'second', text: 'Merci Olivier, je regarde ça ce soir.' },
        { from: 'first', text: 'N’hésitez pas si vous avez des questions.' },
      ],
    },
  ];
}

/**
 * A few conversations between the demo people, written as the API would have left them:
 * sequences 1..n, each person's read state, and the last unread message counted as already
 * notified, so the first scan of unread messages e-mails nobody.
 */
export async function seedDemoChat(tx: Db, people: DemoChatPeople): Promise<void> {
  const now = Date.now();
  for (const demo of demoConversations(people)) {
    const [low, high] = demo.first < demo.second ? [demo.first, demo.second] : [demo.second, demo.first];
    const start = now - demo.daysAgo * DAY;
    const sentAt = (index: number) => new Date(start + index * 7 * MINUTE);
    const last = demo.lines.length;
    const lastLine = demo.lines[last - 1];
    const [conversation] = await tx
      .insert(conversations)
      .values({
        userLowId: low,
        userHighId: high,
        lastSeq: last,
        lastMessageAt: sentAt(last - 1),
        createdAt: sentAt(0),
      })
      .returning({ id: conversations.id });
    if (!conversation || !lastLine) throw new Error('demo conversation not created');
    await tx.insert(messages).values(
      demo.lines.map((line, index) => ({
        conversationId: conversation.id,
        seq: index + 1,
        senderId: line.from === 'first' ? demo.first : demo.second,
        clientId: randomUUID(),
        body: line.text,
        createdAt: sentAt(index),
      })),
    );
    const recipientOfLast = lastLine.from === 'first' ? demo.second : demo.first;
    await tx.insert(conversationParticipants).values(
      [demo.first, demo.second].map((userId) => {
        const unread = demo.lastUnread === true && userId === recipientOfLast;
        return {
          conversationId: conversation.id,
          userId,
          lastReadSeq: unread ? last - 1 : last,
          notifiedSeq: last,
          notifiedAt: unread ? sentAt(last - 1) : null,
          createdAt: sentAt(0),
        };
      }),
    );
  }
}
