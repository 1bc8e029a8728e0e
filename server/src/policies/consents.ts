import type { Access } from './access';

type ConsentRef = { reporterId: number; state: 'pending' | 'given' | 'declined' | 'withdrawn' | 'ended' };

/**
 * A reporter's consent to one administrator (decision 0011) is the reporter's alone: nobody
 * else sees it (the administrator learns only whether they may read, by the results routes).
 * The reporter accepts or declines a pending card, withdraws a given consent, and may say yes
 * again after a no while both roles last (an ended consent is asked again by a new card).
 */
export const resultConsentPolicy = {
  canRead: (access: Pick<Access, 'userId'>, consent: ConsentRef) => consent.reporterId === access.userId,
  canAccept: (access: Pick<Access, 'userId'>, consent: ConsentRef) =>
    consent.reporterId === access.userId && ['pending', 'declined', 'withdrawn'].includes(consent.state),
  canDecline: (access: Pick<Access, 'userId'>, consent: ConsentRef) =>
    consent.reporterId === access.userId && consent.state === 'pending',
  canWithdraw: (access: Pick<Access, 'userId'>, consent: ConsentRef) =>
    consent.reporterId === access.userId && consent.state === 'given',
};

/** `meta.abilities` of a consent, by the same predicates as the routes. */
export const resultConsentAbilities = (access: Pick<Access, 'userId'>, consent: ConsentRef) => ({
  accept: resultConsentPolicy.canAccept(access, consent),
  decline: resultConsentPolicy.canDecline(access, consent),
  withdraw: resultConsentPolicy.canWithdraw(access, consent),
});
