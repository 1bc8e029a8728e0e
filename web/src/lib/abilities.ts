import type { Abilities } from '@evenkeel/common';

/**
 * Whether the server said the current user may do this with the resource (`meta.abilities`,
 * docs/api.md): the one way the web decides to show a control. It only reads what the server
 * computed and never re-derives a permission from roles. The ability names come from the
 * resource's type (common/src/abilities.ts), so a misspelt one does not compile.
 */
export function can<Name extends string>(
  resource: { meta?: { abilities?: Partial<Abilities<Name>> } } | null | undefined,
  ability: NoInfer<Name>,
): boolean {
  return resource?.meta?.abilities?.[ability] === true;
}
