/**
 * What other features use of content (articles, tips, topics, bookmarks, reviews): the cards
 * recommendations will show. Its pages are not here: app/router.tsx loads them lazily by path.
 */
export type { Article, Tip, Topic } from './api/types';
export { ArticleCard } from './components/article-card';
export { TipCard } from './components/tip-card';
