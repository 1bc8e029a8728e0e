import type {
  articleResource,
  ContentAbility,
  Flat,
  organizationResource,
  reviewResource,
  tipResource,
  topicResource,
} from '@evenkeel/common';

/** `meta` of an article or a tip (common/src/resources/content.ts). */
export type ContentMeta = {
  abilities?: Record<ContentAbility, boolean>;
  /** Written in the other language, shown because no translation exists: label it. */
  other_language?: boolean;
  bookmark_id?: string | null;
  review_id?: string | null;
};

export type Topic = Omit<Flat<typeof topicResource>, 'meta'> & {
  meta?: { followed?: boolean; follow_id?: string | null };
};

type Organization = Pick<Flat<typeof organizationResource>, 'id' | 'type'> &
  Partial<Flat<typeof organizationResource>>;

export type Article = Omit<Flat<typeof articleResource>, 'meta'> & {
  meta?: ContentMeta;
  topics?: Topic[];
  organization?: Organization | null;
  translation?: (Partial<Article> & { id: string }) | null;
};

export type Tip = Omit<Flat<typeof tipResource>, 'meta'> & {
  meta?: ContentMeta;
  topic?: Topic | null;
  organization?: Organization | null;
  translation?: (Partial<Tip> & { id: string }) | null;
};

export type Review = Omit<Flat<typeof reviewResource>, 'meta'> & {
  meta?: { abilities?: { update: boolean; delete: boolean }; own?: boolean };
};

/** A page of a list, with the total the server counted. */
export type Page<T> = { items: T[]; total: number };

export const PAGE_SIZE = 24;
