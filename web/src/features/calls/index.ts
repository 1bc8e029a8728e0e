/** Video calls in a conversation (issue 29): the chat's conversation page shows `<CallControls conversation={…} />`. */
export { type CallableConversation, CallControls } from './components/call-controls';
