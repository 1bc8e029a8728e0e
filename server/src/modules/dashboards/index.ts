/** What other modules use of the dashboards (a module reaches another only through its index, service or presenter). */

export { countedInReleasedWeek } from './released-weeks';
