/** What other modules use of providers (a module reaches another only through its index, service or presenter). */
export { coveredCondition } from './search-filters';
