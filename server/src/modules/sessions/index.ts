/** What other modules use of sessions (a module reaches another only through its index, service or presenter). */
export { signInWithinLimits } from './sign-in';
export {
  linkOutcomeDocument,
  mayOpenLinkSession,
  openSession,
  sendLinkOutcome,
  sessionDocument,
  startSession,
} from './start-session';
