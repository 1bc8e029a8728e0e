/**
 * What other features use of the care center: the provider profile form (the invitation's
 * Create Profile page), and the contact links and shapes the recommendations' care cards use.
 * Its pages are not here: app/router.tsx loads them lazily by path.
 */
export type { HealthService } from './api/use-health-services';
export type { Provider } from './api/use-providers';
export { ContactLinks } from './components/contact-links';
export { ProviderForm } from './components/provider-form';
