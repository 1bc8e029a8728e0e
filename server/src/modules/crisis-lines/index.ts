/** What other modules use of crisis-lines (a module reaches another only through its index, service or presenter). */
export { CRISIS_APP_PATH, crisisState, renderCrisisMain } from './page';
