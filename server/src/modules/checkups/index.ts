/** What other modules use of checkups (a module reaches another only through its index, service or presenter). */

export type { CheckupRow } from './queries';
export { checkupOfWeek } from './queries';
export { auditResultsRead } from './results-read';
export { bumpResultsVersion } from './results-version';
export type { Member } from './subject';
export { findResultsRequest, memberOf } from './subject';
