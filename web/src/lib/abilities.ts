import type { Abilities } from '@evenkeel/common';

/**
 * Whether the server said the current user may do this with the resource (`meta.abilities`,
 * docs/api.md). The web shows a control only when this is true: it never re-derives roles.
 */
export function can<Name extends string>(
  resource: { meta?: { abilities?: Abilities<Name> } } | null | undefined,
  ability: Name,
): boolean {
  return resource?.meta?.abilities?.[ability] === true;
}
