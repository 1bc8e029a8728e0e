/** What other features use of the chat settings: the profile's Chat panel. */
export { ChatSettingsPanel } from './components/chat-settings-panel';
