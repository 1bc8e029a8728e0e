/** What other modules use of benefits (a module reaches another only through its index, service or presenter). */

export type { MemberCoverage } from './member-coverage';
export { coverageForProvider, memberCoverageBalances } from './member-coverage';
