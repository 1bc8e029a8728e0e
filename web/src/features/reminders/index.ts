/** What other features use of reminders: the switch for this browser's notifications. */
export { BrowserRemindersSwitch } from './components/browser-reminders-switch';
