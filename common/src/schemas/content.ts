import { z } from 'zod';
import {
  ARTICLE_BODY_MAX_DEPTH,
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  CONTENT_LANGUAGES,
  CONTENT_QUERY_MAX_LENGTH,
  CONTENT_QUERY_MIN_LENGTH,
  markdownNestingDepth,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  TIP_DIFFICULTIES,
  TIP_TEXT_MAX_LENGTH,
} from '../content';
import { multiline, text, withoutLineControls } from './text';

/**
 * Inputs of articles, tips, reviews, bookmarks and topic follows (issue 13). Relationships
 * (topics, topic, organization, translation, bookmarkable, reviewable) travel in
 * `data.relationships` and are read by the server.
 */

const languageField = z.enum(CONTENT_LANGUAGES, { error: 'validation.content_language' });

/** An upload of purpose `article_cover` (the server checks it is yours): a same-site path. */
const coverField = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/uploads\/[^\s/\\]+$/, { error: 'validation.article_cover_upload' })
  .refine(withoutLineControls, { error: 'validation.article_cover_upload' })
  .nullable();

const articleFields = {
  title: text(ARTICLE_TITLE_MAX_LENGTH, { min: 1 }),
  summary: multiline(ARTICLE_SUMMARY_MAX_LENGTH, { min: 1 }),
  /** Markdown, kept as written (the web renders it safely: no raw HTML). */
  body: multiline(ARTICLE_BODY_MAX_LENGTH, { min: 1, trim: false })
    .refine((value) => value.trim() !== '', { error: 'validation.required' })
    // Linear in the body (issue 26 §4.5); the message names ARTICLE_BODY_MAX_DEPTH's 16 levels.
    .refine((value) => markdownNestingDepth(value) <= ARTICLE_BODY_MAX_DEPTH, {
      error: 'validation.article_body_depth',
    }),
  language: languageField,
  cover_image_url: coverField,
};

export const articleCreateSchema = z.strictObject({
  ...articleFields,
  cover_image_url: coverField.optional(),
});
export type ArticleCreateInput = z.infer<typeof articleCreateSchema>;

export const articleUpdateSchema = z.strictObject({
  title: articleFields.title.optional(),
  summary: articleFields.summary.optional(),
  body: articleFields.body.optional(),
  language: languageField.optional(),
  cover_image_url: coverField.optional(),
});
export type ArticleUpdateInput = z.infer<typeof articleUpdateSchema>;

const tipFields = {
  text: multiline(TIP_TEXT_MAX_LENGTH, { min: 1 }),
  difficulty: z.enum(TIP_DIFFICULTIES, { error: 'validation.tip_difficulty' }),
  language: languageField,
};

export const tipCreateSchema = z.strictObject(tipFields);
export type TipCreateInput = z.infer<typeof tipCreateSchema>;

export const tipUpdateSchema = z.strictObject({
  text: tipFields.text.optional(),
  difficulty: tipFields.difficulty.optional(),
  language: tipFields.language.optional(),
});
export type TipUpdateInput = z.infer<typeof tipUpdateSchema>;

const ratingField = z
  .number({ error: 'validation.review_rating' })
  .int({ error: 'validation.review_rating' })
  .min(REVIEW_RATING_MIN, { error: 'validation.review_rating' })
  .max(REVIEW_RATING_MAX, { error: 'validation.review_rating' });

const commentField = multiline(REVIEW_COMMENT_MAX_LENGTH).nullable();

export const reviewCreateSchema = z.strictObject({
  rating: ratingField,
  comment: commentField.optional(),
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

export const reviewUpdateSchema = z.strictObject({
  rating: ratingField.optional(),
  comment: commentField.optional(),
});
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;

/** Bookmarks, topic follows and transfers carry relationships only. */
export const noAttributesSchema = z.strictObject({});

/** `filter[q]` of the article and tip lists. */
export const contentQueryField = text(CONTENT_QUERY_MAX_LENGTH, { min: CONTENT_QUERY_MIN_LENGTH });
