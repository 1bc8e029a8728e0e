import { bigint, text, timestamp } from 'drizzle-orm/pg-core';
import { newSlug } from '../../lib/ids';

/** Internal numeric key: never leaves the server (api.md: the slug is the public id). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const slug = () => text('slug').notNull().unique().$defaultFn(newSlug);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
