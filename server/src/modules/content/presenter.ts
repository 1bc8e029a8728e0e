import {
  type articleResource,
  type bookmarkResource,
  type Presented,
  REVIEWS_FOR_AVERAGE,
  type reviewResource,
  TOPIC_KEYS,
  type tipResource,
  type topicFollowResource,
  type topicResource,
} from '@evenkeel/common';
import { dynamicKey, type ServerTranslate } from '../../i18n';
import { type Access, contentAbilities, contentPolicy, reviewAbilities } from '../../policies';
import { presentOrganization } from '../organizations/presenter';
import { contentRef, type ItemRecord, translationRef } from './queries';

export type PresentContext = {
  access: Access;
  locale: 'en' | 'fr';
  t: ServerTranslate;
  /** Full records of translations to include (by internal id); otherwise a bare linkage. */
  translations?: Map<number, ItemRecord>;
  now?: Date;
};

type TopicPresented = Presented<typeof topicResource>;

const topicPosition = (slug: string) => (TOPIC_KEYS as readonly string[]).indexOf(slug);

/**
 * Topic names per translator (one per language, server/src/i18n.ts): a page of 24 articles names
 * 50 topics, each a catalogue lookup and an ICU format otherwise.
 */
const topicNames = new WeakMap<ServerTranslate, Map<string, string>>();

function topicName(slug: string, t: ServerTranslate): string {
  let names = topicNames.get(t);
  if (!names) {
    names = new Map();
    topicNames.set(t, names);
  }
  let name = names.get(slug);
  if (name === undefined) {
    name = t(dynamicKey(`topics.${slug}`));
    names.set(slug, name);
  }
  return name;
}

/** A topic's name in the request's language (common catalogue `topics.<key>`). */
export function presentTopic(
  slug: string,
  position: number,
  t: ServerTranslate,
  follow?: { followId: string | null },
): TopicPresented {
  return {
    type: 'topics',
    id: slug,
    name: topicName(slug, t),
    position,
    ...(follow ? { meta: { followed: follow.followId !== null, follow_id: follow.followId } } : {}),
  };
}

/** An average to one decimal, from REVIEWS_FOR_AVERAGE reviews on. */
export const shownAverage = (count: number, average: number | null) =>
  count >= REVIEWS_FOR_AVERAGE && average !== null ? Math.round(average * 10) / 10 : null;

function lifecycle(record: ItemRecord) {
  const { item } = record;
  return {
    language: item.language,
    state: item.state,
    published_at: item.publishedAt?.toISOString() ?? null,
    restorable_until: item.restorableUntil?.toISOString() ?? null,
    average_rating: shownAverage(record.reviewCount, record.ratingAverage),
    review_count: record.reviewCount,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

function meta(record: ItemRecord, context: PresentContext) {
  const mine = { bookmarked: record.bookmarkSlug !== null, reviewed: record.reviewSlug !== null };
  return {
    abilities: contentAbilities(context.access, contentRef(record), mine, context.now),
    other_language: record.item.language !== context.locale,
    bookmark_id: record.bookmarkSlug,
    review_id: record.reviewSlug,
  };
}

/** The translation as the actor may see it: the included record, a linkage, or nothing. */
function translationOf<T>(
  record: ItemRecord,
  context: PresentContext,
  type: 'articles' | 'tips',
  present: (translation: ItemRecord) => T,
): T | { type: 'articles' | 'tips'; id: string } | null {
  const ref = translationRef(record);
  if (!record.translation || !ref || !contentPolicy.canRead(context.access, ref)) return null;
  const full = context.translations?.get(record.translation.id);
  return full ? present(full) : { type, id: record.translation.slug };
}

function owner(record: ItemRecord) {
  return record.organization ? presentOrganization(record.organization) : null;
}

export function presentArticle(
  record: ItemRecord,
  context: PresentContext,
): Presented<typeof articleResource> {
  const { item } = record;
  return {
    type: 'articles',
    id: item.slug,
    title: item.title ?? '',
    summary: item.summary ?? '',
    body: item.body,
    cover_image_url: item.coverImageUrl,
    reading_minutes: item.readingMinutes ?? 1,
    ...lifecycle(record),
    topics: record.topicSlugs.map((slug) => presentTopic(slug, topicPosition(slug), context.t)),
    organization: owner(record),
    translation: translationOf(record, context, 'articles', (full) =>
      presentArticle(full, { ...context, translations: undefined }),
    ),
    relationshipNames: ['topics', 'organization', 'translation'],
    meta: meta(record, context),
  };
}

export function presentTip(record: ItemRecord, context: PresentContext): Presented<typeof tipResource> {
  const { item } = record;
  const [topic] = record.topicSlugs;
  return {
    type: 'tips',
    id: item.slug,
    text: item.body,
    difficulty: item.difficulty ?? 'easy',
    ...lifecycle(record),
    topic: topic ? presentTopic(topic, topicPosition(topic), context.t) : null,
    organization: owner(record),
    translation: translationOf(record, context, 'tips', (full) =>
      presentTip(full, { ...context, translations: undefined }),
    ),
    relationshipNames: ['topic', 'organization', 'translation'],
    meta: meta(record, context),
  };
}

export const presentItem = (record: ItemRecord, context: PresentContext) =>
  record.item.kind === 'article' ? presentArticle(record, context) : presentTip(record, context);

export function presentTopicFollow(
  follow: { slug: string; createdAt: Date },
  topic: TopicPresented,
): Presented<typeof topicFollowResource> {
  return {
    type: 'topic_follows',
    id: follow.slug,
    created_at: follow.createdAt.toISOString(),
    topic,
    relationshipNames: ['topic'],
  };
}

export function presentBookmark(
  bookmark: { slug: string; createdAt: Date },
  item: ReturnType<typeof presentItem> | { type: 'articles' | 'tips'; id: string },
): Presented<typeof bookmarkResource> {
  return {
    type: 'bookmarks',
    id: bookmark.slug,
    created_at: bookmark.createdAt.toISOString(),
    bookmarkable: item,
    relationshipNames: ['bookmarkable'],
  };
}

export type ReviewRecord = {
  slug: string;
  userId: number;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  firstName: string;
  itemSlug: string;
  itemKind: 'article' | 'tip';
};

/** The reviewer's first name only (issue 13), never their last name, picture or account. */
export function presentReview(review: ReviewRecord, access: Access): Presented<typeof reviewResource> {
  return {
    type: 'reviews',
    id: review.slug,
    rating: review.rating,
    comment: review.comment,
    first_name: review.firstName,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    reviewable: { type: review.itemKind === 'article' ? 'articles' : 'tips', id: review.itemSlug },
    relationshipNames: ['reviewable'],
    meta: { abilities: reviewAbilities(access, review), own: review.userId === access.userId },
  };
}
