import { TRUNCATE_DEFAULT_LENGTH } from '@evenkeel/common/limits';

/** Shortens text to `length` characters (spec §9: 50 by default), ending with an ellipsis. */
export function truncate(text: string, length: number = TRUNCATE_DEFAULT_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters
    .slice(0, Math.max(0, length - 1))
    .join('')
    .trimEnd()}…`;
}
