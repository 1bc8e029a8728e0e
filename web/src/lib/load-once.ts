/**
 * A download (a chunk, a module) started once however often it is asked for; a failed one is
 * forgotten, so the next ask tries again (offline for a moment).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
