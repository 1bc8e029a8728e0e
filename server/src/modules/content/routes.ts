import type { FastifyInstance } from 'fastify';
import * as article from './article-contract';
import type { SlugParams } from './contract';
import { itemReadHandlers } from './item-reads';
import { itemWriteHandlers } from './item-writes';
import { contentSocialRoutes } from './social-routes';
import * as tip from './tip-contract';

/**
 * Articles, tips, topics, follows, bookmarks and reviews (issue 13, docs/content.md). Articles and
 * tips share their handlers (item-reads.ts, item-writes.ts); each has its own paths and contracts.
 */
export async function contentRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const articles = {
    ...itemReadHandlers(db, article.articleBodies),
    ...itemWriteHandlers(db, article.articleBodies),
  };
  app.get('/api/articles', article.articleContracts.list, articles.list);
  app.get<SlugParams>('/api/articles/:slug', article.articleContracts.get, articles.get);
  app.post('/api/articles', article.articleContracts.create, articles.create);
  app.patch<SlugParams>('/api/articles/:slug', article.articleContracts.update, articles.update);
  app.delete<SlugParams>('/api/articles/:slug', article.articleContracts.delete, articles.delete);
  app.post<SlugParams>('/api/articles/:slug/publish', article.articleContracts.publish, articles.publish);
  app.post<SlugParams>(
    '/api/articles/:slug/unpublish',
    article.articleContracts.unpublish,
    articles.unpublish,
  );
  app.post<SlugParams>('/api/articles/:slug/restore', article.articleContracts.restore, articles.restore);
  app.post<SlugParams>('/api/articles/:slug/transfer', article.articleContracts.transfer, articles.transfer);
  app.get<SlugParams>(
    '/api/articles/:slug/reviews',
    article.articleContracts.listReviews,
    articles.listReviews,
  );

  const tips = { ...itemReadHandlers(db, tip.tipBodies), ...itemWriteHandlers(db, tip.tipBodies) };
  app.get('/api/tips', tip.tipContracts.list, tips.list);
  app.get<SlugParams>('/api/tips/:slug', tip.tipContracts.get, tips.get);
  app.post('/api/tips', tip.tipContracts.create, tips.create);
  app.patch<SlugParams>('/api/tips/:slug', tip.tipContracts.update, tips.update);
  app.delete<SlugParams>('/api/tips/:slug', tip.tipContracts.delete, tips.delete);
  app.post<SlugParams>('/api/tips/:slug/publish', tip.tipContracts.publish, tips.publish);
  app.post<SlugParams>('/api/tips/:slug/unpublish', tip.tipContracts.unpublish, tips.unpublish);
  app.post<SlugParams>('/api/tips/:slug/restore', tip.tipContracts.restore, tips.restore);
  app.post<SlugParams>('/api/tips/:slug/transfer', tip.tipContracts.transfer, tips.transfer);
  app.get<SlugParams>('/api/tips/:slug/reviews', tip.tipContracts.listReviews, tips.listReviews);

  await app.register(contentSocialRoutes);
}
