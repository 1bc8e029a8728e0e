import type { FastifyInstance } from 'fastify';
import { itemRoutes } from './item-routes';
import { contentSocialRoutes } from './social-routes';

/** Articles, tips, topics, follows, bookmarks and reviews (issue 13, docs/content.md). */
export async function contentRoutes(app: FastifyInstance) {
  await app.register(itemRoutes, { kind: 'article' });
  await app.register(itemRoutes, { kind: 'tip' });
  await app.register(contentSocialRoutes);
}
