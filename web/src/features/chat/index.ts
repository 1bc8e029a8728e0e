/** What other features use of chat: the "Message" button that opens a conversation with a person. */
export { MessageButton } from './components/message-button';
