import { ARTICLE_TOPICS_MAX, type ArticleUpdateInput } from '@evenkeel/common';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { validationFailed } from '../../http/errors';
import type { Linkage } from '../../http/jsonapi-relationships';
import { dynamicKey } from '../../i18n';
import { type Access, contentPolicy } from '../../policies';
import { findOwnUpload } from '../uploads/service';
import { type ContentKind, contentRef, findItem, type ItemRecord } from './queries';
import { findTopics } from './social';

/** Checks of an item's relationships and cover against the database: 422 with pointers. */

const fail = (request: FastifyRequest, field: string, pointer: string, key: string, params = {}) =>
  validationFailed([{ field, pointer, message: request.t(dynamicKey(key), params) }]);

const relationshipInvalid = (request: FastifyRequest, name: string) =>
  fail(request, name, `/data/relationships/${name}`, 'validation.relationship_invalid', {
    field: request.t(dynamicKey(`fields.${name}`)),
  });

/** Topic keys → ids; any unknown one is a 422. An article has 1 to 5 topics at most. */
export async function resolveTopics(
  db: Db,
  request: FastifyRequest,
  name: 'topics' | 'topic',
  links: Linkage[],
): Promise<number[]> {
  const slugs = [...new Set(links.map((link) => link.id))];
  if (name === 'topics' && slugs.length > ARTICLE_TOPICS_MAX) {
    throw fail(request, name, `/data/relationships/${name}`, 'validation.topics_max', {
      max: ARTICLE_TOPICS_MAX,
    });
  }
  const found = await findTopics(db, slugs);
  if (found.length !== slugs.length) throw relationshipInvalid(request, name);
  return found.map((topic) => topic.id);
}

/**
 * The other language's version: an item of the same kind the actor manages, with the same
 * owner, in the other language, not deleted, and not already another item's translation.
 */
export async function resolveTranslation(
  db: Db,
  request: FastifyRequest,
  access: Access,
  kind: ContentKind,
  link: Linkage,
  self: { id: number | null; organizationId: number | null; language: string },
): Promise<number> {
  const target = await findItem(db, kind, link.id, access.userId);
  if (!target || target.item.id === self.id || !contentPolicy.canRead(access, contentRef(target))) {
    throw relationshipInvalid(request, 'translation');
  }
  const pointer = '/data/relationships/translation';
  if (
    target.item.organizationId !== self.organizationId ||
    !contentPolicy.canManage(access, contentRef(target))
  ) {
    throw fail(request, 'translation', pointer, 'validation.translation_owner');
  }
  if (target.item.language === self.language) {
    throw fail(request, 'translation', pointer, 'validation.translation_language');
  }
  if (target.item.state === 'deleted')
    throw fail(request, 'translation', pointer, 'validation.translation_deleted');
  if (target.translation && target.translation.id !== self.id) {
    throw fail(request, 'translation', pointer, 'validation.translation_taken');
  }
  return target.item.id;
}

/** A new cover must be an `article_cover` upload of the actor's (like logos and pictures). */
export async function checkCover(
  db: Db,
  request: FastifyRequest,
  actorId: number,
  input: Pick<ArticleUpdateInput, 'cover_image_url'>,
  current: string | null,
): Promise<void> {
  const url = input.cover_image_url;
  if (url === undefined || url === null || url === current) return;
  if (!(await findOwnUpload(db, actorId, url, 'article_cover'))) {
    throw fail(
      request,
      'cover_image_url',
      '/data/attributes/cover_image_url',
      'validation.article_cover_upload',
    );
  }
}

/** A kept translation must stay in the other language when the language changes. */
export function checkLanguageChange(
  request: FastifyRequest,
  record: ItemRecord,
  language: string | undefined,
) {
  if (language === undefined || !record.translation) return;
  if (record.translation.language === language) {
    throw fail(request, 'language', '/data/attributes/language', 'validation.translation_language');
  }
}
