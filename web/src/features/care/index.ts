/**
 * What other features use of the care center: the provider profile form (the invitation's
 * Create Profile page). Its pages are not here: app/router.tsx loads them lazily by path.
 */
export { ProviderForm } from './components/provider-form';
