import { forbidden, notFound } from '../http/errors';

export * from './access';
export { connectionPolicy, rolePolicy } from './connections';
export {
  type AcceptBlock,
  acceptBlock,
  type InvitationRow,
  invitationPolicy,
  isAlive,
  isInvitee,
  targetOf,
} from './invitations';
export { groupPolicy, isActive, organizationPolicy } from './organizations';
export { providerPolicy } from './providers';
export { type ResultsSubject, resultsPolicy } from './results';
export { userPolicy } from './users';

/**
 * Every "may this actor do this to that" goes through a policy predicate and this call.
 * A refusal reads as "not found", so nobody learns what exists (api.md).
 */
export function authorize(allowed: boolean): void {
  if (!allowed) throw notFound();
}

/** For what the actor may see but not do: 404 when hidden, 403 when visible (api.md). */
export function authorizeVisible(visible: boolean, allowed: boolean): void {
  if (!visible) throw notFound();
  if (!allowed) throw forbidden();
}
