import type { ContentState } from '@evenkeel/common';

/** What a manager's list shows: the current items, one state, or the trash. */
export const VIEWS = {
  current: ['published', 'unpublished'],
  published: ['published'],
  unpublished: ['unpublished'],
  trash: ['deleted'],
} as const satisfies Record<string, readonly ContentState[]>;
export type View = keyof typeof VIEWS;
export const isView = (value: string): value is View => value in VIEWS;

export const STATE_COLORS = { published: 'teal.9', unpublished: 'gray.8', deleted: 'red.9' } as const;
