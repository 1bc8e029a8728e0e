/** What the rest of the server uses of data exports: the jobs, and account deletion's files. */

export { buildExport, EXPORT_BUILD_ATTEMPTS, expireExports } from './build';
export { BUILD_DATA_EXPORT, exportFileKeys } from './service';
