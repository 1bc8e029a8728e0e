import {
  articleCreateSchema,
  articleResource,
  articleUpdateSchema,
  organizationResource,
  topicResource,
} from '@evenkeel/common';
import type { LinkSpec } from '../../http/jsonapi-relationships';
import type { ItemBodies } from './contract';
import { type ItemWords, itemContracts } from './item-contract';

/** The article routes' contracts; tip-contract.ts says the same of tips. */

const include = ['topics', 'organization', 'translation'] as const;
const included: ItemWords['included'] = [articleResource, topicResource, organizationResource];

/** An article's relationships when written: its owner, 1 to 5 topics, its other language's version. */
export const articleLinks = {
  organization: { types: ['organizations'] },
  topics: { types: ['topics'], many: true },
  translation: { types: ['articles'], nullable: true },
} as const satisfies Record<string, LinkSpec>;

/** A change keeps the owner (that is a transfer). */
export const articleUpdateLinks = {
  topics: articleLinks.topics,
  translation: articleLinks.translation,
} as const satisfies Record<string, LinkSpec>;

export const articleBodies: ItemBodies = {
  kind: 'article',
  type: 'articles',
  create: articleCreateSchema,
  update: articleUpdateSchema,
  topicLink: 'topics',
  links: articleLinks,
  updateLinks: articleUpdateLinks,
  required: [],
};

/** Its ten routes' contracts (item-contract.ts makes both kinds' from their words). */
export const articleContracts = itemContracts({
  bodies: articleBodies,
  resource: articleResource,
  included,
  include,
  name: 'Article',
  one: 'article',
  aOne: 'an article',
  topicOnCreate: '`topics`',
  topicOnUpdate: '`topics`',
});
