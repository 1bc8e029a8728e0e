import { type AnyPgColumn, bigint, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, slug, updatedAt } from './columns';

/** product.md §1: enabled, disabled (nobody acts in it), default (every new user joins), subscribable. */
export const organizations = pgTable('organizations', {
  id: id(),
  slug: slug(),
  name: text('name').notNull(),
  description: text('description'),
  logoImageUrl: text('logo_image_url'),
  state: text('state', { enum: ['enabled', 'disabled', 'default', 'subscribable'] })
    .notNull()
    .default('enabled'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Groups belong to an organization; a unit is a group whose parent is a group. */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    slug: slug(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => groups.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    description: text('description'),
    logoImageUrl: text('logo_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('groups_organization_idx').on(t.organizationId), index('groups_parent_idx').on(t.parentId)],
);

export const organizationRoles = pgTable(
  'organization_roles',
  {
    id: id(),
    slug: slug(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['member', 'administrator'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organization_roles_unique').on(t.organizationId, t.userId, t.type),
    index('organization_roles_user_idx').on(t.userId),
    // The members list in order of joining (issue 31), walked page by page.
    index('organization_roles_joined_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);

/** Group roles: a reporter shares data with the group's administrators. */
export const groupRoles = pgTable(
  'group_roles',
  {
    id: id(),
    slug: slug(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['reporter', 'administrator'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_roles_unique').on(t.groupId, t.userId, t.type),
    index('group_roles_user_idx').on(t.userId),
  ],
);
