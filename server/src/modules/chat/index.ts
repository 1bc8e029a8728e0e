/** What other modules (the socket in server/src/realtime/, calls, notifications) use of chat. */
export { type MessageRow, presentSocketMessage } from './message-rows';
export { conversationParticipantIds, readMessageForSocket, readMessagesAfter } from './socket-reads';
