/** What other modules use of content (a module reaches another only through its index, service or presenter). */
export { findItemsById } from './queries';
export { readContentRevision, revisionCache } from './revision';
export { followedTopics } from './social';
