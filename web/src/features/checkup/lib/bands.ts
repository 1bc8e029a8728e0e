import type { Band } from '@evenkeel/common/score';

/**
 * Band colours, dark enough for white text at AA contrast (at least 6:1) and calm rather than
 * alarming: a member of concern needs care, not a red siren.
 */
export const BAND_COLORS: Record<Band, string> = {
  thriving: '#0b6b50',
  room_to_improve: '#8a5a00',
  of_concern: '#a8321a',
};
