import { forbidden, notFound } from '../http/errors';

export * from './access';
export { activitySuggestionPolicy } from './activity-suggestions';
export {
  type BenefitGroupRef,
  benefitGroupAbilities,
  benefitGroupPolicy,
  coverageAbilities,
  coveragePolicy,
  coverageUseAbilities,
  coverageUsePolicy,
  type DocumentRef,
  documentAbilities,
  documentPolicy,
} from './benefits';
export { type CallConversationRef, type CallRef, callPolicy } from './calls';
export { connectionPolicy, rolePolicy } from './connections';
export { resultConsentAbilities, resultConsentPolicy } from './consents';
export {
  type ContentRef,
  contentAbilities,
  contentPolicy,
  type ReviewRef,
  reviewAbilities,
  reviewPolicy,
} from './content';
export { crisisLinePolicy } from './crisis-lines';
export { dashboardPolicy } from './dashboards';
export { healthServiceAbilities, healthServicePolicy } from './health-services';
export {
  acceptBlock,
  type InvitationRow,
  invitationPolicy,
  isAlive,
  isInvitee,
  targetOf,
} from './invitations';
export { organizationInvitationAbilities, organizationInvitationPolicy } from './organization-invitations';
export {
  type OrganizationMemberRef,
  organizationMemberAbilities,
  organizationMemberPolicy,
} from './organization-members';
export { groupPolicy, isActive, organizationPolicy } from './organizations';
export { providerAbilities, providerPolicy } from './providers';
export { administersAboveGroups, type ResultsSubject, resultsPolicy } from './results';
export { uploadPolicy } from './uploads';
export { userPolicy } from './users';

/** A rule over a loaded row: hidden rows read as "not found", visible ones may still be refused. */
export type Rule<T> = ((row: T) => boolean) | { visible: (row: T) => boolean; allowed: (row: T) => boolean };

/**
 * Every "may this actor do this to that" goes through a policy and this call, from the routes
 * (the one layer that loads, authorizes, then calls a service). It takes the loaded row, or
 * `undefined` when nothing was found, and returns it typed as present: 404 when it is missing
 * or hidden from the actor (nobody learns what exists, api.md), 403 when it is visible but the
 * action is not allowed.
 *
 *   const org = authorize(await findOrganization(db, slug), (o) => organizationPolicy.canRead(access, o));
 */
export function authorize<T>(row: T | undefined | null, rule: Rule<T>): T {
  if (row === undefined || row === null) throw notFound();
  if (typeof rule === 'function') {
    if (!rule(row)) throw notFound();
    return row;
  }
  if (!rule.visible(row)) throw notFound();
  if (!rule.allowed(row)) throw forbidden();
  return row;
}

/**
 * For actions on a collection everyone knows exists (create an organization, list every crisis
 * line): a refusal is a 403, since there is nothing to hide. The predicate is a policy's.
 */
export function permit(allowed: boolean): void {
  if (!allowed) throw forbidden();
}
