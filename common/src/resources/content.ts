import { z } from 'zod';
import { CONTENT_ABILITIES, REVIEW_ABILITIES } from '../abilities';
import { CONTENT_LANGUAGES, CONTENT_STATES, TIP_DIFFICULTIES } from '../content';
import { defineResource, toMany, toOne, toOneOf } from './document';

/**
 * What the content API presents (server/src/modules/content/, issue 13; docs/content.md).
 * Articles and tips share their states, abilities and `meta`; a reviewer is a first name only.
 */

export const topicResource = defineResource(
  'topics',
  z.object({ name: z.string(), position: z.number().int() }),
  {
    meta: {
      /** The current user follows it. */
      followed: z.boolean(),
      /** The follow to DELETE /api/topic_follows/{id} to unfollow; null when not followed. */
      follow_id: z.string().nullable(),
    },
  },
);

export const topicFollowResource = defineResource('topic_follows', z.object({ created_at: z.string() }), {
  relationships: { topic: toOne('topics') },
});

/** `meta` of an article or tip besides its abilities. */
export const contentMetaShape = {
  /**
   * Written in the other language than the request's, shown because no translation in the
   * request's language is published: label it so.
   */
  other_language: z.boolean(),
  /** The current user's bookmark of it (DELETE /api/bookmarks/{id}), or null. */
  bookmark_id: z.string().nullable(),
  /** The current user's review of it (PATCH /api/reviews/{id}), or null. */
  review_id: z.string().nullable(),
};

const lifecycle = {
  language: z.enum(CONTENT_LANGUAGES),
  state: z.enum(CONTENT_STATES),
  published_at: z.string().nullable(),
  /** Deleted: until when it can be restored (then the purge removes it); null otherwise. */
  restorable_until: z.string().nullable(),
  /** Shown from 5 reviews on (REVIEWS_FOR_AVERAGE); null before. One decimal. */
  average_rating: z.number().nullable(),
  review_count: z.number().int().min(0),
  created_at: z.string(),
  updated_at: z.string(),
};

export const articleResource = defineResource(
  'articles',
  z.object({
    title: z.string(),
    summary: z.string(),
    /** Markdown: render it safely (no raw HTML; images only from /uploads/). */
    body: z.string(),
    cover_image_url: z.string().nullable(),
    reading_minutes: z.number().int().min(1),
    ...lifecycle,
  }),
  {
    relationships: {
      topics: toMany('topics'),
      /** Null: platform content. */
      organization: toOne('organizations'),
      /** The same article in the other language, when there is one the user may see. */
      translation: toOne('articles'),
    },
    abilities: CONTENT_ABILITIES,
    meta: contentMetaShape,
  },
);

export const tipResource = defineResource(
  'tips',
  z.object({
    text: z.string(),
    difficulty: z.enum(TIP_DIFFICULTIES),
    ...lifecycle,
  }),
  {
    relationships: {
      topic: toOne('topics'),
      organization: toOne('organizations'),
      translation: toOne('tips'),
    },
    abilities: CONTENT_ABILITIES,
    meta: contentMetaShape,
  },
);

export const bookmarkResource = defineResource('bookmarks', z.object({ created_at: z.string() }), {
  relationships: { bookmarkable: toOneOf('articles', 'tips') },
});

export const reviewResource = defineResource(
  'reviews',
  z.object({
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    /** The reviewer's first name only. */
    first_name: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  {
    relationships: { reviewable: toOneOf('articles', 'tips') },
    abilities: REVIEW_ABILITIES,
    meta: { own: z.boolean() },
  },
);
