/** What the rest of the server uses of data exports: the jobs, and account deletion's files. */

/** A share link's FHIR file (issue 32 §5) writes the shared check-ups as the export does. */
export { checkupRows } from './archive/results';
export { buildExport, EXPORT_BUILD_ATTEMPTS, expireExports } from './build';
export { checkupEntries, stableUuid } from './fhir/bundle';
export { BUILD_DATA_EXPORT, exportFileKeys } from './service';
