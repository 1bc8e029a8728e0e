/**
 * Sign-ups per network address and hour, for the API and the sign-up form counted together (one
 * group): generous enough for an office whose staff sign up together behind one address during
 * onboarding, tight enough to stop scripted account creation.
 */
export const SIGN_UPS_PER_HOUR_PER_ADDRESS = 100;
export const signUpRateLimit = {
  max: SIGN_UPS_PER_HOUR_PER_ADDRESS,
  timeWindow: '1 hour',
  groupId: 'sign-up',
};
