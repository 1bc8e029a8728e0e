/** What other modules use of checkups (a module reaches another only through its index, service or presenter). */

export type { CheckupRow, CheckupWithPrevious, PreviousTuple } from './queries';
export { checkupOfWeek, previousFrom } from './queries';
export { auditResultsRead } from './results-read';
export { bumpResultsVersion } from './results-version';
export type { Member } from './subject';
export { findResultsRequest, memberOf } from './subject';
