import { notFound } from '../http/errors';

export { userPolicy } from './users';

/**
 * Every "may this actor do this to that" goes through a policy predicate and this call.
 * A refusal reads as "not found", so nobody learns what exists (api.md).
 */
export function authorize(allowed: boolean): void {
  if (!allowed) throw notFound();
}
