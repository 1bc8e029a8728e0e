import {
  organizationResource,
  TIP_DIFFICULTIES,
  tipCreateSchema,
  tipResource,
  tipUpdateSchema,
  topicResource,
} from '@evenkeel/common';
import type { LinkSpec } from '../../http/jsonapi-relationships';
import type { ItemBodies } from './contract';
import { type ItemWords, itemContracts } from './item-contract';

/** The tip routes' contracts; article-contract.ts says the same of articles. */

const include = ['topic', 'organization', 'translation'] as const;
const included: ItemWords['included'] = [tipResource, topicResource, organizationResource];

/** A tip's relationships when written: its owner, its one topic, its other language's version. */
export const tipLinks = {
  organization: { types: ['organizations'] },
  topic: { types: ['topics'] },
  translation: { types: ['tips'], nullable: true },
} as const satisfies Record<string, LinkSpec>;

/** A change keeps the owner (that is a transfer). */
export const tipUpdateLinks = {
  topic: tipLinks.topic,
  translation: tipLinks.translation,
} as const satisfies Record<string, LinkSpec>;

export const tipBodies: ItemBodies = {
  kind: 'tip',
  type: 'tips',
  create: tipCreateSchema,
  update: tipUpdateSchema,
  topicLink: 'topic',
  links: tipLinks,
  updateLinks: tipUpdateLinks,
  required: ['topic'],
};

/** Its ten routes' contracts (item-contract.ts makes both kinds' from their words). */
export const tipContracts = itemContracts({
  bodies: tipBodies,
  resource: tipResource,
  included,
  include,
  name: 'Tip',
  one: 'tip',
  aOne: 'a tip',
  topicOnCreate: '`topic` (required)',
  topicOnUpdate: '`topic`',
  filters: {
    difficulty: { description: 'easy, medium or challenging', schema: { enum: [...TIP_DIFFICULTIES] } },
  },
});
