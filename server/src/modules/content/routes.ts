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
  app.get('/api/articles', article.listArticles, articles.list);
  app.get<SlugParams>('/api/articles/:slug', article.getArticle, articles.get);
  app.post('/api/articles', article.createArticle, articles.create);
  app.patch<SlugParams>('/api/articles/:slug', article.updateArticle, articles.update);
  app.delete<SlugParams>('/api/articles/:slug', article.deleteArticle, articles.delete);
  app.post<SlugParams>('/api/articles/:slug/publish', article.publishArticle, articles.publish);
  app.post<SlugParams>('/api/articles/:slug/unpublish', article.unpublishArticle, articles.unpublish);
  app.post<SlugParams>('/api/articles/:slug/restore', article.restoreArticle, articles.restore);
  app.post<SlugParams>('/api/articles/:slug/transfer', article.transferArticle, articles.transfer);
  app.get<SlugParams>('/api/articles/:slug/reviews', article.listArticleReviews, articles.listReviews);

  const tips = { ...itemReadHandlers(db, tip.tipBodies), ...itemWriteHandlers(db, tip.tipBodies) };
  app.get('/api/tips', tip.listTips, tips.list);
  app.get<SlugParams>('/api/tips/:slug', tip.getTip, tips.get);
  app.post('/api/tips', tip.createTip, tips.create);
  app.patch<SlugParams>('/api/tips/:slug', tip.updateTip, tips.update);
  app.delete<SlugParams>('/api/tips/:slug', tip.deleteTip, tips.delete);
  app.post<SlugParams>('/api/tips/:slug/publish', tip.publishTip, tips.publish);
  app.post<SlugParams>('/api/tips/:slug/unpublish', tip.unpublishTip, tips.unpublish);
  app.post<SlugParams>('/api/tips/:slug/restore', tip.restoreTip, tips.restore);
  app.post<SlugParams>('/api/tips/:slug/transfer', tip.transferTip, tips.transfer);
  app.get<SlugParams>('/api/tips/:slug/reviews', tip.listTipReviews, tips.listReviews);

  await app.register(contentSocialRoutes);
}
