import type { Band } from '../api/types';

/**
 * Band colours (Mantine shades dark enough for AA text contrast on white). Calm rather than
 * alarming: a member of concern needs care, not a red siren.
 */
export const BAND_COLORS: Record<Band, string> = {
  thriving: 'teal.8',
  room_to_improve: 'yellow.9',
  of_concern: 'orange.9',
};

/** The same colours as CSS values, for the charts. */
export const BAND_CSS: Record<Band, string> = {
  thriving: 'var(--mantine-color-teal-8)',
  room_to_improve: 'var(--mantine-color-yellow-9)',
  of_concern: 'var(--mantine-color-orange-9)',
};
