/** Where the web app shows an organization, a group, a person or a provider: the links presenters give. */
export const organizationPath = (slug: string) => `/organizations/${slug}`;
export const groupPath = (slug: string) => `/groups/${slug}`;
export const personPath = (slug: string) => `/people/${slug}`;
export const providerPath = (slug: string) => `/providers/${slug}`;
