/** What other features use of "who saw my data": the account page's panel. */
export { AccessLogPanel } from './components/access-log-panel';
