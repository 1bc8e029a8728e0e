/** What other modules use of push (a module reaches another only through its index, service or presenter). */
export { oneSignalSettings, unsubscribeKey } from './config';
export { type PushNotification, reminderNotification } from './send';
