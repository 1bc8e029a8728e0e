/** What other modules (the socket in server/src/realtime/, calls, notifications) use of chat. */

/** Whether two people may contact each other now: a call needs it as a message does. */
export { mayContact, relatedAmong } from './contact';
export { eraseChatOf } from './erase';
export { type MessageRow, presentSocketMessage, type SocketMessageRow } from './message-rows';
