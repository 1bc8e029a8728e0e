/**
 * The content feature's TanStack Query keys, in one place (lib/query-keys.ts is shared with
 * other engineers' work in progress; these may move there). Every key starts with `content`, so
 * one invalidation after any change (a bookmark, a follow, a publication) refreshes every list.
 */
export const contentKeys = {
  all: ['content'] as const,
  topics: (language: string) => ['content', 'topics', language] as const,
  articles: (language: string, filters: object) => ['content', 'articles', language, filters] as const,
  article: (language: string, slug: string) => ['content', 'article', language, slug] as const,
  reviews: (slug: string) => ['content', 'reviews', slug] as const,
  tips: (language: string, filters: object) => ['content', 'tips', language, filters] as const,
  bookmarks: (language: string) => ['content', 'bookmarks', language] as const,
  managed: (language: string, filters: object) => ['content', 'managed', language, filters] as const,
};
